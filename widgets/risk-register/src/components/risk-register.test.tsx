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
} from '@portfolio/ui/testing';
import type { WidgetLocation } from '@portfolio/ui';
import type { RequestHandler } from 'msw';
import { RiskRegister } from './risk-register';

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
  handlers,
}: {
  store?: ReturnType<typeof createPortfolioStore>;
  location?: WidgetLocation;
  handlers?: RequestHandler[];
} = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const result = renderWithProviders(
    <RiskRegister
      companyId={companyId}
      user={makeCurrentUser()}
      navigate={navigate}
      location={location}
    />,
    { companyId, handlers: handlers ?? portfolioHandlers(store) },
  );
  return { ...result, navigate, store };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Open risks' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h2')?.textContent);

const severityCount = (severity: string) =>
  document.querySelector(`[data-severity="${severity}"] dd`)?.textContent;

describe('RiskRegister', () => {
  it('lists the open risks worst first, each with its project, why it matters and its fix', async () => {
    const { user, navigate } = renderRegister();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Risks');
    await screen.findByRole('list', { name: 'Open risks' });
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

    const high = screen.getByRole('article', {
      name: 'Active while non-compliant with the EU AI Act',
    });
    expect(high.textContent).toContain('Resume Screening Assistant · HR');
    expect(high.textContent).toContain('may be running an AI system the Act does not allow');
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
    const { user, rerender } = renderRegister({ location });
    await screen.findByRole('list', { name: 'Open risks' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'medium');
    expect(replaceSearch).toHaveBeenLastCalledWith('?severity=medium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Marketing');
    expect(replaceSearch).toHaveBeenLastCalledWith('?department=Marketing');

    // The shell hands the address back: the view follows it.
    rerender(
      <RiskRegister
        companyId={companyId}
        user={makeCurrentUser()}
        navigate={vi.fn()}
        location={{ search: '?severity=medium&rule=roi-missing', replaceSearch }}
      />,
    );
    await waitFor(() => expect(items()).toEqual(['ROI missing or negative']));
    expect((screen.getByRole('combobox', { name: 'Rule' }) as HTMLSelectElement).value).toBe(
      'roi-missing',
    );
  });

  it('filters in its own memory on a page without an address, and says when nothing matches', async () => {
    const { user } = renderRegister();
    await screen.findByRole('list', { name: 'Open risks' });
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
    await waitFor(() => expect(items()).not.toContain(high.querySelector('h2')?.textContent));

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'acknowledged');
    const acknowledged = await screen.findByRole('article', {
      name: 'Active while non-compliant with the EU AI Act',
    });
    expect(acknowledged.textContent).toContain('Acknowledged by Maya Chen');
    expect(acknowledged.textContent).toContain('Legal signs off on Friday');
    expect(within(acknowledged).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
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
    renderWithProviders(
      <RiskRegister
        companyId={null}
        user={makeCurrentUser({ companies: [] })}
        navigate={vi.fn()}
      />,
    );
    expect(screen.getByText('No Company Access')).toBeTruthy();
  });
});
