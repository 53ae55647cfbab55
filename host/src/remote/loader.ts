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

/** Per container: the manifest it was registered from, and that registration. */
const registered = new Map<string, { manifestUrl: string; done: Promise<void> }>();
const failed = new Set<string>();

/**
 * The URL of a widget's remoteEntry.js, as its manifest names it. The federation runtime is built
 * without its own manifest support (`disableSnapshot` in rspack.config.ts, lighter on every page),
 * so it is given the container's script.
 */
async function remoteEntryOf(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const { path, name } = manifest.metaData.remoteEntry;
  return new URL(path ? `${path.replace(/\/?$/, '/')}${name}` : name, manifestUrl).href;
}

/**
 * Loads an exposed module of a widget through Module Federation from its manifest URL:
 * `registerRemotes` with the remoteEntry.js it names, then `loadRemote('<container>/<Module>')`.
 * Widgets of one container on a page share one registration; after a failure the next call
 * registers the remote afresh (what Retry relies on).
 */
export async function loadFromManifest<T>(
  name: string,
  manifestUrl: string,
  module: string,
): Promise<T> {
  const remote = containerName(name);
  try {
    let registration = registered.get(remote);
    if (registration?.manifestUrl !== manifestUrl || failed.has(remote)) {
      const force = registered.has(remote);
      const done = remoteEntryOf(manifestUrl).then((entry) =>
        registerRemotes([{ name: remote, entry }], { force }),
      );
      registration = { manifestUrl, done };
      registered.set(remote, registration);
      failed.delete(remote);
    }
    await registration.done;
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
