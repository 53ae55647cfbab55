import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '@portfolio/contracts';
import type { RouteInput, RouteOutput } from './api-client';
import { useApi, type ApiCallArgs } from './api-context';
import type { MutationMeta } from './mutation-errors';

export interface RouteMutationOptions<R extends RouteDef> {
  /** The error toast a failure shows (see `MutationMeta`); none without it. */
  meta?: MutationMeta;
  /** What to refresh after a success, given the server's answer. */
  onSuccess?: (client: QueryClient, result: RouteOutput<R>) => unknown;
  /** What to refresh after any answer, a failure too (the list may have changed under the user). */
  onSettled?: (client: QueryClient) => unknown;
}

/**
 * A mutation that calls one route of the contract through the widget's API client:
 * `useRouteMutation(routes.removeMember, (id: string) => ({ params: { id } }), { meta, onSuccess })`.
 * `input` turns the mutation's variables into the route's params and body.
 */
export function useRouteMutation<R extends RouteDef, V = void>(
  route: R,
  input: (variables: V) => RouteInput<R>,
  { meta, onSuccess, onSettled }: RouteMutationOptions<R> = {},
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (variables: V) => api.call(route, ...([input(variables)] as ApiCallArgs<R>)),
    onSuccess: onSuccess && ((result: RouteOutput<R>) => onSuccess(client, result)),
    onSettled: onSettled && (() => onSettled(client)),
  });
}
