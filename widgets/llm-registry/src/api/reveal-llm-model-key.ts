import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/**
 * Asks the BFF for a model's clear key (admins). A mutation rather than a query on purpose: the
 * secret lives only in the component that shows it, never in the shared query cache.
 */
export const useRevealLlmModelKey = () =>
  useRouteMutation(routes.revealLlmModelKey, rowParams, {
    meta: { errorMessage: 'Failed to show the API key' },
  });
