import type { ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import type { MountOptions, WidgetProps } from '@portfolio/ui';
import {
  HttpResponse,
  http,
  makeCurrentUser,
  mockRoute,
  mockRouteError,
  server,
} from '@portfolio/ui/testing';

function Greeting({ navigate }: WidgetProps) {
  return <button onClick={() => navigate('/projects/42')}>Open project</button>;
}

function ProjectCard({ projectId, view }: WidgetProps & { projectId?: string; view?: string }) {
  return (
    <p>
      Project {projectId} in the {view} view
    </p>
  );
}

const loadFromManifest = vi.fn();
const fromRegistry = vi.fn();
vi.mock('../remote/loader', () => ({
  loadFromManifest: (...args: unknown[]) => loadFromManifest(...args),
  createWidgetLoader:
    () =>
    (...args: unknown[]) =>
      fromRegistry(...args),
}));

const { definePortfolioWidget } = await import('./portfolio-widget-element');

/** Has the loader answer a widget module whose component is `component`. */
function serve(component: (props: never) => ReactNode, loader = fromRegistry) {
  loader.mockResolvedValue({ default: component, requiresUser: false });
}

/** Puts the element on the page; a token is the page's getToken, set before embed.js upgrades it. */
function place(attributes: Record<string, string>, token?: string) {
  const element = document.createElement('portfolio-widget') as HTMLElement & {
    getToken?: () => Promise<string>;
  };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (token !== undefined) element.getToken = async () => token;
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['ready', 'error', 'auth-required', 'navigate']) {
    element.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  }
  document.body.append(element);
  return { element, events };
}

/** Waits until the widget's shadow root shows the text. */
function shows(element: HTMLElement, text: string) {
  return waitFor(() => expect(element.shadowRoot?.textContent).toContain(text));
}

/** Waits until the widget has rendered its button. */
function buttonShown(element: HTMLElement) {
  return waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
}

describe('<portfolio-widget>', () => {
  beforeAll(() => definePortfolioWidget('https://portfolio.example.com'));
  // A visitor of the third-party page who is not signed in to the platform.
  beforeEach(() => server.use(mockRouteError(routes.getCurrentUser, 401, 'Unauthorized')));

  it('loads the widget from the registry, mounts it in a shadow root and relays its events', async () => {
    serve(Greeting);
    const { element, events } = place({ name: 'feedback-form', module: './FeedbackForm' });

    await buttonShown(element);
    expect(fromRegistry).toHaveBeenCalledWith('feedback-form', './FeedbackForm');
    // The page's light DOM stays empty: everything lives in the shadow root, styles included.
    expect(element.childElementCount).toBe(0);
    expect(element.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'ready',
        detail: { name: 'feedback-form', module: './FeedbackForm' },
      }),
    );

    element.shadowRoot!.querySelector('button')!.click();
    expect(events).toContainEqual({ type: 'navigate', detail: { path: '/projects/42' } });
    element.remove();
  });

  it('in the product’s frame page, opens the page a widget links to in a new tab of the product', async () => {
    serve(Greeting);
    // The frame page's code loads on demand; loaded first here, so a slow machine's first
    // transform of it cannot land after the click.
    await import('./frame-page');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { element, events } = place({ name: 'project-table', 'company-id': 'c-1', frame: '' });
    await buttonShown(element);
    element.shadowRoot!.querySelector('button')!.click();
    expect(events).toContainEqual({ type: 'navigate', detail: { path: '/projects/42' } });
    expect(open).toHaveBeenCalledWith(
      'https://portfolio.example.com/projects/42',
      '_blank',
      'noopener',
    );
    element.remove();
    open.mockRestore();
  });

  it('on a page of another site, leaves a link to the page (no new tab)', async () => {
    serve(Greeting);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { element, events } = place({ name: 'project-table', 'company-id': 'c-1' });
    await buttonShown(element);
    element.shadowRoot!.querySelector('button')!.click();
    expect(events).toContainEqual({ type: 'navigate', detail: { path: '/projects/42' } });
    expect(open).not.toHaveBeenCalled();
    element.remove();
    open.mockRestore();
  });

  it('loads straight from a manifest attribute', async () => {
    serve(Greeting, loadFromManifest);
    const { element } = place({
      name: 'feedback-form',
      module: './FeedbackForm',
      manifest: 'https://cdn.example.com/feedback-form/mf-manifest.json',
    });
    await buttonShown(element);
    expect(loadFromManifest).toHaveBeenCalledWith(
      'feedback-form',
      'https://cdn.example.com/feedback-form/mf-manifest.json',
      './FeedbackForm',
    );
    element.remove();
  });

  it('gives the props attribute to the component as its props', async () => {
    serve(ProjectCard);
    const { element } = place({
      name: 'project-table',
      module: './ProjectDetail',
      props: '{"projectId":"42","view":"detail"}',
    });
    await shows(element, 'Project 42 in the detail view');

    // A new value renders the widget again with it.
    element.setAttribute('props', '{"projectId":"43","view":"detail"}');
    await shows(element, 'Project 43 in the detail view');
    element.remove();
  });

  it("gives the props attribute to a widget's mount() as its props and its own options", async () => {
    const unmount = vi.fn();
    const widgetMount = vi.fn(() => unmount);
    fromRegistry.mockResolvedValue({ mount: widgetMount });
    const { element } = place({
      name: 'portfolio-dashboard',
      'api-base': 'https://portfolio.example.com',
      props: '{"view":"by-status","projectId":"42","apiBaseUrl":"https://evil.example","user":{}}',
    });
    await waitFor(() => expect(widgetMount).toHaveBeenCalled());
    const [target, options] = widgetMount.mock.calls[0] as unknown as [
      ShadowRoot,
      MountOptions & Record<string, unknown>,
    ];
    expect(target).toBe(element.shadowRoot);
    expect(options.view).toBe('by-status');
    expect(options.projectId).toBe('42');
    expect(options.props).toEqual({
      view: 'by-status',
      projectId: '42',
      apiBaseUrl: 'https://evil.example',
      user: {},
    });
    // What the element owns is never taken from the page's props.
    expect(options.apiBaseUrl).toBe('https://portfolio.example.com');
    expect(options).not.toHaveProperty('user');
    element.remove();
    expect(unmount).toHaveBeenCalled();
  });

  it.each([
    ['{"projectId": 42,', 'The props attribute is not valid JSON'],
    ['["42"]', 'The props attribute must be a JSON object'],
    ['"42"', 'The props attribute must be a JSON object'],
    ['null', 'The props attribute must be a JSON object'],
  ])('emits error and shows the error card for props=%s', async (props, message) => {
    fromRegistry.mockClear();
    serve(ProjectCard);
    const { element, events } = place({ name: 'project-table', module: './ProjectDetail', props });
    await shows(element, 'This widget is unavailable');
    const error = events.find((e) => e.type === 'error')?.detail as { message: string } | undefined;
    expect(error?.message).toContain(message);
    expect(error?.message).toContain('props=\'{"projectId":"…"}\'');
    expect(element.shadowRoot?.textContent).toContain(message);
    // Nothing is loaded for a page's mistake.
    expect(fromRegistry).not.toHaveBeenCalled();
    element.remove();
  });

  it('shows an error card and emits error when the widget cannot be loaded', async () => {
    fromRegistry.mockRejectedValue(new Error('The team-panel widget could not be loaded.'));
    const { element, events } = place({ name: 'team-panel', module: './TeamPanel' });
    await shows(element, 'This widget is unavailable');
    expect(events).toContainEqual({
      type: 'error',
      detail: {
        name: 'team-panel',
        module: './TeamPanel',
        message: 'The team-panel widget could not be loaded.',
      },
    });
    element.remove();
  });

  describe('on a page of another site', () => {
    const bearerSeen: (string | null)[] = [];
    const user = makeCurrentUser();
    beforeEach(() => {
      bearerSeen.length = 0;
      server.use(
        mockRoute(routes.getCurrentUser, ({ request }) => {
          bearerSeen.push(request.headers.get('authorization'));
          return HttpResponse.json(user);
        }),
      );
    });

    it('shows the status of a failing token-url and emits error with its code', async () => {
      server.use(
        http.get('*/failing-token', () =>
          HttpResponse.json({}, { status: 503, statusText: 'Service Unavailable' }),
        ),
      );
      serve(Greeting);
      const { element, events } = place({ name: 'feedback-form', 'token-url': '/failing-token' });
      await shows(element, 'The token URL /failing-token answered 503 Service Unavailable.');
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'error',
          detail: expect.objectContaining({ code: 'token-url-failed' }),
        }),
      );
      element.remove();
    });

    it('takes a getToken set before embed.js upgraded the element, and sends its token', async () => {
      serve(Greeting);
      const { element } = place(
        { name: 'feedback-form', 'api-base': 'https://portfolio.example.com' },
        'from-the-page',
      );
      await buttonShown(element);
      expect(bearerSeen).toEqual(['Bearer from-the-page']);
      element.remove();
    });

    it("asks who the person is while the widget's code is still loading", async () => {
      let loaded!: (module: unknown) => void;
      fromRegistry.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
      // A company of its own: a token source of its own, with no token yet.
      const { element } = place(
        { name: 'feedback-form', 'company-id': 'company-while-loading' },
        'while-loading',
      );
      // The module has not arrived, and the product was already asked for the token's user.
      await waitFor(() => expect(bearerSeen).toEqual(['Bearer while-loading']));
      expect(element.shadowRoot?.querySelector('button')).toBeNull();
      loaded({ default: Greeting, requiresUser: false });
      await buttonShown(element);
      element.remove();
    });

    it('offers the sign-in popup, and a button to try again when the browser blocks it', async () => {
      serve(Greeting);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { element, events } = place({
        name: 'feedback-form',
        'sign-in': 'popup',
        'company-id': user.companies[0]!.id,
      });
      await shows(element, 'Sign in to PortfolioAI');
      element.shadowRoot!.querySelector('button')!.click();
      await shows(element, 'Try again');
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(
          /^https:\/\/portfolio\.example\.com\/embed\/sign-in\?company=.+&origin=/,
        ),
        'portfolio-sign-in',
        expect.any(String),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'error',
          detail: expect.objectContaining({ code: 'popup-blocked' }),
        }),
      );
      expect(bearerSeen).toEqual([]);
      open.mockRestore();
      element.remove();
    });
  });
});
