import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes, type Project } from '@portfolio/contracts';
import {
  createPortfolioStore,
  findToast,
  makeCurrentUser,
  makeMembership,
  makeProject,
  mockRouteError,
  portfolioHandlers,
  renderWithProviders,
  widgetProps,
} from '@portfolio/ui/testing';
import type { WidgetLocation } from '@portfolio/ui';
import type { RequestHandler } from 'msw';
import { RiskRegister } from './risk-register';
import { memoryLocation, renderPage } from '../testing/render';

const companyId = makeMembership().id;
const projectId = (n: number) => `5e3f1a2b-6c7d-4e8f-9a0b-00000000aa${String(n).padStart(2, '0')}`;
const now = new Date().toISOString();

/**
 * Three projects breaking rules (one high, three medium: the active one has no EU AI Act
 * assessment either) and one that breaks none.
 */
const projects = (): Project[] => [
  makeProject({
    id: projectId(1),
    name: 'Resume Screening Assistant',
    department: 'HR',
    status: 'active',
    euAiActStatus: 'non_compliant',
    roi: '30.00',
    createdAt: now,
  }),
  makeProject({
    id: projectId(2),
    name: 'Campaign Copy Generator',
    department: 'Marketing',
    status: 'completed',
    roi: null,
    createdAt: now,
  }),
  makeProject({
    id: projectId(3),
    name: 'Invoice Anomaly Detection',
    department: 'Finance',
    status: 'planning',
    gdprStatus: 'in_review',
    createdAt: '2025-01-01T00:00:00.000Z',
  }),
  makeProject({ id: projectId(4), name: 'Calm', status: 'planning', createdAt: now }),
];

function renderRegister({
  store = createPortfolioStore(projects()),
  location,
  handlers = portfolioHandlers(store),
}: {
  store?: ReturnType<typeof createPortfolioStore>;
  location?: WidgetLocation;
  handlers?: RequestHandler[];
} = {}) {
  const result = renderPage((props) => <RiskRegister {...props} />, {
    companyId,
    location,
    handlers,
  });
  return { ...result, store };
}

/** The rule of every listed risk, in order: its group's heading (the default groups by rule). */
const items = () =>
  [...document.querySelectorAll('article[data-risk-id]')].map(
    (item) => item.closest('section')?.querySelector('h2')?.textContent,
  );
const group = (rule: string) => screen.findByRole('region', { name: rule });

const severityCount = (severity: string) =>
  document.querySelector(`[data-severity="${severity}"] dd`)?.textContent;

describe('RiskRegister', () => {
  it('lists the open risks by rule, worst first, the rule’s explanation and fix once per group', async () => {
    const { user, navigate } = renderRegister();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Risks');
    await group('Active while non-compliant with the EU AI Act');
    const medium = /Compliance review stalled|ROI missing or negative|No EU AI Act assessment/;
    expect(items()).toEqual([
      'Active while non-compliant with the EU AI Act',
      expect.stringMatching(medium),
      expect.stringMatching(medium),
      expect.stringMatching(medium),
    ]);
    expect([severityCount('high'), severityCount('medium'), severityCount('low')]).toEqual([
      '1',
      '3',
      '0',
    ]);

    const rule = await group('Active while non-compliant with the EU AI Act');
    expect(rule.textContent).toContain('may be running an AI system the Act does not allow');
    expect(rule.textContent).toContain('How to fix: Bring the project into compliance');
    const high = within(rule).getByRole('article', { name: /^Resume Screening Assistant/ });
    // The explanation is the group's, not repeated on the card.
    expect(high.textContent).not.toContain('may be running an AI system');
    const fix = within(high).getByRole('link', { name: /Fix EU AI Act Status/ });
    expect(fix.getAttribute('href')).toBe(`/projects/${projectId(1)}?fix=euAiActStatus`);
    await user.click(fix);
    expect(navigate).toHaveBeenCalledWith(`/projects/${projectId(1)}?fix=euAiActStatus`);
    await user.click(within(high).getByRole('link', { name: /Resume Screening Assistant/ }));
    expect(navigate).toHaveBeenLastCalledWith(`/projects/${projectId(1)}`);
  });

  it('filters by severity, rule and department, keeping the view in the address', async () => {
    const replaceSearch = vi.fn();
    const location = { search: '', replaceSearch };
    const { user, relocate } = renderRegister({ location });
    await group('Active while non-compliant with the EU AI Act');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'medium');
    expect(replaceSearch).toHaveBeenLastCalledWith('?severity=medium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Marketing');
    expect(replaceSearch).toHaveBeenLastCalledWith('?department=Marketing');

    // The shell hands the address back: the view follows it.
    relocate({ search: '?severity=medium&rule=roi-missing', replaceSearch });
    await waitFor(() => expect(items()).toEqual(['ROI missing or negative']));
    expect((screen.getByRole('combobox', { name: 'Rule' }) as HTMLSelectElement).value).toBe(
      'roi-missing',
    );
  });

  it('filters in its own memory on a page without an address, and says when nothing matches', async () => {
    const { user } = renderRegister();
    await group('Active while non-compliant with the EU AI Act');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'low');
    expect(await screen.findByText('No risks match your filters')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'HR');
    await waitFor(() =>
      expect(items()).toEqual([
        'Active while non-compliant with the EU AI Act',
        'No EU AI Act assessment',
      ]),
    );
  });

  it('acknowledges a risk with a note: it leaves the open risks and shows under acknowledged', async () => {
    const { user } = renderRegister();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'none');
    const high = await screen.findByRole('article', {
      name: 'Active while non-compliant with the EU AI Act',
    });
    await user.click(within(high).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge risk' });
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(dialog.textContent).toContain('A note is required');

    await user.type(within(dialog).getByLabelText(/Note/), 'Legal signs off on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect((await findToast()).lines[0]).toBe('Risk acknowledged');
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: high.querySelector('h2')!.textContent! }),
      ).toBeNull(),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'acknowledged');
    const acknowledged = await screen.findByRole('article', {
      name: 'Active while non-compliant with the EU AI Act',
    });
    expect(acknowledged.textContent).toContain('Acknowledged by Maya Chen');
    expect(acknowledged.textContent).toContain('Legal signs off on Friday');
    expect(within(acknowledged).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('groups by project instead, and lists compactly, each risk with its specifics', async () => {
    const location = memoryLocation('?group=project&view=list');
    const { user } = renderRegister({ location });
    const project = await group('Resume Screening Assistant');
    expect(project.textContent).toContain('HR');
    const rows = within(project).getAllByRole('article');
    expect(rows.map((row) => row.querySelector('h3')?.textContent)).toEqual([
      'Active while non-compliant with the EU AI Act',
      'No EU AI Act assessment',
    ]);
    // A line each: no explanation, the fix one link away.
    expect(project.textContent).not.toContain('may be running an AI system');
    expect(within(rows[0]!).getByRole('link', { name: /Fix EU AI Act Status/ })).toBeTruthy();
    const roi = within(await group('Campaign Copy Generator')).getByRole('article');
    expect(within(roi).getByRole('list', { name: 'Specifics' }).textContent).toBe(
      'ROI not recorded',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'cards');
    expect(location.replaceSearch).toHaveBeenLastCalledWith('?group=project');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'rule');
    expect(location.replaceSearch).toHaveBeenLastCalledWith('?view=list');
  });

  it('says so when there are no open risks', async () => {
    renderRegister({ store: createPortfolioStore([projects()[3]!]) });
    expect(await screen.findByText('No open risks')).toBeTruthy();
  });

  it('shows an error card when the risks cannot be read', async () => {
    renderRegister({ handlers: [mockRouteError(routes.listRisks, 503, 'Risks are resting')] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The risks could not be loaded');
    expect(alert.textContent).toContain('Risks are resting');
  });

  it('asks for a company when the user has none', () => {
    const props = widgetProps({ companyId: null, user: makeCurrentUser({ companies: [] }) });
    renderWithProviders(<RiskRegister {...props} />);
    expect(screen.getByText('No Company Access')).toBeTruthy();
  });
});
