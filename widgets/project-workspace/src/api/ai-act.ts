import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi } from '@portfolio/ui';
import {
  useProjectRead,
  useProjectWrite,
  useUpdateById,
  type ProjectScope,
} from './project-routes';

/*
 * A project's EU AI Act record: the questionnaire, its assessment and its obligations. A write
 * refreshes what its event refreshes for everyone else (the kit's route mutation): the
 * assessment, the obligations and the project, whose EU AI Act status follows from them.
 */

export function useAiActQuestions() {
  const api = useApi();
  // The same for every project and every visit: read once per session.
  return useQuery({
    ...routeQuery(routes.getAiActQuestions, undefined, api.config),
    staleTime: Infinity,
  });
}

export const useAiActAssessment = (projectId: string) =>
  useProjectRead(routes.getAiActAssessment, projectId);

export function useProjectObligations(projectId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    ...routeQuery(routes.listProjectObligations, { params: { id: projectId } }, api.config),
    enabled,
  });
}

/** The company's members: who may own an obligation. */
export function useCompanyMembers(companyId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listMembers, { params: { companyId } }, api.config));
}

export const useSaveAiActAssessment = (scope: ProjectScope) =>
  useProjectWrite(routes.setAiActAssessment, scope);

export const useUpdateObligation = (scope: ProjectScope) =>
  useUpdateById(routes.updateObligation, scope);
