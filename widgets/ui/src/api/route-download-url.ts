import { routeUrl, type RouteDef, type RouteInput } from '@portfolio/contracts';
import { resolveUrl, type ApiConfig } from './api-client';
import { useApi } from './api-context';

/**
 * The URL of a GET route under the API's base URL, built as `callRoute` builds it: for a link
 * whose route is chosen in plain code (a draft or a version), beside the hook below.
 */
export const routeDownloadUrl = <R extends RouteDef>(
  route: R,
  input: RouteInput<R>,
  config: ApiConfig,
): string => resolveUrl(routeUrl(route, input), config);

/**
 * The URL of a GET route under the API's base URL, for a download link (`<a href download>`: the
 * session cookie goes with it, the BFF answers an attachment), built as `callRoute` builds it.
 * `useRouteDownloadUrl(routes.exportReport, { params: { id }, query: { format: 'csv' } })`.
 * Without an input (an id not known yet) there is no link: undefined.
 */
export function useRouteDownloadUrl<R extends RouteDef>(route: R, input: RouteInput<R>): string;
export function useRouteDownloadUrl<R extends RouteDef>(
  route: R,
  input: RouteInput<R> | undefined,
): string | undefined;
export function useRouteDownloadUrl<R extends RouteDef>(
  route: R,
  input: RouteInput<R> | undefined,
): string | undefined {
  const { config } = useApi();
  return input && routeDownloadUrl(route, input, config);
}
