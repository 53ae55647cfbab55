import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_REPORT_MESSAGES, routes } from '@portfolio/contracts';
import {
  createPortfolioStore,
  findToast,
  HttpResponse,
  makeProject,
  mockRoute,
  mockRouteError,
  recordRequests,
} from '@portfolio/ui/testing';
import {
  openSection,
  renderDemoProject,
  type DemoProjectOptions,
} from '../testing/open-demo-project';
import { StatusReports } from './status-reports';

const requests = recordRequests();

/**
 * The card of the demo portfolio's first project, the Customer Support Copilot (a draft and a
 * published report), or of the store's only project.
 */
const openCard = (options: DemoProjectOptions = {}, archived = false) =>
  renderDemoProject(
    0,
    (project) => <StatusReports projectId={project.id} archived={archived} />,
    options,
  );

/** A store of one active project, without reports. */
const activeProjectStore = () => createPortfolioStore([makeProject({ status: 'active' })]);

const card = () => screen.getByRole('region', { name: 'Status reports' });

describe('Status reports', () => {
  it('shows the draft editable first, the published ones read-only with who and when', async () => {
    openCard();
    const draft = await screen.findByRole('article', { name: /^Draft status report/ });
    expect(within(draft).getByLabelText('Health: Amber').textContent).toBe('Amber');
    const narrative = within(draft).getByRole('textbox', { name: 'Narrative' });
    expect((narrative as HTMLTextAreaElement).value).toMatch(/^Health is amber/);
    expect(within(draft).getByText('GDPR Status: Compliant → In Review')).toBeTruthy();
    expect(within(draft).getByText('Risk opened: GDPR review stalled')).toBeTruthy();
    expect(within(draft).getByText('2 changes by Maya Chen, System')).toBeTruthy();
    expect(within(draft).getByText('0 high · 1 medium · 0 low')).toBeTruthy();

    // The older, published one: collapsed, read-only, its author and time.
    const published = within(card()).getByRole('article', { name: /^Published status report/ });
    expect(published.closest('details')?.open).toBe(false);
    expect(within(published).queryByRole('textbox')).toBeNull();
    expect(published.textContent).toContain('The EMEA pilot is live with 40 agents.');
    expect(published.textContent).toContain('Published by Maya Chen on Nov 17, 2026, 15:20 UTC');
  });

  it('shows the newest reports first, and older ones on demand', async () => {
    const { user } = openCard({
      store: activeProjectStore(),
      // Seven weeks of reports: six published and this week's draft.
      prepare: (store, project) => {
        for (let i = 0; i < 7; i++) {
          const draft = store.reports.draft(project.id);
          if (i < 6 && 'id' in draft) store.reports.publish(draft.id);
        }
      },
    });
    // Made in one go, their times may tie: which five come first is the store's order.
    const reports = () => screen.queryAllByRole('article', { hidden: true });
    await waitFor(() => expect(reports()).toHaveLength(5));
    expect(
      requests.some((url) => url.pathname.endsWith('/status-reports') && url.search === '?limit=6'),
    ).toBe(true);

    await user.click(within(card()).getByRole('button', { name: 'Show older reports' }));
    await waitFor(() => expect(reports()).toHaveLength(7));
    expect(within(card()).queryByRole('button', { name: 'Show older reports' })).toBeNull();
  });

  it('says so when a project has no reports, and drafts one now', async () => {
    const store = activeProjectStore();
    const { user, project } = openCard({ store });
    expect(await within(card()).findByText(/No status reports yet/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Draft report now' }));
    expect(await findToast()).toEqual({
      lines: ['Draft created', 'Health, changes and figures are as of now.'],
      variant: 'default',
    });
    const draft = await screen.findByRole('article', { name: /^Draft status report/ });
    expect(within(draft).getByLabelText('Health: Green')).toBeTruthy();
    expect(
      (within(draft).getByRole('textbox', { name: 'Narrative' }) as HTMLTextAreaElement).value,
    ).toMatch(/^Health is green: no unresolved risks\./);
    expect(store.reports.list(project.id)).toHaveLength(1);
  });

  it('saves the narrative, then publishes after a confirmation: read-only from then on', async () => {
    const sent: unknown[] = [];
    const { user, store, project } = openCard({
      handlers: [
        mockRoute(routes.updateStatusReport, async ({ request, params }) => {
          const body = await request.json();
          sent.push(body);
          const saved = store.reports.update(params.id, body.narrative);
          return HttpResponse.json(saved as never);
        }),
      ],
    });
    const draft = await screen.findByRole('article', { name: /^Draft status report/ });
    const narrative = within(draft).getByRole('textbox', { name: 'Narrative' });
    const save = within(draft).getByRole('button', { name: 'Save narrative' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.clear(narrative);
    await user.type(narrative, 'GDPR review booked for Friday.');
    await user.click(save);
    expect(await findToast()).toMatchObject({ lines: ['Narrative saved'] });
    expect(sent).toEqual([{ narrative: 'GDPR review booked for Friday.' }]);

    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Publish this status report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    const published = await screen.findByRole('article', {
      name: /^Published status report, Nov 16, 2026 – Nov 23, 2026/,
    });
    expect(published.textContent).toContain('GDPR review booked for Friday.');
    expect(published.textContent).toMatch(/Published by Maya Chen on/);
    expect(within(card()).queryByRole('textbox')).toBeNull();
    expect(store.reports.list(project.id)[0]).toMatchObject({ state: 'published' });
  });

  it('publishes unsaved words as they are shown', async () => {
    const { user, store, project } = openCard();
    const draft = await screen.findByRole('article', { name: /^Draft status report/ });
    const narrative = within(draft).getByRole('textbox', { name: 'Narrative' });
    await user.clear(narrative);
    await user.type(narrative, 'Typed, not saved.');
    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }),
    );
    await waitFor(() =>
      expect(store.reports.list(project.id)[0]).toMatchObject({
        state: 'published',
        narrative: 'Typed, not saved.',
      }),
    );
  });

  it("says Error with the server's message when the report was published meanwhile", async () => {
    const { user } = openCard({
      handlers: [mockRouteError(routes.publishStatusReport, 409, STATUS_REPORT_MESSAGES.published)],
    });
    const draft = await screen.findByRole('article', { name: /^Draft status report/ });
    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }),
    );
    expect(await findToast()).toEqual({
      lines: ['Error', STATUS_REPORT_MESSAGES.published],
      variant: 'destructive',
    });
  });

  it('contains a failed list in its own error card', async () => {
    openCard({
      handlers: [mockRouteError(routes.listStatusReports, 500, 'The reports are unreachable')],
    });
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('Status reports could not be loaded');
  });

  it('offers no new draft for an archived project', async () => {
    openCard({}, true);
    await screen.findByRole('article', { name: /^Draft status report/ });
    expect(screen.queryByRole('button', { name: 'Draft report now' })).toBeNull();
  });
});

describe('the project page', () => {
  it("shows the latest report's health in the banner, from the reports' one request", async () => {
    const { project } = openSection('activity', 0);
    const banner = await screen.findByRole('region', { name: 'Project summary' });
    const health = await within(banner).findByLabelText(/^Health by the draft status report/);
    expect(health.textContent).toBe('Amber (draft)');
    expect(
      requests.filter((url) => url.pathname.endsWith('/status-reports')).map((u) => u.pathname),
    ).toEqual([`/api/projects/${project.id}/status-reports`]);
  });

  it('shows no health for a project without reports', async () => {
    openSection('activity', 0, { store: createPortfolioStore([makeProject()]) });
    await within(await screen.findByRole('region', { name: 'Status reports' })).findByText(
      /No status reports yet/,
    );
    const banner = screen.getByRole('region', { name: 'Project summary' });
    expect(within(banner).queryByLabelText(/^Health/)).toBeNull();
  });
});
