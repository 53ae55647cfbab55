import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEPARTMENTS, routes, type ProjectUpdateBody } from '@portfolio/contracts';
import {
  companyEventStream,
  createPortfolioStore,
  demoPortfolio,
  findToast,
  HttpResponse,
  makeBareProject,
  makeDemoProject,
  mockRoute,
  mockRouteError,
  recordRequests,
  renderWithProjects,
  widgetProps,
} from '@portfolio/ui/testing';
import { COLLEAGUE, projectEvent } from '../testing/company-events';
import { ProjectWorkspace } from './project-workspace';

const requests = recordRequests();

afterEach(() => vi.restoreAllMocks());

const region = (name: string) => screen.getByRole('region', { name });

/** What a part of the page shows beside a label (a fact's value, a metric's figure). */
const besideIn = (container: HTMLElement) => (label: string) =>
  within(container).getByText(label).nextElementSibling?.textContent;

const financeCard = () => screen.getByText('Financial Analysis').closest('section')!;

/** The Value section's financial analysis, figure by figure. */
function financeFigures() {
  const figure = besideIn(financeCard());
  return Object.fromEntries(
    [
      'Initial Costs',
      'Running Costs (monthly)',
      'Running Costs (annual)',
      'First-Year Investment',
      'Expected Annual Return',
      'ROI',
    ].map((label) => [label, figure(label)]),
  );
}

function setup(
  project = makeDemoProject(),
  options: Parameters<typeof renderWithProjects>[1] = {},
  section?: string,
) {
  const props = widgetProps();
  const store = options.store ?? createPortfolioStore([project]);
  const result = renderWithProjects(
    <ProjectWorkspace
      {...props}
      projectId={project.id}
      section={section}
      modelsSlot={<section aria-label="LLM Models">models card</section>}
    />,
    { ...options, store },
  );
  return { ...result, props, project };
}

/** Opens a section by its tab (embedded, as here, the section is the widget's own state). */
async function openSection(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** The elements scrolled into view during the test (jsdom has no scrolling). */
function recordScrolls() {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}

describe('Project workspace', () => {
  it('shows the summary banner, business details, full figures, compliance, models and notes', async () => {
    const { user } = setup();
    const banner = await screen.findByRole('region', { name: 'Project summary' });
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe(
      'Customer Support Copilot',
    );
    expect(banner.textContent).toContain(
      'Agents spend 40% of their time searching the knowledge base for answers.',
    );
    expect(within(banner).getByText('Active')).toBeTruthy();
    const metric = besideIn(banner);
    expect(metric('ROI')).toBe('125%');
    expect(metric('Initial Investment')).toBe('$120K');
    expect(metric('Running Costs')).toBe('$8.5K/month');
    expect(within(banner).getByTitle('$8,500/month').textContent).toBe('$8.5K/month');
    expect(metric('Annual Return')).toBe('$480K/year');

    const business = screen.getByText('Business Details').closest('section')!;
    expect(within(business).getByText('Customer Service')).toBeTruthy();
    expect(within(business).getByText('Priya Natarajan')).toBeTruthy();
    expect(
      within(business).getByText(
        'Draft replies, summarise tickets, suggest knowledge-base articles.',
      ),
    ).toBeTruthy();

    expect(screen.getByText('Project Notes & Observations')).toBeTruthy();
    expect(
      screen.getByText('Pilot with the EMEA team first; expand after the Q3 review.'),
    ).toBeTruthy();
    expect(screen.queryByText('Financial Analysis')).toBeNull();

    const compliance = besideIn(
      screen.getByText('Compliance & Governance Status').closest('section')!,
    );
    expect(compliance('EU AI Act')).toBe('Compliant');
    expect(compliance('GDPR')).toBe('In Review');
    expect(compliance('DORA/NIST')).toBe('Not Applicable');

    await openSection(user, 'Value');
    expect(financeFigures()).toEqual({
      'Initial Costs': '$120,000',
      'Running Costs (monthly)': '$8,500',
      'Running Costs (annual)': '$102,000',
      'First-Year Investment': '$222,000',
      'Expected Annual Return': '$480,000',
      ROI: '125%',
    });

    await openSection(user, 'Compliance');
    expect(region('LLM Models').textContent).toBe('models card');
  }, 60_000);

  it('shows running costs and return in thousands, past a million too, and full figures in the card', async () => {
    setup(
      makeDemoProject({
        initialCosts: '1250000',
        runningCosts: '12040',
        expectedReturn: '1500000',
      }),
      {},
      'value',
    );
    const banner = await screen.findByRole('region', { name: 'Project summary' });
    const metric = besideIn(banner);
    // The spec's K per month and K per year, one decimal when it is not zero.
    expect(within(banner).getByTitle('$12,040/month').textContent).toBe('$12K/month');
    expect(within(banner).getByTitle('$1,500,000/year').textContent).toBe('$1,500K/year');
    // The spec names no format for the initial investment: the kit's one abbreviation.
    expect(within(banner).getByTitle('$1,250,000').textContent).toBe('$1.3M');
    expect(metric('Running Costs')).toBe('$12K/month');

    expect(financeFigures()).toMatchObject({
      'Initial Costs': '$1,250,000',
      'Running Costs (monthly)': '$12,040',
      'Running Costs (annual)': '$144,480',
      'First-Year Investment': '$1,394,480',
      'Expected Annual Return': '$1,500,000',
    });
  });

  it('says Not specified and TBD for missing figures, and leaves out empty jobs and notes', async () => {
    setup(makeBareProject(), {}, 'value');
    const banner = await screen.findByRole('region', { name: 'Project summary' });
    expect(within(banner).getAllByText('TBD')).toHaveLength(4);
    expect(within(financeCard()).getAllByText('Not specified')).toHaveLength(5);
    expect(within(financeCard()).getByText('TBD')).toBeTruthy();
    expect(screen.queryByText('Jobs to be Done')).toBeNull();
    expect(screen.queryByText('Project Notes & Observations')).toBeNull();
  });

  it('says Project Not Found for a missing project', async () => {
    const missing = makeDemoProject();
    const { props, user } = setup(missing, { store: createPortfolioStore([]) });
    expect(await screen.findByText('Project Not Found')).toBeTruthy();
    expect(
      screen.getByText(
        "The project you're looking for doesn't exist or you don't have access to it",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Projects' }));
    expect(props.navigate).toHaveBeenCalledWith('/projects');
  });

  it('says Project Not Found for an address that cannot name a project, without asking', () => {
    renderWithProjects(<ProjectWorkspace {...widgetProps()} projectId="not-a-project" />);
    expect(screen.getByText('Project Not Found')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows an error card when the project cannot be loaded', async () => {
    setup(makeDemoProject(), {
      handlers: [mockRouteError(routes.getProject, 500, 'The database is unreachable')],
    });
    expect(await screen.findByText('The project could not be loaded')).toBeTruthy();
    expect(screen.getByText('The database is unreachable')).toBeTruthy();
  });

  it('edits the project with the edit form departments and sends the changed fields, figures as strings', async () => {
    const sent: ProjectUpdateBody[] = [];
    const store = createPortfolioStore([makeDemoProject()]);
    const { user, project } = setup(store.all()[0], {
      store,
      handlers: [
        mockRoute(routes.updateProject, async ({ request }) => {
          sent.push(await request.clone().json());
          return undefined as never;
        }),
      ],
    });
    await screen.findByRole('region', { name: 'Project summary' });
    await user.click(screen.getAllByRole('button', { name: 'Edit Project' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const department = within(dialog).getByLabelText(/^Department/);
    expect(
      within(department)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select department', ...DEPARTMENTS]);
    expect((within(dialog).getByLabelText(/^Initial Costs/) as HTMLInputElement).value).toBe(
      '120000.00',
    );

    await user.selectOptions(department, 'Product');
    await user.clear(within(dialog).getByLabelText(/^Initial Costs/));
    await user.type(within(dialog).getByLabelText(/^Initial Costs/), '150000');
    await user.clear(within(dialog).getByLabelText(/^ROI/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast()).toEqual({
      lines: ['Project updated successfully!'],
      variant: 'default',
    });
    expect(sent).toEqual([{ department: 'Product', initialCosts: '150000', roi: null }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openSection(user, 'Value');
    expect(financeFigures()['Initial Costs']).toBe('$150,000');
    expect(store.get(project.id)!.department).toBe('Product');
  });

  it('refuses to save a blank required field', async () => {
    const { user, store, project } = setup();
    await screen.findByRole('region', { name: 'Project summary' });
    await user.click(screen.getAllByRole('button', { name: 'Edit Project' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await user.clear(within(dialog).getByLabelText(/^Business Owner/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast()).toEqual({
      lines: ['Validation Error', 'Please fill in all required fields'],
      variant: 'destructive',
    });
    expect(within(dialog).getByText('Business owner is required')).toBeTruthy();
    expect(store.get(project.id)!.businessOwner).toBe('Priya Natarajan');
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeTruthy();
  });

  it.each([
    {
      refusal: 'a failure without a message',
      answer: mockRoute(
        routes.updateProject,
        () => new HttpResponse(null, { status: 502 }) as never,
      ),
      description: 'Failed to update project',
    },
    {
      refusal: "the server's message",
      answer: mockRouteError(routes.updateProject, 409, 'The project was changed meanwhile'),
      description: 'The project was changed meanwhile',
    },
  ])(
    'says Error with $refusal when the update fails, keeping the dialog open',
    async ({ answer, description }) => {
      const { user } = setup(makeDemoProject(), { handlers: [answer] });
      await screen.findByRole('region', { name: 'Project summary' });
      await user.click(screen.getAllByRole('button', { name: 'Edit Project' })[0]!);
      const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
      await user.type(within(dialog).getByLabelText(/^Notes/), ' Updated.');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await findToast()).toEqual({ lines: ['Error', description], variant: 'destructive' });
      expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeTruthy();
    },
  );

  it('archives after confirmation, shows the Archived banner, and restores', async () => {
    const { user, store, project } = setup();
    await screen.findByRole('region', { name: 'Project summary' });
    expect(screen.queryByText('Archived')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Archive Project' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Archive this project?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive Project' }));

    expect(await screen.findByText('Project archived')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(store.get(project.id)!.archivedAt).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive Project' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Project restored')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Archived')).toBeNull());
    expect(store.get(project.id)!.archivedAt).toBeNull();
  });

  it('prints, and goes back to the projects', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, props } = setup();
    await screen.findByRole('region', { name: 'Project summary' });
    await user.click(screen.getByRole('button', { name: 'Print project' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back to Projects' }));
    expect(props.navigate.mock.calls).toEqual([['/projects'], ['/projects']]);
    // Buttons are left off paper.
    expect(
      screen.getByRole('button', { name: 'Print project' }).closest('[data-print-hide]'),
    ).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Back to Projects' }).closest('[data-print-hide]'),
    ).not.toBeNull();
  });

  it('prints the compliance file alone: summary, compliance, EU AI Act, GDPR, DORA and Value', async () => {
    const root = () => document.querySelector('[data-printing]');
    let printedAs: string | null | undefined;
    let printedText = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printedAs = root()?.getAttribute('data-printing');
      printedText = root()?.querySelector('[data-compliance-file]')?.textContent ?? '';
    });
    const { user } = setup();
    await screen.findByRole('region', { name: 'Project summary' });
    const button = screen.getByRole('button', { name: 'Print compliance file' });
    expect(button.closest('[data-print-hide]')).not.toBeNull();
    await user.click(button);
    // The browser's print opens once the file's cards have their answers.
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printedAs).toBe('compliance');
    expect(printedText).toMatch(/Compliance file · last updated/);
    expect(printedText).toContain('Compliance & Governance Status');
    expect(printedText).not.toContain('Loading');
    const kept = (element: Element) => element.closest('[data-compliance-file]') !== null;
    for (const name of ['Project summary', /^EU AI Act/, /^GDPR/, /^DORA/, /^Value/]) {
      expect(kept(await screen.findByRole('region', { name }))).toBe(true);
    }
    // Only the file: no tabs, no section, no other card.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('Business Details')).toBeNull();
    expect(screen.queryByRole('region', { name: 'LLM Models' })).toBeNull();
    // The section again once the print dialog closes.
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(root()).toBeNull());
    expect(screen.getByText(/Project report/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('badges the project with its risks and lists each with the field that fixes it', async () => {
    // No expected return: no plan its realised benefit could be behind (`value-behind`).
    const { user } = setup(
      makeDemoProject({
        status: 'completed',
        roi: null,
        gdprStatus: 'compliant',
        runningCosts: '100',
        expectedReturn: null,
      }),
    );
    const card = await screen.findByRole('region', { name: 'Risks' });
    expect(card.textContent).toContain('ROI missing or negative');
    const banner = region('Project summary');
    expect(within(banner).getByText('1 risk').getAttribute('data-tone')).toBe('amber');
    await user.click(within(card).getByRole('button', { name: 'Fix ROI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('roi'));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows no risks card for a project that passes the rules', async () => {
    const { queryClient } = setup(
      makeDemoProject({ gdprStatus: 'compliant', status: 'planning', expectedReturn: null }),
    );
    await screen.findByRole('region', { name: 'Project summary' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requests.some((url) => url.pathname.endsWith('/risks'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Risks' })).toBeNull();
    expect(within(region('Project summary')).queryByText(/risk/)).toBeNull();
  });

  it('opens the edit dialog on the field an address names (`?fix=`), once, and clears it', async () => {
    const replaceSearch = vi.fn();
    const project = makeDemoProject({ gdprStatus: 'compliant' });
    renderWithProjects(
      <ProjectWorkspace
        {...widgetProps()}
        projectId={project.id}
        location={{ search: '?fix=runningCosts', replaceSearch }}
      />,
      { store: createPortfolioStore([project]) },
    );
    await screen.findByRole('dialog', { name: 'Edit Project' });
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('runningCosts'));
    expect(replaceSearch).toHaveBeenCalledWith('');
  });

  it('opens the EU AI Act obligation an address names (`?obligation=`) and shows it, once', async () => {
    const scrolled = recordScrolls();
    const store = demoPortfolio();
    const project = store.all().find((p) => p.name === 'Resume Screening Assistant')!;
    const article13 = store.aiAct.list(project.id).find((o) => o.article === 'Article 13')!;
    const replaceSearch = vi.fn();
    renderWithProjects(
      <ProjectWorkspace
        {...widgetProps()}
        projectId={project.id}
        location={{ search: `?obligation=${article13.id}`, replaceSearch }}
      />,
      { store },
    );
    const row = await screen.findByRole('listitem', { name: /^Article 13:/ });
    expect(within(row).getByRole('form', { name: 'Update Article 13' })).toBeTruthy();
    await waitFor(() => expect(scrolled).toContain(row));
    expect(replaceSearch).toHaveBeenCalledWith('');
    // The others stay closed.
    const article9 = screen.getByRole('listitem', { name: /^Article 9:/ });
    expect(within(article9).queryByRole('form')).toBeNull();
  });

  it('fixes an overdue milestone on the Milestones card: its Fix scrolls there, no dialog', async () => {
    const scrolled = recordScrolls();
    const project = makeDemoProject({ gdprStatus: 'compliant', status: 'in_progress' });
    const store = createPortfolioStore([project]);
    store.createMilestone(project, { name: 'Pilot', dueDate: '2020-02-29' });
    const { user } = renderWithProjects(
      <ProjectWorkspace {...widgetProps()} projectId={project.id} />,
      { store },
    );
    await screen.findByRole('region', { name: 'Project summary' }, { timeout: 5000 });
    const card = await screen.findByRole('region', { name: 'Risks' });
    expect(card.textContent).toContain('A milestone is overdue');
    await user.click(within(card).getByRole('button', { name: 'Fix Milestones' }));
    // The card's section opens, and the page scrolls to the card (tabs only scroll their bar).
    expect(screen.getByRole('tab', { name: 'Plan' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(scrolled.filter((el) => el.getAttribute('role') !== 'tab').map((el) => el.id)).toEqual(
        ['milestones'],
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Edit Project' })).toBeNull();
  });
});

describe('an open edit dialog while someone else changes the project', () => {
  const changed = (project: { id: string; companyId: string }, actor = COLLEAGUE) => ({
    id: '41',
    data: projectEvent('project.updated', project.id, project, actor),
  });

  /** The project's name on the page behind the modal dialog (hidden from the accessibility tree). */
  const nameBehindDialog = () =>
    within(screen.getByRole('region', { name: 'Project summary', hidden: true })).getByRole(
      'heading',
      { level: 1, hidden: true },
    ).textContent;

  async function openWithTyping() {
    const stream = companyEventStream();
    const sent: ProjectUpdateBody[] = [];
    const result = setup(makeDemoProject(), {
      handlers: [
        stream.handler,
        mockRoute(routes.updateProject, async ({ request }) => {
          sent.push(await request.clone().json());
          return undefined as never;
        }),
      ],
    });
    await screen.findByRole('region', { name: 'Project summary' });
    await waitFor(() => expect(stream.openStreams).toBe(1));
    await result.user.click(screen.getAllByRole('button', { name: 'Edit Project' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
    await result.user.clear(field(/^Notes/));
    await result.user.type(field(/^Notes/), 'Half-typed note');
    return { ...result, stream, sent, dialog, field };
  }

  it('names who changed it, keeps what was typed, and reloads only the fields they changed', async () => {
    const { user, store, project, stream, sent, dialog, field } = await openWithTyping();
    store.update(project.id, { name: 'Renamed by Grace', roi: '140.00' });
    stream.send(changed(project));

    const notice = await within(dialog).findByRole('status');
    expect(notice.textContent).toContain(
      'This project was changed by Grace Hopper while you were editing.',
    );
    // Nothing is replaced until asked: the typed note and the old name are still there.
    expect(field(/^Notes/).value).toBe('Half-typed note');
    expect(field(/^Project Name/).value).toBe('Customer Support Copilot');
    // The page behind the dialog shows the new name already.
    await waitFor(() => expect(nameBehindDialog()).toBe('Renamed by Grace'));

    await user.click(within(notice).getByRole('button', { name: 'Reload fields' }));
    expect(field(/^Project Name/).value).toBe('Renamed by Grace');
    expect(field(/^ROI/).value).toBe('140.00');
    expect(field(/^Notes/).value).toBe('Half-typed note');
    expect(within(dialog).queryByRole('status')).toBeNull();

    // Saving sends the user's own change, against the reloaded values.
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ notes: 'Half-typed note' }]);
    expect(store.get(project.id)).toMatchObject({ name: 'Renamed by Grace', roi: '140.00' });
  });

  it('saves over nothing the other person changed when the user does not reload', async () => {
    const { user, store, project, stream, sent, dialog } = await openWithTyping();
    store.update(project.id, { name: 'Renamed by Grace' });
    stream.send(changed(project));
    await within(dialog).findByRole('status');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ notes: 'Half-typed note' }]);
    expect(store.get(project.id)!.name).toBe('Renamed by Grace');
  });

  it("says nothing of the user's own change, nor of another project's", async () => {
    const props = widgetProps();
    const { store, project, stream, dialog, field } = await openWithTyping();
    store.update(project.id, { name: 'Renamed in another tab' });
    stream.send(changed(project, { type: 'user', id: props.user!.id, label: 'Me' }));
    stream.send(changed({ id: crypto.randomUUID(), companyId: project.companyId }));
    await waitFor(() => expect(nameBehindDialog()).toBe('Renamed in another tab'));
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(field(/^Notes/).value).toBe('Half-typed note');
  });
});
