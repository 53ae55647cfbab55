import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `['/api', 'companies', id, 'llm-models']`. */
export const llmModelsKey = (companyId: string) =>
  routeKey(routes.listLlmModels, { params: { companyId } });

export const llmModelsQuery = (companyId: string, config?: ApiConfig) =>
  routeQuery(routes.listLlmModels, { params: { companyId } }, config);

/** The company's model registry; keys come masked. */
export function useLlmModels(companyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...llmModelsQuery(companyId, api.config), enabled });
}
