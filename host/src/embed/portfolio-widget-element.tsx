import type { ComponentType } from 'react';
import {
  ErrorCard,
  mount,
  resolveUrl,
  type ExposedComponentModule,
  type ExposedMountModule,
  type MountOptions,
  type ThemeOverrides,
  type WidgetProps,
} from '@portfolio/ui';
import { createWidgetLoader, loadFromManifest, type WidgetModuleLoader } from '../remote/loader';
import { fetchWidgetRegistry } from '../api/get-widget-registry';

export const ELEMENT_NAME = 'portfolio-widget';

/** Events the element dispatches (all bubble and cross the shadow boundary). */
export interface PortfolioWidgetEvents {
  /** The widget rendered. */
  ready: { name: string; module: string };
  /** The widget could not be loaded, or it failed while rendering. */
  error: { name: string; module: string; message: string };
  /** The widget needs a signed-in user: send the visitor to `loginUrl` (or get a token). */
  'auth-required': { name: string; loginUrl: string };
  /** The widget asks to go to an in-app path (e.g. `/projects/<id>`); the page decides. */
  navigate: { path: string };
  /** The element's size changed. */
  resize: { width: number; height: number };
}

const loaders = new Map<string, WidgetModuleLoader>();
const loaderFor = (apiBase: string) => {
  let loader = loaders.get(apiBase);
  if (!loader) {
    loader = createWidgetLoader(() => fetchWidgetRegistry({ baseUrl: apiBase }));
    loaders.set(apiBase, loader);
  }
  return loader;
};

type Loaded = Partial<ExposedComponentModule & ExposedMountModule>;

const HOST_STYLE = ':host{all:initial;display:block;}';

/**
 * `<portfolio-widget name="feedback-form" module="./FeedbackForm" api-base="https://..."
 * company-id="..." manifest="https://.../mf-manifest.json" token="..." theme='{"color":{"primary":"#0ea5e9"}}'
 * props='{"projectId":"..."}'>`:
 * loads the widget through Module Federation and mounts it in a shadow root, so the page's
 * styles and the widget's never mix. `props` (a JSON object) reaches an exposed component as
 * its own props, or a widget's `./mount` as its `props` and its own options (`view`, `projectId`);
 * the company, user and navigate the element gives every widget always win.
 */
export function definePortfolioWidget(defaultApiBase: string) {
  if (customElements.get(ELEMENT_NAME)) return;

  class PortfolioWidgetElement extends HTMLElement {
    static observedAttributes = [
      'name',
      'module',
      'api-base',
      'company-id',
      'manifest',
      'token',
      'theme',
      'props',
    ];
    #unmount: (() => void) | null = null;
    #generation = 0;
    #scheduled = false;
    #resize: ResizeObserver | null = null;

    connectedCallback() {
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' });
        const style = document.createElement('style');
        style.textContent = HOST_STYLE;
        shadow.append(style);
      }
      this.#resize ??= new ResizeObserver(([entry]) => {
        if (entry)
          this.#emit('resize', {
            width: entry.contentRect.width,
            height: entry.contentRect.height,
          });
      });
      this.#resize.observe(this);
      this.#schedule();
    }

    disconnectedCallback() {
      this.#resize?.disconnect();
      this.#generation++;
      this.#unmount?.();
      this.#unmount = null;
    }

    attributeChangedCallback() {
      if (this.isConnected) this.#schedule();
    }

    /** Several attributes set in a row cause one render. */
    #schedule() {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        void this.#render();
      });
    }

    #emit<K extends keyof PortfolioWidgetEvents>(type: K, detail: PortfolioWidgetEvents[K]) {
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }

    async #render() {
      const generation = ++this.#generation;
      const shadow = this.shadowRoot!;
      const name = this.getAttribute('name') ?? '';
      const module = this.getAttribute('module') ?? './mount';
      const apiBase = this.getAttribute('api-base') ?? defaultApiBase;
      const manifest = this.getAttribute('manifest');
      const companyId = this.getAttribute('company-id');
      const token = this.getAttribute('token');
      const theme = parseTheme(this.getAttribute('theme'));

      this.#unmount?.();
      this.#unmount = null;

      let loaded: Loaded;
      let props: Record<string, unknown> | undefined;
      try {
        if (!name) throw new Error('The name attribute is required, e.g. name="feedback-form".');
        props = parseProps(this.getAttribute('props'));
        loaded = manifest
          ? await loadFromManifest<Loaded>(name, manifest, module)
          : await loaderFor(apiBase)<Loaded>(name, module);
      } catch (error) {
        if (generation !== this.#generation) return;
        const message = error instanceof Error ? error.message : String(error);
        this.#emit('error', { name, module, message });
        this.#unmount = mount(shadow, EmbedError, {
          user: null,
          companyId: null,
          requireUser: false,
          theme,
          props: { message, onRetry: () => this.#schedule() },
        });
        return;
      }
      if (generation !== this.#generation) return;

      const options: MountOptions = {
        apiBaseUrl: apiBase,
        ...(companyId ? { companyId } : {}),
        ...(token ? { getToken: () => token } : {}),
        theme,
        name,
        props,
        onReady: () => this.#emit('ready', { name, module }),
        onError: (error) =>
          this.#emit('error', {
            name,
            module,
            message: error instanceof Error ? error.message : String(error),
          }),
        onAuthRequired: () =>
          this.#emit('auth-required', {
            name,
            loginUrl: resolveUrl('/api/login', { baseUrl: apiBase }),
          }),
      };

      const Component = loaded.default as ComponentType<WidgetProps> | undefined;
      if (typeof loaded.mount === 'function' && (module.endsWith('/mount') || !Component)) {
        // A widget's mount() also takes its own options (`view`, `projectId`) from the object.
        this.#unmount = loaded.mount(shadow, { ...widgetMountOptions(props), ...options });
      } else if (Component) {
        this.#unmount = mount(shadow, Component, {
          ...options,
          requireUser: loaded.requiresUser ?? true,
        });
      } else {
        this.#emit('error', {
          name,
          module,
          message: `${module} of ${name} is neither a component nor a mount function.`,
        });
      }
    }
  }

  customElements.define(ELEMENT_NAME, PortfolioWidgetElement);
}

function parseTheme(value: string | null): ThemeOverrides | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as ThemeOverrides;
  } catch {
    return undefined;
  }
}

/** The options of the kit's mount(): the element sets them, the page's `props` never does. */
const KIT_MOUNT_OPTIONS: Record<keyof MountOptions, true> = {
  apiBaseUrl: true,
  getToken: true,
  queryClient: true,
  theme: true,
  name: true,
  onError: true,
  onAuthRequired: true,
  companyId: true,
  user: true,
  requireUser: true,
  navigate: true,
  props: true,
  onReady: true,
};

const widgetMountOptions = (props: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(props ?? {}).filter(([key]) => !Object.hasOwn(KIT_MOUNT_OPTIONS, key)),
  );

/** The `props` attribute: absent, or a JSON object; anything else is the page's mistake, said plainly. */
function parseProps(value: string | null): Record<string, unknown> | undefined {
  if (value === null || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The props attribute is not valid JSON (${reason}). Give a JSON object, e.g. props='{"projectId":"…"}'.`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`The props attribute must be a JSON object, e.g. props='{"projectId":"…"}'.`);
  }
  return parsed as Record<string, unknown>;
}

function EmbedError({ message, onRetry }: WidgetProps & { message: string; onRetry: () => void }) {
  return <ErrorCard title="This widget is unavailable" message={message} onRetry={onRetry} />;
}
