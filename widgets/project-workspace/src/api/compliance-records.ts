import { routes } from '@portfolio/contracts';
import { useProjectRead, useProjectWrite, type ProjectScope } from './project-routes';

/*
 * A project's GDPR and DORA records. Saving one sets the project's status it implies, so a save
 * refreshes the project and its lists as well (the kit's route mutation, by the contract's
 * event routes).
 */

export const useProjectGdpr = (projectId: string) =>
  useProjectRead(routes.getProjectGdpr, projectId);

export const useProjectDora = (projectId: string) =>
  useProjectRead(routes.getProjectDora, projectId);

export const useSaveProjectGdpr = (scope: ProjectScope) =>
  useProjectWrite(routes.updateProjectGdpr, scope);

export const useSaveProjectDora = (scope: ProjectScope) =>
  useProjectWrite(routes.updateProjectDora, scope);
