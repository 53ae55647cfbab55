import type { ComponentType } from 'react';
import {
  mount,
  type ExposedComponentModule,
  type ExposedMountModule,
  type MountOptions,
  type WidgetProps,
} from '@portfolio/ui';
import { createWidgetLoader, loadFromManifest, type WidgetModuleLoader } from '../remote/loader';
import { fetchWidgetRegistry } from '../api/get-widget-registry';
import { widgetMountOptions } from './element-attributes';

/** An exposed module of a widget: a component, a `mount` function, or both. */
export type LoadedWidget = Partial<ExposedComponentModule & ExposedMountModule>;

const loaders = new Map<string, WidgetModuleLoader>();
const loaderFor = (apiBase: string) => {
  let loader = loaders.get(apiBase);
  if (!loader) {
    // The registry is public: no cookie, so a page of another site can read it too.
    loader = createWidgetLoader(() =>
      fetchWidgetRegistry({ baseUrl: apiBase, credentials: 'omit' }),
    );
    loaders.set(apiBase, loader);
  }
  return loader;
};

/** A widget's module, from its own manifest when given, else through the API's registry. */
export function loadWidgetModule(
  name: string,
  module: string,
  apiBase: string,
  manifest: string | null,
): Promise<LoadedWidget> {
  return manifest
    ? loadFromManifest<LoadedWidget>(name, manifest, module)
    : loaderFor(apiBase)<LoadedWidget>(name, module);
}

/**
 * Mounts a loaded module in `root`: its `mount` (asked for by `./mount`, or when it exposes no
 * component), else its component. Null when the module holds neither.
 */
export function mountWidgetModule(
  root: ShadowRoot,
  loaded: LoadedWidget,
  module: string,
  props: Record<string, unknown> | undefined,
  options: MountOptions,
): (() => void) | null {
  const Component = loaded.default as ComponentType<WidgetProps> | undefined;
  if (typeof loaded.mount === 'function' && (module.endsWith('/mount') || !Component)) {
    // A widget's mount() also takes its own options (`view`, `projectId`) from the object.
    return loaded.mount(root, { ...widgetMountOptions(props), ...options });
  }
  if (Component) {
    return mount(root, Component, { ...options, requireUser: loaded.requiresUser ?? true });
  }
  return null;
}
