import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import { demoPortfolio, mockRouteError } from '@portfolio/ui/testing';
import { IncidentsCard } from './incidents-card';
import { renderDemoProject, type DemoProjectOptions } from '../testing/open-demo-project';

// The Incidents card of a project's Compliance section over the kit's demo portfolio: the
// support copilot has a running GDPR breach and a contained prompt injection, the resume
// screener a breach whose authority clock is overdue, Demand Forecasting none.

function open(projectName: string, options: DemoProjectOptions = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const result = renderDemoProject(
    projectName,
    (project) => <IncidentsCard project={project} navigate={navigate} />,
    options,
  );
  return { ...result, navigate };
}

const card = () => screen.findByRole('region', { name: /^Incidents/ });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Open incidents of the project' })).getAllByRole(
    'listitem',
  );

describe('the Incidents card', () => {
  it("lists the project's incidents not closed, next deadline first, each linking to its page", async () => {
    const { user, navigate, store, project } = open(demoPortfolio().all()[0]!.name);
    const [breach, injection] = await rows();
    expect(within(breach!).getByRole('heading').textContent).toMatch(/^Support copilot showed/);
    expect(within(injection!).getByRole('heading').textContent).toMatch(/^Prompt injection/);
    expect(breach!.textContent).toContain('High');
    expect(breach!.textContent).toMatch(/Next: GDPR Article 33\(1\) · due /);
    expect(within(breach!).getByText(/ left$/).dataset.clockState).toBe('running');
    expect(breach!.dataset.overdue).toBeUndefined();
    expect(injection!.textContent).toContain('Contained');

    const [incident] = store.incidents.list(project.companyId, { projectId: project.id }).incidents;
    const link = within(breach!).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/incidents/${incident!.id}`);
    await user.click(link);
    expect(navigate).toHaveBeenLastCalledWith(`/incidents/${incident!.id}`);

    await user.click(screen.getByRole('link', { name: 'All incidents of this project' }));
    expect(navigate).toHaveBeenLastCalledWith(`/incidents?projectId=${project.id}`);
    expect(within(await card()).getByText('2')).toBeTruthy();
  });

  it('shows an overdue report in red', async () => {
    open('Resume Screening Assistant');
    const [leak] = await rows();
    expect(leak!.dataset.overdue).toBe('true');
    const badge = within(leak!).getByText(/^Overdue by/);
    expect([badge.dataset.tone, badge.dataset.clockState]).toEqual(['red', 'overdue']);
  });

  it('says when the project has no open incident, and offers to report one for it', async () => {
    const { user, navigate, project } = open('Demand Forecasting');
    expect(await within(await card()).findByText(/No open incidents on this project/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'All incidents of this project' })).toBeNull();
    const report = screen.getByRole('link', { name: 'Report an incident' });
    expect(report.getAttribute('href')).toBe(`/incidents?projectId=${project.id}&report=1`);
    await user.click(report);
    expect(navigate).toHaveBeenCalledWith(`/incidents?projectId=${project.id}&report=1`);
  });

  it('lists the first five and counts the rest; a closed incident is left out', async () => {
    const store = demoPortfolio();
    const project = store.all().find((p) => p.name === 'Demand Forecasting')!;
    const created = [1, 2, 3, 4, 5, 6, 7].map((n) => {
      const incident = store.incidents.create(project.companyId, {
        title: `Forecast incident ${n}`,
        projectId: project.id,
        awareAt: new Date(Date.now() - n * 3_600_000).toISOString(),
        severity: 'low',
      });
      if (!('id' in incident)) throw new Error(incident.message);
      return incident;
    });
    store.incidents.update(created[0]!.id, { status: 'closed' });
    open(project.name, { store });
    expect(await rows()).toHaveLength(5);
    expect(screen.getByText('(6 open incidents)')).toBeTruthy();
    expect(screen.queryByText('Forecast incident 1')).toBeNull();
  });

  it('shows a contained error with Retry when the incidents cannot be read', async () => {
    open('Demand Forecasting', {
      handlers: [mockRouteError(routes.listIncidents, 503, 'The register is down')] as never[],
    });
    const region = await card();
    await waitFor(() =>
      expect(within(region).getByText('The incidents could not be loaded')).toBeTruthy(),
    );
    expect(within(region).getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
