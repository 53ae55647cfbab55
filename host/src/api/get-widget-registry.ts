import { WIDGET_NAMES, routes, widgetManifestPath } from '@portfolio/contracts';
import { callRoute, type ApiConfig } from '@portfolio/ui';

/** Where each widget is deployed: widget name → URL of its mf-manifest.json. */
export type WidgetRegistry = Record<string, string>;

/** The same-origin layout `npm start` serves: /widgets/<name>/mf-manifest.json. */
export function defaultManifestUrl(
  name: string,
  origin = globalThis.location?.origin ?? '',
): string {
  return `${origin}${widgetManifestPath(name)}`;
}

/**
 * The registry the BFF serves at GET /api/widgets. Any widget it does not list, or every widget
 * when it cannot be read, falls back to its same-origin default URL.
 */
export async function fetchWidgetRegistry(config: ApiConfig = {}): Promise<WidgetRegistry> {
  let served: WidgetRegistry = {};
  try {
    served = await callRoute(routes.getWidgetRegistry, undefined, config);
  } catch {
    // The shell keeps working on its defaults; a widget that is not there shows its own error card.
  }
  const origin = config.baseUrl
    ? new URL(config.baseUrl, globalThis.location?.href).origin
    : undefined;
  const defaults = Object.fromEntries(
    WIDGET_NAMES.map((name) => [name, defaultManifestUrl(name, origin)]),
  );
  return { ...defaults, ...served };
}
