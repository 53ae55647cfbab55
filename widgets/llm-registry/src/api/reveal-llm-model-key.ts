import { useMutation } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';

/**
 * Asks the BFF for a model's clear key (admins). A mutation rather than a query on purpose: the
 * secret lives only in the component that shows it, never in the shared query cache.
 */
export function useRevealLlmModelKey() {
  const api = useApi();
  return useMutation({
    meta: { errorMessage: 'Failed to show the API key' },
    mutationFn: (id: string) => callRoute(routes.revealLlmModelKey, { params: { id } }, api.config),
  });
}
