import type { ComponentType } from 'react';
import { routes, type CurrentUser } from '@portfolio/contracts';
import {
  callRoute,
  describeError,
  isApiError,
  mount,
  resolveUrl,
  type ApiConfig,
  type ExposedComponentModule,
  type ExposedMountModule,
  type MountOptions,
  type ThemeOverrides,
  type WidgetProps,
} from '@portfolio/ui';
import { createWidgetLoader, loadFromManifest, type WidgetModuleLoader } from '../remote/loader';
import { fetchWidgetRegistry } from '../api/get-widget-registry';
import {
  EmbedAuthError,
  fromPageFunction,
  fromRefreshToken,
  fromTokenUrl,
  type PageToken,
} from './sign-in';
import { sharedTokenSource, type TokenSource } from './token-source';
import { parseProps, parseTheme, widgetMountOptions, withProjectId } from './element-attributes';
import { EmbedNotice, type Notice } from './embed-notice';

type SignInWithPopup = typeof import('./popup-sign-in').signInWithPopup;

export const ELEMENT_NAME = 'portfolio-widget';

/** Events the element dispatches (all bubble and cross the shadow boundary). */
export interface PortfolioWidgetEvents {
  /** The widget rendered. */
  ready: { name: string; module: string };
  /**
   * The widget could not be loaded, could not sign in, or failed while rendering. `code` names
   * sign-in failures: `origin-not-allowed`, `token-url-failed`, `get-token-failed`,
   * `popup-blocked`, `sign-in-cancelled`, `sign-in-required`, `token-invalid`, or the product's
   * error code.
   */
  error: { name: string; module: string; message: string; code?: string };
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
    // The registry is public: no cookie, so a page of another site can read it too.
    loader = createWidgetLoader(() =>
      fetchWidgetRegistry({ baseUrl: apiBase, credentials: 'omit' }),
    );
    loaders.set(apiBase, loader);
  }
  return loader;
};

type Loaded = Partial<ExposedComponentModule & ExposedMountModule>;

const HOST_STYLE = ':host{all:initial;display:block;}:host([frame]){width:100%;}';

/** How the element gets the person's identity; one token source per page for each. */
type AuthMode =
  | { kind: 'cookie' }
  | { kind: 'token'; token: string }
  | { kind: 'source'; via: 'token-url' | 'get-token' | 'popup'; source: TokenSource };

/** The page's latest `getToken` per token source: all widgets of the source share it. */
const pageGetters = new Map<string, () => PageToken>();

/**
 * `<portfolio-widget name="feedback-form" module="./FeedbackForm" api-base="https://..."
 * company-id="..." manifest="https://.../mf-manifest.json" theme='{"color":{"primary":"#0ea5e9"}}'
 * props='{"projectId":"..."}'>`, or `project-id="..."` for `props.projectId` (the project workspace):
 * loads the widget through Module Federation and mounts it in a shadow root, so the page's
 * styles and the widget's never mix. `props` (a JSON object) reaches an exposed component as
 * its own props, or a widget's `./mount` as its `props` and its own options (`view`, `projectId`);
 * the company, user and navigate the element gives every widget always win.
 *
 * On a page of another site (no product cookie there), the person comes as a bearer token:
 * `token-url="/portfolio-token"` (the page's server mints it), `element.getToken = async () => …`
 * (the page's script, e.g. an identity provider's access token), or `sign-in="popup"` (the
 * product's own sign-in in a popup). `frame` marks the product's own widget frame page, which
 * reports its height to the page around it.
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
      'token-url',
      'sign-in',
      'theme',
      'props',
      'project-id',
      'frame',
    ];
    #unmount: (() => void) | null = null;
    #generation = 0;
    #scheduled = false;
    #resize: ResizeObserver | null = null;
    #stopFrameSize: (() => void) | null = null;
    #unsubscribe: (() => void) | null = null;
    #getToken: (() => PageToken) | null = null;

    /**
     * The page's token function, e.g. `el.getToken = async () => (await fetch('/t')).text()`.
     * It may resolve with the token or with `{ token, expiresAt }`; it is called again to renew.
     */
    get getToken() {
      return this.#getToken;
    }

    set getToken(value: (() => PageToken) | null) {
      const changedMode = Boolean(value) !== Boolean(this.#getToken);
      this.#getToken = typeof value === 'function' ? value : null;
      if (this.#getToken) pageGetters.set(this.#sourceKey('get-token'), this.#getToken);
      // A new function for the same source only changes what the next renewal calls.
      if (changedMode && this.isConnected) this.#schedule();
    }

    connectedCallback() {
      // A page script may have set getToken before embed.js upgraded the element.
      if (Object.hasOwn(this, 'getToken')) {
        const value = (this as { getToken?: () => PageToken }).getToken ?? null;
        delete (this as { getToken?: unknown }).getToken;
        this.getToken = value;
      }
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
      // Only the product's own frame page reports its size: its code loads there alone.
      if (this.hasAttribute('frame') && !this.#stopFrameSize) {
        void import('./frame-resize').then(({ reportFrameSize }) => {
          if (this.isConnected && !this.#stopFrameSize) this.#stopFrameSize = reportFrameSize(this);
        });
      }
      this.#schedule();
    }

    disconnectedCallback() {
      this.#resize?.disconnect();
      this.#stopFrameSize?.();
      this.#stopFrameSize = null;
      this.#generation++;
      this.#clear();
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

    #clear() {
      this.#unsubscribe?.();
      this.#unsubscribe = null;
      this.#unmount?.();
      this.#unmount = null;
    }

    get #apiBase() {
      return this.getAttribute('api-base') ?? defaultApiBase;
    }

    #sourceKey(via: string) {
      return [via, this.#apiBase, this.getAttribute('company-id') ?? ''].join(' ');
    }

    #authMode(): AuthMode {
      const apiBase = this.#apiBase;
      const tokenUrl = this.getAttribute('token-url');
      if (tokenUrl) {
        // Two URLs may stand for two people: each has its own source.
        const key = `${this.#sourceKey('token-url')} ${tokenUrl}`;
        return {
          kind: 'source',
          via: 'token-url',
          source: sharedTokenSource(key, fromTokenUrl(tokenUrl)),
        };
      }
      if (this.#getToken) {
        const key = this.#sourceKey('get-token');
        pageGetters.set(key, this.#getToken);
        const latest = () => pageGetters.get(key)!();
        return {
          kind: 'source',
          via: 'get-token',
          source: sharedTokenSource(key, fromPageFunction(latest)),
        };
      }
      if (this.getAttribute('sign-in') === 'popup') {
        const key = this.#sourceKey('popup');
        return {
          kind: 'source',
          via: 'popup',
          source: sharedTokenSource(key, fromRefreshToken(apiBase)),
        };
      }
      const token = this.getAttribute('token');
      return token ? { kind: 'token', token } : { kind: 'cookie' };
    }

    /** Shows `notice` in place of the widget. */
    #showNotice(notice: Notice, theme: ThemeOverrides | undefined) {
      this.#unmount?.();
      this.#unmount = mount(this.shadowRoot!, EmbedNotice, {
        user: null,
        companyId: null,
        requireUser: false,
        theme,
        props: { notice },
      });
    }

    #fail(name: string, module: string, error: unknown, theme: ThemeOverrides | undefined) {
      const message = isApiError(error)
        ? describeError(error)
        : error instanceof Error
          ? error.message
          : String(error);
      const code =
        error instanceof EmbedAuthError ? error.code : isApiError(error) ? error.code : undefined;
      this.#emit('error', { name, module, message, ...(code ? { code } : {}) });
      this.#showNotice(
        {
          kind: 'error',
          title: 'This widget is unavailable',
          message,
          // Only the page's admin can fix a refused origin: retrying would change nothing.
          ...(code === 'origin-not-allowed'
            ? {}
            : { action: { label: 'Retry', run: () => this.#schedule() } }),
        },
        theme,
      );
    }

    async #render() {
      const generation = ++this.#generation;
      const shadow = this.shadowRoot!;
      const name = this.getAttribute('name') ?? '';
      const module = this.getAttribute('module') ?? './mount';
      const apiBase = this.#apiBase;
      const manifest = this.getAttribute('manifest');
      const companyId = this.getAttribute('company-id');
      const theme = parseTheme(this.getAttribute('theme'));
      const current = () => generation === this.#generation;

      this.#clear();

      let loaded: Loaded;
      let props: Record<string, unknown> | undefined;
      let auth: AuthMode;
      try {
        if (!name) throw new Error('The name attribute is required, e.g. name="feedback-form".');
        props = withProjectId(
          parseProps(this.getAttribute('props')),
          this.getAttribute('project-id'),
        );
        auth = this.#authMode();
        if (auth.kind === 'source' && auth.via === 'popup' && !companyId) {
          throw new Error(
            'sign-in="popup" needs the company-id attribute: the company to sign in to.',
          );
        }
        loaded = manifest
          ? await loadFromManifest<Loaded>(name, manifest, module)
          : await loaderFor(apiBase)<Loaded>(name, module);
      } catch (error) {
        if (current()) this.#fail(name, module, error, theme);
        return;
      }
      if (!current()) return;

      let getToken: ApiConfig['getToken'];
      let user: CurrentUser | null | undefined;
      if (auth.kind === 'token') {
        const token = auth.token;
        getToken = () => token;
      } else if (auth.kind === 'source') {
        const { source, via } = auth;
        if (via === 'popup' && !source.current) {
          this.#askToSignIn(source, companyId!, theme, generation);
          return;
        }
        getToken = source.get;
        try {
          // Who the token stands for, asked once: it also proves the product accepts this page.
          user = await callRoute(routes.getCurrentUser, undefined, { baseUrl: apiBase, getToken });
        } catch (error) {
          if (!current()) return;
          if (via === 'popup' && isApiError(error) && error.status === 401) {
            source.clear();
            this.#askToSignIn(source, companyId!, theme, generation);
          } else {
            this.#fail(name, module, error, theme);
          }
          return;
        }
        if (!current()) return;
        // A popup sign-in that lapses (the person left the company) asks again.
        if (via === 'popup') {
          this.#unsubscribe = source.subscribe(() => {
            if (!source.current && current()) this.#schedule();
          });
        }
      }

      const options: MountOptions = {
        apiBaseUrl: apiBase,
        ...(companyId ? { companyId } : {}),
        ...(getToken ? { getToken } : {}),
        ...(user !== undefined ? { user } : {}),
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

    /**
     * "Sign in to PortfolioAI": a click opens the product's sign-in popup (a popup needs the
     * click). Every popup widget of the page for that company waits on the same source, so one
     * sign-in shows them all.
     */
    #askToSignIn(
      source: TokenSource,
      companyId: string,
      theme: ThemeOverrides | undefined,
      generation: number,
    ) {
      const name = this.getAttribute('name') ?? '';
      const module = this.getAttribute('module') ?? './mount';
      this.#emit('auth-required', {
        name,
        loginUrl: resolveUrl('/api/login', { baseUrl: this.#apiBase }),
      });
      this.#unsubscribe = source.subscribe(() => {
        if (source.current && generation === this.#generation) this.#schedule();
      });
      // The popup's code loads while the button shows: a click must open the window at once,
      // or the browser blocks it.
      const popupCode = import('./popup-sign-in');
      let signInWithPopup: SignInWithPopup | undefined;
      popupCode.then(
        (code) => (signInWithPopup = code.signInWithPopup),
        () => {}, // a click then shows the sign-in card again
      );
      const signIn = () => {
        const opened = signInWithPopup
          ? signInWithPopup(this.#apiBase, companyId)
          : popupCode.then((code) => code.signInWithPopup(this.#apiBase, companyId));
        opened.then(
          (issued) => source.set(issued),
          (error: unknown) => {
            if (generation !== this.#generation) return;
            const blocked = error instanceof EmbedAuthError && error.code === 'popup-blocked';
            if (error instanceof EmbedAuthError) {
              this.#emit('error', { name, module, message: error.message, code: error.code });
            }
            show(
              blocked
                ? 'The sign-in window was blocked by the browser. Allow pop-ups for this page, or try again.'
                : 'Sign in with your PortfolioAI account to see this.',
              blocked ? 'Try again' : 'Sign in',
            );
          },
        );
      };
      const show = (message: string, label: string) =>
        this.#showNotice(
          {
            kind: 'sign-in',
            title: 'Sign in to PortfolioAI',
            message,
            action: { label, run: signIn },
          },
          theme,
        );
      show('Sign in with your PortfolioAI account to see this.', 'Sign in');
    }
  }

  customElements.define(ELEMENT_NAME, PortfolioWidgetElement);
}
