import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * The company's models that may suggest EU AI Act answers, and the request for suggestions.
 * Suggestions change no answer: only the project's history, which the kit's route mutation
 * refreshes.
 */

/** The company's models; the component keeps those with suggestions turned on. */
export function useCompanyLlmModels(companyId: string | undefined) {
  const api = useApi();
  return useQuery({
    ...routeQuery(routes.listLlmModels, { params: { companyId: companyId ?? '' } }, api.config),
    enabled: companyId !== undefined,
  });
}

/** Asks a model for suggestions; its failures are shown where it was asked, not as a toast. */
export const useSuggestAiActAnswers = (scope: { projectId: string; companyId?: string }) =>
  useRouteMutation(
    routes.suggestAiActAssessment,
    (llmModelId: string) => ({ params: { id: scope.projectId }, body: { llmModelId } }),
    scope,
  );
