import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { routes, type EmbedAuditAction, type EmbedAuditQuery } from '@portfolio/contracts';
import { callRoute, routeKey, useApi, type ApiConfig } from '@portfolio/ui';

/**
 * `GET /api/companies/{companyId}/embed/audit`: apps created and deleted, tokens issued, newest
 * first, a page at a time (each page's `nextCursor` asks for the next), optionally one kind.
 */
export const embedAuditQuery = (
  companyId: string,
  action: EmbedAuditAction | undefined,
  config: ApiConfig = {},
) => {
  const filter: EmbedAuditQuery = action ? { action } : {};
  return infiniteQueryOptions({
    queryKey: routeKey(routes.listEmbedAudit, { params: { companyId }, query: filter }),
    queryFn: ({ pageParam }) =>
      callRoute(
        routes.listEmbedAudit,
        { params: { companyId }, query: pageParam ? { ...filter, before: pageParam } : filter },
        config,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
};

/** The audit's pages; while another kind loads, the previous one stays on screen. */
export function useEmbedAudit(companyId: string, action?: EmbedAuditAction) {
  const api = useApi();
  return useInfiniteQuery({
    ...embedAuditQuery(companyId, action, api.config),
    placeholderData: keepPreviousData,
  });
}
