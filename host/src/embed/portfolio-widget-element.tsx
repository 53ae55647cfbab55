import { resolveUrl, mount, type MountOptions, type ThemeOverrides } from '@portfolio/ui';
import type { PageToken } from './sign-in';
import { authModeOf, identify, setPageGetter, type AuthMode, type Identity } from './auth-mode';
import { parseProps, parseTheme, withProjectId } from './element-attributes';
import { EmbedNotice, type Notice } from './embed-notice';
import { failureOf, type PortfolioWidgetEvents } from './embed-events';
import { showSignInPrompt } from './sign-in-prompt';
import type { TokenSource } from './token-source';
import { loadWidgetModule, mountWidgetModule, type LoadedWidget } from './widget-modules';

export type { PortfolioWidgetEvents } from './embed-events';

export const ELEMENT_NAME = 'portfolio-widget';

const HOST_STYLE = ':host{all:initial;display:block;}:host([frame]){width:100%;}';

interface RenderedAttributes {
  name: string;
  module: string;
  apiBase: string;
  companyId: string | null;
  props: Record<string, unknown> | undefined;
  theme: ThemeOverrides | undefined;
}

/** The `<portfolio-widget>` element; see `definePortfolioWidget`. */

class PortfolioWidgetElement extends HTMLElement {
  /** Set once by `definePortfolioWidget`: the API used where an element has no `api-base`. */
  static defaultApiBase = '';
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
  #stopFrame: (() => void) | null = null;
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
    if (this.#getToken) setPageGetter(this.#sourceKey('get-token'), this.#getToken);
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
    // Only the product's own frame page sizes the frame and opens links: its code loads there alone.
    if (this.hasAttribute('frame') && !this.#stopFrame) {
      const apiBase = this.#apiBase;
      void import('./frame-page').then(({ startFramePage }) => {
        if (this.isConnected && !this.#stopFrame) this.#stopFrame = startFramePage(this, apiBase);
      });
    }
    this.#schedule();
  }

  disconnectedCallback() {
    this.#resize?.disconnect();
    this.#stopFrame?.();
    this.#stopFrame = null;
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
    return this.getAttribute('api-base') ?? PortfolioWidgetElement.defaultApiBase;
  }

  #sourceKey(via: string) {
    return [via, this.#apiBase, this.getAttribute('company-id') ?? ''].join(' ');
  }

  #authMode(): AuthMode {
    return authModeOf({
      apiBase: this.#apiBase,
      tokenUrl: this.getAttribute('token-url'),
      token: this.getAttribute('token'),
      signIn: this.getAttribute('sign-in'),
      getToken: this.#getToken,
      sourceKey: (via) => this.#sourceKey(via),
    });
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
    const { message, code } = failureOf(error);
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
    const name = this.getAttribute('name') ?? '';
    const module = this.getAttribute('module') ?? './mount';
    const apiBase = this.#apiBase;
    const manifest = this.getAttribute('manifest');
    const companyId = this.getAttribute('company-id');
    const theme = parseTheme(this.getAttribute('theme'));
    const current = () => generation === this.#generation;

    this.#clear();

    let loaded: LoadedWidget;
    let props: Record<string, unknown> | undefined;
    let auth: AuthMode;
    let identifying: Promise<Identity>;
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
      // Who the person is does not depend on the widget's code: both are fetched at once, and
      // a failure of either is shown once both have settled (the module's first).
      identifying = identify(auth, apiBase);
      identifying.catch(() => undefined);
      loaded = await loadWidgetModule(name, module, apiBase, manifest);
    } catch (error) {
      if (current()) this.#fail(name, module, error, theme);
      return;
    }
    if (!current()) return;

    let identity: Identity;
    try {
      identity = await identifying;
    } catch (error) {
      if (current()) this.#fail(name, module, error, theme);
      return;
    }
    if (!current()) return;
    if (identity.kind !== 'ready') {
      // Only a popup source asks the person to sign in.
      if (auth.kind === 'source') {
        if (identity.kind === 'refused') auth.source.clear();
        this.#askToSignIn(auth.source, companyId!, theme, generation);
      }
      return;
    }
    // A popup sign-in that lapses (the person left the company) asks again.
    if (auth.kind === 'source' && auth.via === 'popup') {
      const { source } = auth;
      this.#unsubscribe = source.subscribe(() => {
        if (!source.current && current()) this.#schedule();
      });
    }
    this.#mountLoaded(loaded, { name, module, apiBase, companyId, props, theme }, identity);
  }

  /**
   * Mounts the loaded widget for the identified person and relays its events from the element,
   * with the attributes as they were when this render began.
   */
  #mountLoaded(
    loaded: LoadedWidget,
    { name, module, apiBase, companyId, props, theme }: RenderedAttributes,
    { getToken, user }: Pick<MountOptions, 'getToken' | 'user'>,
  ) {
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

    this.#unmount = mountWidgetModule(this.shadowRoot!, loaded, module, props, options);
    if (!this.#unmount) {
      this.#emit('error', {
        name,
        module,
        message: `${module} of ${name} is neither a component nor a mount function.`,
      });
    }
  }

  /** Asks the person to sign in with the popup, and renders again once the source has a token. */
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
    showSignInPrompt({
      source,
      apiBase: this.#apiBase,
      companyId,
      show: (notice) => this.#showNotice(notice, theme),
      onError: (error) =>
        this.#emit('error', { name, module, message: error.message, code: error.code }),
      isCurrent: () => generation === this.#generation,
    });
  }
}

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
  PortfolioWidgetElement.defaultApiBase = defaultApiBase;
  customElements.define(ELEMENT_NAME, PortfolioWidgetElement);
}
