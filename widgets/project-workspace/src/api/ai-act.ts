import { useQuery } from '@tanstack/react-query';
import {
  routes,
  type AiActAssessmentBody,
  type AiActObligationUpdateBody,
} from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

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

export function useAiActAssessment(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getAiActAssessment, { params: { id: projectId } }, api.config));
}

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

interface Scope {
  projectId: string;
  companyId: string;
}

export const useSaveAiActAssessment = (scope: Scope) =>
  useRouteMutation(
    routes.setAiActAssessment,
    (body: AiActAssessmentBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );

export const useUpdateObligation = (scope: Scope) =>
  useRouteMutation(
    routes.updateObligation,
    ({ id, body }: { id: string; body: AiActObligationUpdateBody }) => ({ params: { id }, body }),
    scope,
  );
