import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes, type ProjectUpdateBody } from '@portfolio/contracts';
import {
  createPortfolioStore,
  findToast,
  makeCurrentUser,
  makeMembership,
  makeProject,
  mockRoute,
  portfolioHandlers,
  renderWithProviders,
  HttpResponse,
  type PortfolioStore,
} from '@portfolio/ui/testing';
import { PortfolioTimeline } from './portfolio-timeline';

const companyId = makeMembership().id;
const ALPHA = '0b8c4d1e-2f3a-4b5c-8d6e-7f8091a2b301';
const BETA = '0b8c4d1e-2f3a-4b5c-8d6e-7f8091a2b302';
const IDEA = '0b8c4d1e-2f3a-4b5c-8d6e-7f8091a2b303';

function portfolio(): PortfolioStore {
  const store = createPortfolioStore([
    makeProject({
      id: ALPHA,
      name: 'Alpha forecasting',
      department: 'Finance',
      status: 'active',
      startDate: '2026-03-01',
      targetDate: '2026-03-31',
    }),
    makeProject({
      id: BETA,
      name: 'Beta chatbot',
      department: 'Support',
      status: 'planning',
      startDate: '2026-04-06',
      targetDate: '2026-06-30',
    }),
    makeProject({ id: IDEA, name: 'Undated idea', startDate: null, targetDate: null }),
  ]);
  const alpha = store.get(ALPHA)!;
  store.createMilestone(alpha, { name: 'Model trained', dueDate: '2026-03-15', done: true });
  store.setBaseline({ ...alpha, targetDate: '2026-03-20' });
  store.addDependency(store.get(BETA)!, ALPHA);
  return store;
}

/** Renders the timeline over `store`, recording every project update the widget sends. */
function renderTimeline(store = portfolio()) {
  const updates: Array<{ id: string; body: ProjectUpdateBody }> = [];
  const result = renderWithProviders(
    <PortfolioTimeline companyId={companyId} user={makeCurrentUser()} navigate={() => {}} />,
    {
      companyId,
      handlers: [
        mockRoute(routes.updateProject, async ({ request, params }) => {
          const body = await request.json();
          updates.push({ id: params.id, body });
          return HttpResponse.json(store.update(params.id, body)!);
        }),
        ...portfolioHandlers(store),
      ],
    },
  );
  return { ...result, store, updates };
}

const bar = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-project-bar="${id}"]`);
    if (!found) throw new Error(`No bar of ${id}`);
    return found;
  });

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

/** The text of each group of the timeline's list, in order. */
const groupTexts = () =>
  within(screen.getByRole('list', { name: 'Projects in time' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PortfolioTimeline', () => {
  it('draws each dated project by group, with its milestones, baseline and dependencies', async () => {
    renderTimeline();
    const alpha = await bar(ALPHA);
    expect(alpha.getAttribute('aria-label')).toBe(
      'Alpha forecasting, Active; Mar 1, 2026 to Mar 31, 2026; 11 days behind the baseline',
    );
    expect((await bar(BETA)).getAttribute('aria-label')).toContain('waits for Alpha forecasting');
    expect(screen.getByRole('img', { name: 'Milestone Model trained, due Mar 15, 2026, done' }));
    expect(document.querySelector(`[data-baseline="${ALPHA}"]`)).toBeTruthy();
    expect(document.querySelector(`path[data-from="${ALPHA}"][data-to="${BETA}"]`)).toBeTruthy();
    const groups = groupTexts();
    expect(groups[0]).toContain('Finance');
    expect(groups[2]).toContain('Support');
    // The undated project is listed apart, with its action.
    expect(screen.getByRole('button', { name: 'Set dates of Undated idea' })).toBeTruthy();
  });

  it('groups by status on request', async () => {
    const { user } = renderTimeline();
    await bar(ALPHA);
    await user.selectOptions(screen.getByLabelText('Group by'), 'status');
    const labels = groupTexts();
    // In the product's order of statuses.
    expect(labels[0]).toContain('Planning');
    expect(labels[2]).toContain('Active');
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo'])(
    'moves a bar by calendar days in %s: the dates never shift with the time zone',
    async (tz) => {
      process.env.TZ = tz;
      // The zone is the one the browser's clock reads in.
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(tz);
      const { updates, user } = renderTimeline();
      const alpha = await bar(ALPHA);
      expect(alpha.dataset.start).toBe('2026-03-01');
      expect(alpha.dataset.target).toBe('2026-03-31');
      alpha.focus();
      await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
      // One write for both keys, once they settle.
      await waitFor(() => expect(updates).toHaveLength(1));
      expect(updates[0]).toEqual({
        id: ALPHA,
        body: { startDate: '2026-03-09', targetDate: '2026-04-08' },
      });
      await waitFor(() =>
        expect(alpha.getAttribute('aria-label')).toContain('Mar 9, 2026 to Apr 8, 2026'),
      );
    },
  );

  it('drags a bar, and Undo in the toast puts it back', async () => {
    const { updates, user, store } = renderTimeline();
    const alpha = await bar(ALPHA);
    // Month zoom: 4 px a day, so 20 px is 5 days.
    fireEvent.pointerDown(alpha, { button: 0, pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(alpha, { pointerId: 1, clientX: 120 });
    fireEvent.pointerUp(alpha, { pointerId: 1, clientX: 120 });
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toEqual({ startDate: '2026-03-06', targetDate: '2026-04-05' });
    expect((await findToast()).lines).toEqual([
      'Alpha forecasting moved to Mar 6, 2026 – Apr 5, 2026',
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]!.body).toEqual({ startDate: '2026-03-01', targetDate: '2026-03-31' });
    await waitFor(() => expect(store.get(ALPHA)!.startDate).toBe('2026-03-01'));
  });

  it("drags a bar's end to change its target date only, never before its start", async () => {
    const { updates } = renderTimeline();
    const alpha = await bar(ALPHA);
    const end = alpha.querySelector('[data-bar-end]')!;
    fireEvent.pointerDown(end, { button: 0, pointerId: 1, clientX: 300 });
    fireEvent.pointerMove(alpha, { pointerId: 1, clientX: 0 });
    fireEvent.pointerUp(alpha, { pointerId: 1, clientX: 0 });
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toEqual({ startDate: '2026-03-01', targetDate: '2026-03-01' });
    expect((await findToast()).lines).toEqual(['Alpha forecasting now ends Mar 1, 2026']);
  });

  it('sets the dates of a project listed apart, refusing a target before the start', async () => {
    const { user, updates } = renderTimeline();
    await user.click(await screen.findByRole('button', { name: 'Set dates of Undated idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set dates of Undated idea' });
    fireEvent.change(within(dialog).getByLabelText(/Start Date/), {
      target: { value: '2026-05-10' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Target Date/), {
      target: { value: '2026-05-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Set Dates' }));
    expect(
      await within(dialog).findByText('Target date must be on or after the start date'),
    ).toBeTruthy();
    expect(updates).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Target Date/), {
      target: { value: '2026-07-31' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Set Dates' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.body).toEqual({ startDate: '2026-05-10', targetDate: '2026-07-31' });
    expect(await bar(IDEA)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set dates of Undated idea' })).toBeNull();
  });

  it('adds a dependency and draws its arrow; a cycle is refused with the server’s words', async () => {
    const { user } = renderTimeline();
    await bar(ALPHA);
    await user.click(screen.getByRole('button', { name: 'Add Dependency' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Dependency' });
    await user.selectOptions(within(dialog).getByLabelText(/^Project/), 'Alpha forecasting');
    await user.selectOptions(within(dialog).getByLabelText(/Depends On/), 'Beta chatbot');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dependency' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(document.querySelector(`path[data-from="${BETA}"]`)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add Dependency' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Dependency' });
    await user.selectOptions(within(dialog).getByLabelText(/^Project/), 'Undated idea');
    await user.selectOptions(within(dialog).getByLabelText(/Depends On/), 'Alpha forecasting');
    await user.click(within(dialog).getByRole('button', { name: 'Add Dependency' }));
    expect((await findToast()).lines).toEqual(['Undated idea now depends on Alpha forecasting']);
  });

  it('says when there are no projects', async () => {
    renderTimeline(createPortfolioStore([]));
    expect(await screen.findByText('No projects yet')).toBeTruthy();
  });
});
