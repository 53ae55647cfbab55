import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from '@portfolio/contracts';
import { fetchWidgetRegistry, type WidgetRegistry } from '../api/get-widget-registry';

/** Loads `module` (e.g. './Dashboard') of the widget `name`. */
export type WidgetModuleLoader = <T>(name: string, module: string) => Promise<T>;

export class WidgetLoadError extends Error {
  override readonly name = 'WidgetLoadError';
  constructor(
    readonly widget: string,
    readonly module: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${widget} widget could not be loaded.`, options);
  }
}

const registered = new Map<string, string>();
const failed = new Set<string>();

/**
 * Loads an exposed module of a widget through Module Federation from its manifest URL:
 * `registerRemotes` then `loadRemote('<container>/<Module>')`. After a failure the next call
 * registers the remote afresh (what Retry relies on).
 */
export async function loadFromManifest<T>(
  name: string,
  manifestUrl: string,
  module: string,
): Promise<T> {
  const remote = containerName(name);
  try {
    if (registered.get(remote) !== manifestUrl || failed.has(remote)) {
      registerRemotes([{ name: remote, entry: manifestUrl }], { force: registered.has(remote) });
      registered.set(remote, manifestUrl);
      failed.delete(remote);
    }
    const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!loaded) throw new Error(`${name} has no module ${module}`);
    return loaded;
  } catch (error) {
    failed.add(remote);
    throw new WidgetLoadError(name, module, { cause: error });
  }
}

/** A loader that finds manifest URLs in a registry, read once (and again after a failure). */
export function createWidgetLoader(
  readRegistry: () => Promise<WidgetRegistry>,
): WidgetModuleLoader {
  let registry: Promise<WidgetRegistry> | null = null;
  return async <T>(name: string, module: string) => {
    registry ??= readRegistry().catch((error: unknown) => {
      registry = null;
      throw error;
    });
    const url = (await registry.catch(() => ({}) as WidgetRegistry))[name];
    if (!url)
      throw new WidgetLoadError(name, module, {
        cause: new Error(`${name} is not in the widget registry`),
      });
    return loadFromManifest<T>(name, url, module);
  };
}

/** The shell's loader: the registry of the BFF that serves the page. The widgets are never bundled. */
export const loadWidgetModule: WidgetModuleLoader = createWidgetLoader(() => fetchWidgetRegistry());
