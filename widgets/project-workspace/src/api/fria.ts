import { routes } from '@portfolio/contracts';
import { useProjectRead, useProjectWrite, type ProjectScope } from './project-routes';

/*
 * A project's fundamental rights impact assessment (EU AI Act Article 27): read with whether it
 * is owed and what the records pre-fill; its parts saved whole, its approval and its notification
 * recorded. Each write's refusal is shown where it was asked for (no toast).
 */

export const useProjectFria = (projectId: string) =>
  useProjectRead(routes.getProjectFria, projectId);

export const useSaveProjectFria = (scope: ProjectScope) =>
  useProjectWrite(routes.updateProjectFria, scope);

export const useApproveFria = (scope: ProjectScope) =>
  useProjectWrite(routes.approveProjectFria, scope);

export const useRecordFriaNotification = (scope: ProjectScope) =>
  useProjectWrite(routes.recordFriaNotification, scope);
