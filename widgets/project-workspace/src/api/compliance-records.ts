import { routes } from '@portfolio/contracts';
import { projectRead, projectWrite } from './project-routes';

/*
 * A project's GDPR and DORA records. Saving one sets the project's status it implies, so a save
 * refreshes the project and its lists as well (the kit's route mutation, by the contract's
 * event routes).
 */

export const useProjectGdpr = projectRead(routes.getProjectGdpr);

export const useProjectDora = projectRead(routes.getProjectDora);

export const useSaveProjectGdpr = projectWrite(routes.updateProjectGdpr);

export const useSaveProjectDora = projectWrite(routes.updateProjectDora);
