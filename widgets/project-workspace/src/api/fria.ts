import { routes } from '@portfolio/contracts';
import { projectRead, projectWrite } from './project-routes';

/*
 * A project's fundamental rights impact assessment (EU AI Act Article 27): read with whether it
 * is owed and what the records pre-fill; its parts saved whole, its approval and its notification
 * recorded. Each write's refusal is shown where it was asked for (no toast).
 */

export const useProjectFria = projectRead(routes.getProjectFria);

export const useSaveProjectFria = projectWrite(routes.updateProjectFria);

export const useApproveFria = projectWrite(routes.approveProjectFria);

export const useRecordFriaNotification = projectWrite(routes.recordFriaNotification);
