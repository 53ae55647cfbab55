import { WIDGET_NAMES, widgetManifestPath } from '@portfolio/contracts';
import { buildOpenApiDocument } from '@portfolio/contracts/openapi';
import type { Config } from '../../config.ts';
import { contractRoute } from '../contract.ts';

/**
 * Widget name → manifest URL. By default the BFF serves each widget's build under
 * `${PUBLIC_URL}/widgets/<name>/`; WIDGET_REGISTRY overrides single entries (or adds widgets).
 * An override given as an absolute path is taken relative to PUBLIC_URL, so a host on another
 * origin (an intranet page) still gets a URL it can load.
 */
export function widgetRegistry(config: Pick<Config, 'publicUrl' | 'widgetRegistry'>) {
  const registry: Record<string, string> = Object.fromEntries(
    WIDGET_NAMES.map((name) => [name, `${config.publicUrl}${widgetManifestPath(name)}`]),
  );
  for (const [name, url] of Object.entries(config.widgetRegistry ?? {})) {
    registry[name] = url.startsWith('/') ? `${config.publicUrl}${url}` : url;
  }
  return registry;
}

const documents = new Map<string, object>();

/** GET /api/openapi.json: the contract as OpenAPI 3.1, its server being PUBLIC_URL. */
export const getOpenApi = contractRoute('getOpenApi', {
  async handle({ deps }) {
    const url = deps.config.publicUrl;
    let document = documents.get(url);
    if (!document) {
      document = buildOpenApiDocument(url);
      documents.set(url, document);
    }
    // The contract gives this route no response schema (the document describes itself), so
    // its handler is typed void; the JSON reply is still the returned value.
    return document as never;
  },
});

/** GET /api/widgets: where each widget is deployed. */
export const getWidgetRegistry = contractRoute('getWidgetRegistry', {
  async handle({ deps }) {
    return widgetRegistry(deps.config);
  },
});
