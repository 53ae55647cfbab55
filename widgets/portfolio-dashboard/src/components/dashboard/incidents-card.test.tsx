import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@portfolio/contracts';
import {
  companyEventStream,
  createPortfolioStore,
  demoPortfolio,
  makeProject,
  mockRouteError,
  portfolioHandlers,
  recordRequests,
} from '@portfolio/ui/testing';
import { renderCompanyCard } from '../../testing/render';
import { IncidentsCard } from './incidents-card';

const requests = recordRequests();

const renderCard = (handlers = portfolioHandlers(demoPortfolio()), companyId?: string) =>
  renderCompanyCard(IncidentsCard, handlers, companyId);

describe('IncidentsCard', () => {
  it('counts the open incidents and shows the next deadline, overdue in red, from one incident', async () => {
    // The demo's incidents, dated from now: the resume screener's breach report is overdue.
    const store = demoPortfolio();
    const { user, navigate } = renderCard(portfolioHandlers(store), store.all()[0]!.companyId);
    expect((await screen.findByTestId('open-incidents')).textContent).toBe('4 open incidents');
    const next = screen.getByRole('link', { name: /^Next deadline: Applicants’ CVs exposed/ });
    expect(next.dataset.overdue).toBe('true');
    expect(next.textContent).toContain('Overdue report');
    expect(next.textContent).toMatch(/GDPR Article 33\(1\): .* · due /);
    const badge = within(next).getByText(/^Overdue by/);
    expect(badge.dataset.tone).toBe('red');

    const [leak] = store.incidents.list(store.all()[0]!.companyId, {}).incidents;
    expect(next.getAttribute('href')).toBe(`/incidents/${leak!.id}`);
    await user.click(next);
    expect(navigate).toHaveBeenLastCalledWith(`/incidents/${leak!.id}`);
    await user.click(screen.getByRole('link', { name: /View all incidents/ }));
    expect(navigate).toHaveBeenLastCalledWith('/incidents');

    const asked = requests.filter((url) => url.pathname.endsWith('/incidents'));
    expect(asked.map((url) => url.searchParams.get('limit'))).toEqual(['1']);
  });

  it('shows the time left while the next deadline is ahead', async () => {
    const store = demoPortfolio();
    const companyId = store.all()[0]!.companyId;
    const [leak] = store.incidents.list(companyId, {}).incidents;
    store.incidents.update(leak!.id, { status: 'closed' });
    renderCard(portfolioHandlers(store), companyId);
    const next = await screen.findByRole('link', { name: /^Next deadline: Invoice anomaly/ });
    expect(next.dataset.overdue).toBeUndefined();
    expect(within(next).getByText(/ left$/).dataset.clockState).toBe('running');
    expect(screen.getByTestId('open-incidents').textContent).toBe('3 open incidents');
  });

  it('says so when no incident is open', async () => {
    renderCard(portfolioHandlers(createPortfolioStore([])));
    expect(await screen.findByText('No open incidents')).toBeTruthy();
  });

  it('counts an incident someone else reports, without a reload', async () => {
    const store = createPortfolioStore([makeProject()]);
    const project = store.all()[0]!;
    const stream = companyEventStream();
    renderCard([stream.handler, ...portfolioHandlers(store)], project.companyId);
    await screen.findByText('No open incidents');
    await waitFor(() => expect(stream.openStreams).toBe(1));
    const incident = store.incidents.create(project.companyId, {
      title: 'Chatbot quoted a withdrawn price list',
      projectId: project.id,
      awareAt: new Date().toISOString(),
      severity: 'medium',
    });
    if (!('id' in incident)) throw new Error(incident.message);
    stream.send({
      id: '61',
      data: {
        type: 'incident.created',
        id: incident.id,
        companyId: project.companyId,
        projectId: project.id,
        at: new Date().toISOString(),
        actor: { type: 'user', id: 'a1b2c3d4-0000-4000-8000-000000000002', label: 'Grace' },
      },
    });
    expect((await screen.findByTestId('open-incidents')).textContent).toBe('1 open incident');
  });

  it('shows a contained message when the incidents cannot be read', async () => {
    renderCard([mockRouteError(routes.listIncidents, 503)]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The incidents could not be loaded.',
    );
  });
});
