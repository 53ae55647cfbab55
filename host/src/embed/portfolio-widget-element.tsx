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
import { fetchWidgetRegistry } from '../remote/registry';

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
 * company-id="..." manifest="https://.../mf-manifest.json" token="..." theme='{"color":{"primary":"#0ea5e9"}}'>`:
 * loads the widget through Module Federation and mounts it in a shadow root, so the page's
 * styles and the widget's never mix.
 */
export function definePortfolioWidget(defaultApiBase: string) {
  if (customElements.get(ELEMENT_NAME)) return;

  class PortfolioWidgetElement extends HTMLElement {
    static observedAttributes = ['name', 'module', 'api-base', 'company-id', 'manifest', 'token', 'theme'];
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
        if (entry) this.#emit('resize', { width: entry.contentRect.width, height: entry.contentRect.height });
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
      try {
        if (!name) throw new Error('The name attribute is required, e.g. name="feedback-form".');
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
        onReady: () => this.#emit('ready', { name, module }),
        onError: (error) => this.#emit('error', { name, module, message: error instanceof Error ? error.message : String(error) }),
        onAuthRequired: () => this.#emit('auth-required', { name, loginUrl: resolveUrl('/api/login', { baseUrl: apiBase }) }),
      };

      const Component = loaded.default as ComponentType<WidgetProps> | undefined;
      if (typeof loaded.mount === 'function' && (module.endsWith('/mount') || !Component)) {
        this.#unmount = loaded.mount(shadow, options);
      } else if (Component) {
        this.#unmount = mount(shadow, Component, { ...options, requireUser: loaded.requiresUser ?? true });
      } else {
        this.#emit('error', { name, module, message: `${module} of ${name} is neither a component nor a mount function.` });
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

function EmbedError({ message, onRetry }: WidgetProps & { message: string; onRetry: () => void }) {
  return <ErrorCard title="This widget is unavailable" message={message} onRetry={onRetry} />;
}
