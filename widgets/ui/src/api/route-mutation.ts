import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '@portfolio/contracts';
import { useCompanyId } from '../widget/widget-context';
import type { RouteInput, RouteOutput } from '@portfolio/contracts';
import { useApi, type ApiCallArgs } from './api-context';
import type { MutationMeta } from './mutation-errors';
import { outdatedPaths } from './outdated-paths';
import { refreshPaths } from './query';

export interface RouteMutationOptions<R extends RouteDef> {
  /** The error toast a failure shows (see `MutationMeta`); none without it. */
  meta?: MutationMeta;
  /**
   * Runs after a success, once what the write made out of date has been read again: to keep
   * the server's answer, or to tell the caller.
   */
  onSuccess?: (client: QueryClient, result: RouteOutput<R>) => unknown;
  /**
   * Refresh after a failure too: the thing may have changed under the user (an invitation
   * revoked meanwhile), and the list should show it.
   */
  refreshOnFailure?: boolean;
  /** The company of the write, where neither its path nor its answer names it (else the widget's). */
  companyId?: string;
  /** The project the write concerns, where neither its path nor its answer names it. */
  projectId?: string;
}

/**
 * A mutation that calls one route of the contract through the widget's API client:
 * `useRouteMutation(routes.removeMember, rowParams, { meta })`.
 * `input` turns the mutation's variables into the route's params and body.
 *
 * After the write it refreshes exactly what the event of that write refreshes for everyone else
 * (`changesMadeBy` + `pathsOutdatedByChanges` of the contract, the mapping the event stream
 * client uses), here and in every widget sharing the client; the company and project are read
 * from the path, the answer, or else `companyId` (the widget's active company) and `projectId`.
 */
export function useRouteMutation<R extends RouteDef, V = void>(
  route: R,
  input: (variables: V) => RouteInput<R>,
  { meta, onSuccess, refreshOnFailure = false, companyId, projectId }: RouteMutationOptions<R> = {},
) {
  const api = useApi();
  const client = useQueryClient();
  const widgetCompanyId = useCompanyId();
  const refresh = async (variables: V, answer: unknown) => {
    const { changesMadeBy, pathsOutdatedByChanges } = await outdatedPaths();
    const changes = changesMadeBy(route, {
      params: (input(variables) as { params?: object } | undefined)?.params,
      answer,
      companyId: companyId ?? widgetCompanyId,
      projectId,
    });
    return changes.length > 0 ? refreshPaths(client, pathsOutdatedByChanges(changes)) : undefined;
  };
  return useMutation({
    meta,
    mutationFn: (variables: V) => api.call(route, ...([input(variables)] as ApiCallArgs<R>)),
    onSuccess: async (result: RouteOutput<R>, variables: V) => {
      if (!refreshOnFailure) await refresh(variables, result);
      await onSuccess?.(client, result);
    },
    onSettled: refreshOnFailure
      ? (result: RouteOutput<R> | undefined, _error: Error | null, variables: V) =>
          refresh(variables, result)
      : undefined,
  });
}

/**
 * The `input` of a write on a company's collection whose variables are the body:
 * `useRouteMutation(routes.createEmbedApp, companyBody<EmbedAppCreateBody>(companyId), …)`.
 */
export const companyBody =
  <B>(companyId: string) =>
  (body: B) => ({ params: { companyId }, body });

/**
 * The `input` of a write on one row whose variables are the body:
 * `useRouteMutation(routes.updateIncident, rowBody<IncidentUpdateBody>(id), …)`.
 */
export const rowBody =
  <B>(id: string) =>
  (body: B) => ({ params: { id }, body });

/**
 * The `input` of a write on one row without a body, whose variables are the row's id:
 * `useRouteMutation(routes.removeMember, rowParams, …)` then `mutate(member.id)`.
 */
export const rowParams = (id: string) => ({ params: { id } });

/**
 * The `input` of a write on one row whose variables are the body's fields with the row's `id`
 * among them: `useRouteMutation(routes.rejectProposal, rowIdAndRest<ProposalRejectBody>(), …)`
 * then `mutate({ id, reason })`.
 */
export const rowIdAndRest =
  <B extends object>() =>
  ({ id, ...body }: B & { id: string }) => ({ params: { id }, body });

/**
 * The `input` of a write on one row whose variables name the row and carry the body apart:
 * `useRouteMutation(routes.updateLlmModel, rowIdAndBody<LlmModelUpdateBody>(), …)` then
 * `mutate({ id, body })`.
 */
export const rowIdAndBody =
  <B>() =>
  ({ id, body }: { id: string; body: B }) => ({ params: { id }, body });
