import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IncidentDetail } from '@portfolio/contracts';
import { createPortfolioStore, makeMembership } from '@portfolio/ui/testing';
import { demoIncidents as demo, renderIncidents } from '../testing/render';

const rows = () =>
  [...document.querySelectorAll('li[data-incident-id]')].map(
    (row) => row.querySelector('h2')?.textContent,
  );

describe('IncidentsPage list', () => {
  it('lists the open incidents, next deadline first, each with its next clock and the time left', async () => {
    renderIncidents();
    await screen.findByRole('list', { name: 'Incidents' });
    expect(rows()).toEqual([
      'Applicants’ CVs exposed through a public storage link',
      'Invoice anomaly scoring down: payments released without checks',
      'Support copilot showed one customer another customer’s order history',
      'Prompt injection made the copilot reveal its internal instructions',
    ]);
    const [overdue, dora, gdpr] = [...document.querySelectorAll('li[data-incident-id]')];
    expect(within(overdue as HTMLElement).getByText(/^Overdue by/)).toBeTruthy();
    expect(within(dora as HTMLElement).getByText(/Next: DORA Article 19\(4\)\(a\)/)).toBeTruthy();
    expect(within(gdpr as HTMLElement).getByText(/ left$/)).toBeTruthy();
    expect(screen.getByText('4 incidents')).toBeTruthy();
  });

  it('keeps the filters in the address and lists only the incidents of a regime', async () => {
    const { user, location } = renderIncidents();
    await screen.findByRole('list', { name: 'Incidents' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Regime' }), 'dora');
    expect(location.replaceSearch).toHaveBeenLastCalledWith('?regime=dora');
  });

  it('reads its filters from the address', async () => {
    renderIncidents({ search: '?regime=dora' });
    await waitFor(() =>
      expect(rows()).toEqual(['Invoice anomaly scoring down: payments released without checks']),
    );
  });

  it('says when there is no incident', async () => {
    renderIncidents({ store: createPortfolioStore([]), companyId: makeMembership().id });
    expect(await screen.findByText('No open incidents')).toBeTruthy();
  });

  it('reports an incident and opens its page; a title is asked for first', async () => {
    const { store, companyId } = demo();
    const { user, navigate } = renderIncidents({ store, companyId });
    await user.click(await screen.findByRole('button', { name: 'Report an incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an incident' });
    await user.click(within(dialog).getByRole('button', { name: 'Report incident' }));
    expect(await within(dialog).findByText(/Give the incident a title/)).toBeTruthy();
    await user.type(
      within(dialog).getByLabelText(/^Title/),
      'Model answered in the wrong language',
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Severity/), 'medium');
    await user.click(within(dialog).getByRole('button', { name: 'Report incident' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const created = store.incidents
      .list(companyId, {})
      .incidents.find((i) => i.title === 'Model answered in the wrong language')!;
    expect(created.severity).toBe('medium');
    expect(navigate).toHaveBeenCalledWith(`/incidents/${created.id}`);
  });
  it('opens Report an incident from the address, for the project it names, and drops it on close', async () => {
    const { store, companyId, titled } = demo();
    const project = titled('Invoice anomaly').project!;
    const { user, location } = renderIncidents({
      store,
      companyId,
      search: `?projectId=${project.id}&report=1`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Report an incident' });
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText(/^Project/) as HTMLSelectElement).selectedOptions[0]
          ?.textContent,
      ).toBe(project.name),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(location.replaceSearch).toHaveBeenLastCalledWith(`?projectId=${project.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('IncidentsPage incident', () => {
  it('shows the clocks as a timeline; recording the initial report marks the clock submitted', async () => {
    const { store, companyId, titled } = demo();
    const breach = titled('Support copilot');
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const clocks = await screen.findByRole('region', { name: 'Reporting clocks' });
    const clock = await within(clocks).findByText('Article 33(1)');
    const step = clock.closest('li[data-clock]') as HTMLElement;
    expect(step.dataset.clock).toBe('gdpr-authority');
    expect(within(step).getByText(/ left$/)).toBeTruthy();
    expect(within(step).getByText('Not yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Record a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a report' });
    expect((within(dialog).getByLabelText(/^Submitted to/) as HTMLInputElement).value).toBe(
      'The competent supervisory authority',
    );
    await user.type(within(dialog).getByLabelText(/^Reference number/), 'DPA-77');
    await user.click(within(dialog).getByRole('button', { name: 'Record report' }));
    await waitFor(() => expect(within(step).getByText('Submitted in time')).toBeTruthy());
    const reports = screen.getByRole('region', { name: 'Reports submitted' });
    expect(within(reports).getByText(/reference DPA-77/)).toBeTruthy();
  });

  it('saves a changed answer and shows the clocks it starts', async () => {
    const { store, companyId, titled } = demo();
    const breach = titled('Support copilot');
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const answers = await screen.findByRole('region', { name: 'Classification' });
    expect(within(answers).getByRole('button', { name: 'Save answers' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.selectOptions(
      within(answers).getByLabelText(/Significant incident under NIS2/),
      'yes',
    );
    await user.click(within(answers).getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Article 23(4)(a)')).toBeTruthy();
    const saved = store.incidents.get(breach.id) as IncidentDetail;
    expect(saved.answers.nis2Significant?.value).toBe(true);
  });

  it('lays out a report for the authority chosen, for print only', async () => {
    const { store, companyId, titled } = demo();
    const outage = titled('Invoice anomaly');
    const { user } = renderIncidents({ store, companyId, incidentId: outage.id });
    const clocks = await screen.findByRole('region', { name: 'Reporting clocks' });
    await within(clocks).findByText('Article 19(4)(a)');
    const report = () => document.querySelector('[data-print-report]') as HTMLElement;
    expect(report().dataset.printReport).toBe('dora');
    expect(
      within(report()).getByRole('heading', { name: 'Incident report · DORA', hidden: true }),
    ).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Authority' }), 'nis2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paper' }), 'Letter');
    expect(report().dataset.printReport).toBe('nis2');
    expect(report().dataset.paper).toBe('Letter');
    expect(within(report()).getByText('Send the early warning')).toBeTruthy();
  });

  it('says when the incident is not found', async () => {
    renderIncidents({ incidentId: '1c1d0000-0000-4000-8000-0000000009ff' });
    expect(await screen.findByText('The incident could not be loaded')).toBeTruthy();
    expect(screen.getByText('Incident not found')).toBeTruthy();
  });
});
