import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  PREFERENCE_DEFAULTS,
  companySizeLabel,
  routes,
} from '@portfolio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  HttpResponse,
  makeCurrentUser,
  makeMembership,
  mockRoute,
  mockRouteError,
  server,
} from '@portfolio/ui/testing';
import type { WidgetProps } from '@portfolio/ui';
import type { WidgetModuleLoader } from './remote/loader';
import {
  apiTokenHandlers,
  embedHandlers,
  evidenceUsageHandler,
  webhookHandlers,
} from './testing/handlers';
import { renderApp, signedIn, signedOut } from './testing/render-app';

/** Stands in for every remote with its page heading, and notes which widgets were asked for. */
function headingLoader(asked: string[]): WidgetModuleLoader {
  return async <T,>(name: string, module: string) => {
    asked.push(name);
    return { default: () => <h1>{module}</h1> } as T;
  };
}

/** Every one of the titles is shown as a heading. */
function expectHeadings(titles: string[]) {
  for (const title of titles) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
}

// Whole-app renders with user-event typing are slow on a busy 2-core machine.
const slow = { timeout: 20_000 };

describe('signed out', slow, () => {
  it('shows the landing page with Sign In, the feedback widget and the closing call to action', async () => {
    signedOut();
    renderApp('/');
    // The landing page is a chunk of its own, loaded once the visitor is known to be signed out.
    expect((await screen.findByRole('heading', { level: 1 }, slow)).textContent).toBe(
      'Manage Your AI Project Portfolio',
    );
    await waitFor(() => expect(document.title).toBe('PortfolioAI'));
    const topBar = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(topBar).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/api/login',
      ),
    );
    expect(screen.getByText('AI Portfolio Platform')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Get Started$/ }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(
      screen.getByRole('link', { name: 'Learn About Project Tracking' }).getAttribute('href'),
    ).toBe('/project-tracking');
    expectHeadings([
      'Project Tracking',
      'Visual Analytics',
      'Compliance Status',
      'Team Management',
    ]);
    expect(screen.getByText('500+')).toBeTruthy();
    expect(screen.getByText('99.9%')).toBeTruthy();
    expect(screen.getByText('50K+')).toBeTruthy();
    expect(await screen.findByText('widget feedback-form ./FeedbackForm for none')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Ready to Transform Your AI Project Tracking?' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Get Started Free/ }).getAttribute('href')).toBe(
      '/api/login',
    );
  });

  it.each([
    [
      '/projects/6f1c1d52-0f4e-4f4b-8f55-1b2c3d4e5f60',
      '%2Fprojects%2F6f1c1d52-0f4e-4f4b-8f55-1b2c3d4e5f60',
    ],
    ['/team', '%2Fteam'],
    ['/settings/embedding', '%2Fsettings%2Fembedding'],
    ['/projects?status=active#top', '%2Fprojects%3Fstatus%3Dactive%23top'],
  ])('asks to sign in on the app page %s, coming back to it afterwards', async (path, returnTo) => {
    signedOut();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' }, slow),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign In Required · PortfolioAI'));
    const signIn = `/api/login?returnTo=${returnTo}`;
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).toBe(signIn);
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: 'Sign In' })
        .getAttribute('href'),
    ).toBe(signIn);
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it.each(['/no-such-page', '/settings/no-such-section', '/projects/1/edit'])(
    'shows 404 on the unknown path %s',
    async (path) => {
      signedOut();
      renderApp(path);
      expect(await screen.findByText('404 Page Not Found', undefined, slow)).toBeTruthy();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    },
  );

  it('takes feedback at /feedback, which the footer links to', async () => {
    signedOut();
    renderApp('/feedback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' }, slow),
    ).toBeTruthy();
    expect(
      await screen.findByText('widget feedback-form ./FeedbackForm for none', undefined, slow),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Feedback · PortfolioAI'));
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe(
      '/feedback',
    );
    expect(within(footer).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: 'Sign In' })
        .getAttribute('href'),
    ).toBe('/api/login?returnTo=%2Ffeedback');
  });

  it("leads from the landing page's footer to the feedback form", async () => {
    signedOut();
    const ui = renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Footer' }, slow);
    await ui.user.click(within(footer).getByRole('link', { name: 'Feedback' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' }, slow),
    ).toBeTruthy();
  });

  it('keeps /project-tracking public', async () => {
    signedOut();
    renderApp('/project-tracking');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Every AI initiative, one source of truth' },
        slow,
      ),
    ).toBeTruthy();
  });
});

describe('signed in', slow, () => {
  it('shows the dashboard widget for the first company, in the layout', async () => {
    const user = makeCurrentUser({
      companies: [makeMembership(), makeMembership({ id: 'other', name: 'Second Co' })],
    });
    signedIn(user);
    renderApp('/');
    expect(
      await screen.findByText(
        `widget portfolio-dashboard ./Dashboard for ${user.companies[0]!.id}`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Sidebar' }).textContent).toContain(
      'Northwind Analytics',
    );
  });

  it('shows a neutral loading state until the user is known, then the dashboard, never the landing page or its feedback widget', async () => {
    let release = () => {};
    const known = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockRoute(routes.getSession, async () => {
        await known;
        return HttpResponse.json(makeCurrentUser());
      }),
    );
    const asked: string[] = [];
    renderApp('/', headingLoader(asked));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

    release();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('./Dashboard');
    expect(asked).toEqual(['portfolio-dashboard']);
  });

  it('gives each page its own title and moves focus to its heading after a navigation', async () => {
    signedIn(makeCurrentUser());
    const { user } = renderApp('/', headingLoader([]));
    await screen.findByRole('heading', { name: './Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · PortfolioAI'));
    // The first page keeps the browser's own starting point.
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'All Projects' }));
    const heading = await screen.findByRole('heading', { name: './ProjectTable' });
    await waitFor(() => expect(document.title).toBe('All Projects · PortfolioAI'));
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus in a dialog opened while the next page loads: the heading does not take it', async () => {
    signedIn(makeCurrentUser());
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const loader: WidgetModuleLoader = async <T,>(_name: string, module: string) => {
      if (module === './ProjectTable') await loaded;
      return { default: () => <h1>{module}</h1> } as T;
    };
    const { user } = renderApp('/', loader);
    await screen.findByRole('heading', { name: './Dashboard' });
    await user.click(screen.getByRole('link', { name: 'All Projects' }));
    await user.click(screen.getByTestId('notification-bell'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));

    release();
    await screen.findByRole('heading', { name: './ProjectTable' });
    // Given time to move focus, the heading did not: the panel keeps it and stays open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBe(panel);
  });

  it('offers a skip link to the main content first', async () => {
    signedIn(makeCurrentUser());
    renderApp('/team', headingLoader([]));
    await screen.findByRole('heading', { name: './TeamPanel' });
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip.textContent).toBe('Skip to main content');
    expect(document.querySelector(skip.getAttribute('href')!)).toBe(screen.getByRole('main'));
  });

  it('shows the top bar menu on public pages', async () => {
    signedIn(makeCurrentUser());
    const { user } = renderApp('/project-tracking');
    await user.click(await screen.findByRole('button', { name: /Maya Chen/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' }).getAttribute('href')).toBe(
      '/api/logout',
    );
  });

  it("offers in /project-tracking's footer what its top bar offers: Go to Dashboard, not Sign In", async () => {
    signedIn(makeCurrentUser());
    renderApp('/project-tracking');
    const footer = await screen.findByRole('navigation', { name: 'Footer' }, slow);
    // The public page shows before the session is known; the footer follows once it is.
    expect(
      (await within(footer).findByRole('link', { name: 'Go to Dashboard' }, slow)).getAttribute(
        'href',
      ),
    ).toBe('/');
    expect(within(footer).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe(
      '/feedback',
    );
  });

  it('opens the feedback form in the shell from the sidebar', async () => {
    signedIn(makeCurrentUser());
    const ui = renderApp('/', headingLoader([]));
    await screen.findByRole('heading', { name: './Dashboard' }, slow);
    await ui.user.click(screen.getByRole('link', { name: 'Send Feedback' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' }, slow),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: './FeedbackForm' }, slow)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Feedback · PortfolioAI'));
    // In the shell: the sidebar stays, with the item marked.
    expect(screen.getByRole('link', { name: 'Send Feedback' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows 404 on an unknown path, also under /settings', async () => {
    signedIn(makeCurrentUser());
    renderApp('/settings/no-such-section');
    expect(await screen.findByText('404 Page Not Found', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
  });

  it('passes the project id to the detail widget', async () => {
    signedIn(makeCurrentUser());
    renderApp('/projects/6f1c1d52-0f4e-4f4b-8f55-1b2c3d4e5f60');
    expect(await screen.findByText(/widget project-workspace .\/ProjectWorkspace/)).toBeTruthy();
  });

  it('serves the intake queue, a proposal and the new-proposal form from their addresses', async () => {
    const user = makeCurrentUser();
    signedIn(user);
    const companyId = user.companies[0]!.id;
    renderApp('/proposals');
    expect(
      await screen.findByText(`widget intake-form ./IntakeQueue for ${companyId}`),
    ).toBeTruthy();
    cleanup();
    renderApp('/proposals/6f1c1d52-0f4e-4f4b-8f55-1b2c3d4e5f60');
    expect(
      await screen.findByText(`widget intake-form ./IntakeQueue for ${companyId}`),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Proposal · PortfolioAI'));
    cleanup();
    renderApp('/proposals/new');
    expect(
      await screen.findByText(`widget intake-form ./IntakeForm for ${companyId}`),
    ).toBeTruthy();
  });

  it.each([
    ['/compliance/frameworks', 'Frameworks', { view: 'frameworks' }],
    [
      '/compliance/frameworks/iso-42001',
      'Framework',
      { view: 'frameworks', frameworkId: 'iso-42001' },
    ],
    ['/compliance/controls', 'Controls', { view: 'controls' }],
    ['/compliance/controls/ai-policy', 'Control', { view: 'controls', controlId: 'ai-policy' }],
    ['/compliance/soa', 'Statement of Applicability', { view: 'soa' }],
    ['/compliance/soa/versions/2', 'Statement of Applicability', { view: 'soa', soaVersion: '2' }],
  ])('serves %s from the frameworks widget, with the page it shows', async (path, title, props) => {
    signedIn(makeCurrentUser());
    const loader: WidgetModuleLoader = async <T,>(name: string, module: string) =>
      ({
        default: ({
          companyId: _c,
          user: _u,
          navigate: _n,
          location: _l,
          ...rest
        }: WidgetProps) => (
          <p>
            widget {name} {module} {JSON.stringify(rest)}
          </p>
        ),
      }) as T;
    renderApp(path, loader);
    expect(
      await screen.findByText(`widget risk-register ./Frameworks ${JSON.stringify(props)}`),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · PortfolioAI`));
  });

  it('welcomes a user without a company and creates one', async () => {
    let user = makeCurrentUser({ companies: [] });
    let created: unknown;
    server.use(
      mockRoute(routes.getSession, () => HttpResponse.json(user)),
      mockRoute(routes.createCompany, async ({ request }) => {
        created = await request.json();
        user = {
          ...user,
          companies: [
            makeMembership({ name: 'Acme Robotics', industry: 'Manufacturing', size: '51-200' }),
          ],
        };
        return HttpResponse.json(
          {
            id: user.companies[0]!.id,
            name: 'Acme Robotics',
            industry: 'Manufacturing',
            size: '51-200',
            ownerId: user.id,
            createdAt: '',
            updatedAt: '',
          },
          { status: 201 },
        );
      }),
    );
    const ui = renderApp('/');
    await ui.user.click(await screen.findByRole('button', { name: 'Create Company' }));
    // The dialog's code loads with the welcome card.
    const dialog = await screen.findByRole('dialog', { name: 'Create Company' });

    // All three fields are required.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    expect(within(dialog).getByText('Company name must be at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('Please select an industry')).toBeTruthy();
    expect(within(dialog).getByText('Please select a company size')).toBeTruthy();

    const industry = within(dialog).getByLabelText(/Industry/) as HTMLSelectElement;
    expect([...industry.options].slice(1).map((o) => o.text)).toEqual([...INDUSTRIES]);
    const size = within(dialog).getByLabelText(/Company Size/) as HTMLSelectElement;
    expect([...size.options].slice(1).map((o) => o.text)).toEqual(
      COMPANY_SIZES.map(companySizeLabel),
    );

    await ui.user.type(within(dialog).getByLabelText(/Company Name/), 'Acme Robotics');
    await ui.user.selectOptions(industry, 'Manufacturing');
    await ui.user.selectOptions(size, '51-200');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Create Company' }));

    expect(await screen.findByText('Company created successfully!')).toBeTruthy();
    expect(created).toEqual({ name: 'Acme Robotics', industry: 'Manufacturing', size: '51-200' });
    expect(await screen.findByText(/widget portfolio-dashboard .\/Dashboard/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when the company cannot be created", async () => {
    signedIn(makeCurrentUser({ companies: [] }));
    server.use(
      mockRouteError(routes.createCompany, 409, 'You already own a company with this name'),
    );
    const ui = renderApp('/');
    await ui.user.click(await screen.findByRole('button', { name: 'Create Company' }));
    const dialog = await screen.findByRole('dialog');
    await ui.user.type(within(dialog).getByLabelText(/Company Name/), 'Acme');
    await ui.user.selectOptions(within(dialog).getByLabelText(/Industry/), 'Retail');
    await ui.user.selectOptions(within(dialog).getByLabelText(/Company Size/), '1-50');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    const toast = (await screen.findByText('You already own a company with this name')).closest(
      '[role="alert"]',
    );
    expect(toast?.getAttribute('data-variant')).toBe('destructive');
    expect(toast?.textContent).toContain('Error');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    ['/team', 'manage team members'],
    ['/settings', 'access settings'],
    ['/settings/embedding', 'access settings'],
    ['/llm-models', 'manage LLM models'],
    ['/risks', "see the portfolio's risks"],
    ['/compliance', "see the portfolio's compliance"],
    ['/compliance/soa', 'see the frameworks'],
    ['/timeline', "see the portfolio's timeline"],
    ['/reports', 'build reports'],
    ['/projects/new', 'create projects'],
  ])('shows No Company Access on %s without a company', async (path, action) => {
    signedIn(makeCurrentUser({ companies: [] }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'No Company Access' }, slow)).toBeTruthy();
    expect(screen.getByText(`You need to be a member of a company to ${action}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
  });
});

describe('settings', slow, () => {
  // An admin's settings page shows the Embedding card too.
  beforeEach(() => server.use(...embedHandlers, evidenceUsageHandler));

  const preferences = () =>
    server.use(mockRoute(routes.getPreferences, () => HttpResponse.json(PREFERENCE_DEFAULTS)));
  const sectionLinks = () =>
    within(screen.getByRole('navigation', { name: 'Settings sections' }))
      .getAllByRole('link')
      .map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]);

  // Two sections rendered in turn, the embedding one with four lists: the longest test here.
  it(
    'gives an admin the sections General and Embedding, each at its own address',
    { timeout: 40_000 },
    async () => {
      signedIn(makeCurrentUser());
      preferences();
      const ui = renderApp('/settings');
      expect(
        await screen.findByRole('heading', { name: 'Company Information' }, slow),
      ).toBeTruthy();
      expect(sectionLinks()).toEqual([
        ['General', '/settings', 'page'],
        ['Embedding', '/settings/embedding', null],
        ['Integrations', '/settings/integrations', null],
        ['Intake', '/settings/intake', null],
      ]);
      // The embedding card is a section of its own now, not the middle of this page.
      expect(screen.queryByRole('heading', { name: 'Embedding' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeTruthy();

      await ui.user.click(screen.getByRole('link', { name: 'Embedding' }));
      expect(await screen.findByRole('heading', { name: 'Allowed origins' }, slow)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Embedding Settings · PortfolioAI'));
      expect(sectionLinks()).toEqual([
        ['General', '/settings', null],
        ['Embedding', '/settings/embedding', 'page'],
        ['Integrations', '/settings/integrations', null],
        ['Intake', '/settings/intake', null],
      ]);
      expect(screen.queryByRole('heading', { name: 'Company Information' })).toBeNull();
      // Settings stays marked in the sidebar.
      expect(
        within(screen.getByRole('navigation', { name: 'Main' }))
          .getByRole('link', { name: 'Settings' })
          .getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  it('opens /settings/embedding straight from its address', async () => {
    signedIn(makeCurrentUser());
    renderApp('/settings/embedding');
    expect(await screen.findByRole('heading', { name: 'Embedding' }, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('opens Settings → Intake for an admin and tells a member only admins manage it', async () => {
    signedIn(makeCurrentUser());
    renderApp('/settings/intake');
    expect(
      await screen.findByText(
        `widget intake-form ./IntakeSettings for ${makeMembership().id}`,
        {},
        slow,
      ),
    ).toBeTruthy();
    cleanup();
    signedIn(makeCurrentUser({ companies: [makeMembership({ role: 'member' })] }));
    renderApp('/settings/intake');
    expect(
      await screen.findByRole('heading', { name: 'Only company admins can manage intake' }, slow),
    ).toBeTruthy();
  });

  it('shows a member no Embedding section, and says who can manage it at its address', async () => {
    signedIn(makeCurrentUser({ companies: [makeMembership({ role: 'member' })] }));
    preferences();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Company Information' }, slow)).toBeTruthy();
    expect(sectionLinks()).toEqual([['General', '/settings', 'page']]);
    // The company's evidence quota, read-only.
    expect(
      await screen.findByText('Evidence files: 12 files, 48 MB of 1,024 MB used.', {}, slow),
    ).toBeTruthy();
    cleanup();

    renderApp('/settings/embedding');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Only company admins can manage embedding' },
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Allowed origins' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it(
    'registers a webhook at /settings/integrations: the secret once, a test, its log',
    { timeout: 40_000 },
    async () => {
      server.use(...webhookHandlers({ webhooks: [], deliveries: [] }), ...apiTokenHandlers([]));
      signedIn(makeCurrentUser());
      const ui = renderApp('/settings/integrations');
      expect(await screen.findByRole('heading', { name: 'Webhooks' }, slow)).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Integrations Settings · PortfolioAI'));
      expect(screen.getByText('No webhooks yet.')).toBeTruthy();
      await ui.user.click(screen.getByRole('button', { name: 'Add webhook' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
      await ui.user.type(within(dialog).getByLabelText(/URL/), 'https://hooks.example.com/in');
      await ui.user.type(within(dialog).getByLabelText('Description'), 'Warehouse');
      await ui.user.click(within(dialog).getByRole('button', { name: 'Add' }));
      const secret = await screen.findByRole('status', { name: 'New signing secret' }, slow);
      expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveProperty(
        'value',
        expect.stringMatching(/^whsec_/),
      );
      await ui.user.click(within(secret).getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('status', { name: 'New signing secret' })).toBeNull();

      const item = await screen.findByRole('listitem', { name: 'Warehouse' });
      await ui.user.click(within(item).getByRole('button', { name: 'Send test' }));
      const log = await within(item).findByRole('table', { name: 'Deliveries to Warehouse' }, slow);
      expect(within(log).getByText('webhook.ping')).toBeTruthy();
      expect(await within(log).findByText('Delivered', {}, { timeout: 8_000 })).toBeTruthy();
    },
  );

  it('saves notification preferences', async () => {
    signedIn(makeCurrentUser());
    let saved: unknown;
    server.use(
      mockRoute(routes.getPreferences, () => HttpResponse.json(PREFERENCE_DEFAULTS)),
      mockRoute(routes.updatePreferences, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(saved as never);
      }),
    );
    const ui = renderApp('/settings');
    const projectUpdates = await screen.findByRole('switch', { name: 'Project Updates' });
    expect(projectUpdates.getAttribute('aria-checked')).toBe('false');
    await ui.user.click(projectUpdates);
    await ui.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences updated successfully!')).toBeTruthy();
    expect(saved).toEqual({
      emailNotifications: true,
      weeklyReports: true,
      projectUpdates: true,
      proposalUpdates: true,
    });
  });

  it('falls back to "Failed to update preferences"', async () => {
    signedIn(makeCurrentUser());
    server.use(
      mockRoute(routes.getPreferences, () => HttpResponse.json(PREFERENCE_DEFAULTS)),
      mockRoute(routes.updatePreferences, () => new HttpResponse(null, { status: 500 }) as never),
    );
    const ui = renderApp('/settings');
    await ui.user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to update preferences')).toBeTruthy();
  });

  it('lets an admin save the company information', async () => {
    signedIn(makeCurrentUser());
    let body: unknown;
    server.use(
      mockRoute(routes.getPreferences, () => HttpResponse.json(PREFERENCE_DEFAULTS)),
      mockRoute(routes.updateCompany, async ({ request, params }) => {
        body = await request.json();
        return HttpResponse.json({ ...(body as object), id: params.companyId } as never);
      }),
    );
    const ui = renderApp('/settings');
    const name = await screen.findByLabelText(/Company Name/);
    await ui.user.clear(name);
    await ui.user.type(name, 'Northwind Labs');
    await ui.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Company settings updated successfully!')).toBeTruthy();
    expect(body).toEqual({ name: 'Northwind Labs', industry: 'Technology', size: '201-500' });
  });

  it("shows the company read-only to a member, and an identity provider's profile read-only", async () => {
    signedIn(
      makeCurrentUser({ hasPassword: false, companies: [makeMembership({ role: 'member' })] }),
    );
    server.use(mockRoute(routes.getPreferences, () => HttpResponse.json(PREFERENCE_DEFAULTS)));
    renderApp('/settings');
    const name = (await screen.findByLabelText(/Company Name/)) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByText('Only company admins can change these settings.')).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).readOnly).toBe(true);
    expect(
      screen.getByText('Your profile is managed by your authentication provider.'),
    ).toBeTruthy();
    expectHeadings(['Security', 'Danger Zone', 'Profile Information', 'Notification Preferences']);
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  });
});
