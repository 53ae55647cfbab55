import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INCIDENT_MESSAGES, type IncidentDetail } from '@portfolio/contracts';
import { chosenFile, findToast, withNodeFormData } from '@portfolio/ui/testing';
import { demoIncidents, renderIncidents } from '../testing/render';

// One incident's page over the demo portfolio: its evidence, the reports' documents and
// corrections, and the edit of its facts.

withNodeFormData();

const detail = (store: ReturnType<typeof demoIncidents>['store'], id: string) =>
  store.incidents.get(id) as IncidentDetail;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input takes it, in the test's zone. */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const evidenceCard = () => screen.findByRole('region', { name: /^Evidence/ });

describe('IncidentsPage incident evidence', () => {
  it('says when there is none, adds a link and uploads a file', async () => {
    const { store, companyId, titled } = demoIncidents();
    const breach = titled('Support copilot');
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const card = await evidenceCard();
    expect(await within(card).findByText('No evidence yet.')).toBeTruthy();

    await user.type(within(card).getByLabelText(/^Link/), 'https://logs.example/retrieval');
    await user.type(within(card).getByLabelText(/^Title/), 'Retrieval logs');
    await user.click(within(card).getByRole('button', { name: 'Add Link' }));
    expect((await findToast()).lines[0]).toBe('Added Retrieval logs');

    await user.click(within(card).getByRole('radio', { name: 'A file' }));
    await user.upload(
      within(card).getByLabelText(/^File/),
      chosenFile(['%PDF-1.7\n%%EOF\n'], 'screenshots.pdf', 'application/pdf'),
    );
    await user.click(within(card).getByRole('button', { name: 'Upload File' }));
    await waitFor(() => expect(within(card).getAllByTestId('evidence-row')).toHaveLength(2));
    expect(store.incidents.evidence(breach.id)).toMatchObject([
      { kind: 'file', incidentId: breach.id, file: { name: 'screenshots.pdf' } },
      { kind: 'link', url: 'https://logs.example/retrieval', title: 'Retrieval logs' },
    ]);
  });

  it("keeps a report's document: its removal is refused with the API's sentence", async () => {
    const { store, companyId, titled } = demoIncidents();
    const injection = titled('Prompt injection');
    const { user } = renderIncidents({ store, companyId, incidentId: injection.id });
    const card = await evidenceCard();
    const document = (await within(card).findByText('Breach notification as submitted')).closest(
      'li',
    ) as HTMLElement;
    expect(within(document).getByText('Report document')).toBeTruthy();
    await user.click(
      within(document).getByRole('button', { name: 'Remove Breach notification as submitted' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await findToast()).lines).toEqual(['Error', INCIDENT_MESSAGES.reportDocument]);
    expect(within(card).getAllByTestId('evidence-row')).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: 'Remove Red team write-up' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(within(card).getAllByTestId('evidence-row')).toHaveLength(1));
    expect(store.incidents.evidence(injection.id)).toMatchObject([
      { title: 'Breach notification as submitted' },
    ]);
  });
});

/** The prompt-injection incident's page with the correction dialog of its first report open. */
async function openCorrection() {
  const { store, companyId, titled } = demoIncidents();
  const injection = titled('Prompt injection');
  const [first] = detail(store, injection.id).reports;
  const { user } = renderIncidents({ store, companyId, incidentId: injection.id });
  const reports = await screen.findByRole('region', { name: 'Reports submitted' });
  await user.click(within(reports).getByRole('button', { name: /^Record a correction/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a correction' });
  return { store, injection, first, user, reports, dialog };
}

describe('IncidentsPage incident reports', () => {
  it('records a report with its document chosen from the evidence', async () => {
    const { store, companyId, titled } = demoIncidents();
    const breach = titled('Support copilot');
    const added = store.incidents.addEvidence(breach.id, {
      url: 'https://dms.example/notification-art33',
      title: 'Article 33 notification',
    });
    if ('message' in added) throw new Error(added.message);
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const reports = await screen.findByRole('region', { name: 'Reports submitted' });
    await user.click(within(reports).getByRole('button', { name: 'Record a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a report' });
    const documentField = within(dialog).getByLabelText(/^Document/);
    await within(documentField).findByRole('option', { name: 'Article 33 notification' });
    await user.selectOptions(documentField, 'Article 33 notification');
    await user.click(within(dialog).getByRole('button', { name: 'Record report' }));
    expect(await within(reports).findByText('Document: Article 33 notification')).toBeTruthy();
    expect(detail(store, breach.id).reports).toMatchObject([{ evidenceId: added.id }]);
  });

  it('records a correction of a report, which stays shown as corrected by the later one', async () => {
    const { store, injection, first, user, reports, dialog } = await openCorrection();
    expect(within(dialog).getByLabelText(/^Clock/)).toHaveProperty('disabled', true);
    expect((within(dialog).getByLabelText(/^Reference number/) as HTMLInputElement).value).toBe(
      'BlnBDI-2026-4471',
    );
    await user.clear(within(dialog).getByLabelText(/^Reference number/));
    await user.type(within(dialog).getByLabelText(/^Reference number/), 'BlnBDI-2026-4471-B');
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect(await within(reports).findByText('Corrected later')).toBeTruthy();
    expect(within(reports).getByText(/^Corrected by the report submitted/)).toBeTruthy();
    expect(within(reports).getByText(/^Corrects the report submitted/)).toBeTruthy();
    const saved = detail(store, injection.id).reports;
    expect(saved).toHaveLength(2);
    expect(saved.find((r) => r.id === first!.id)?.supersededById).toBe(
      saved.find((r) => r.id !== first!.id)?.id,
    );
    // Only the latest report of the chain can be corrected.
    expect(within(reports).getAllByRole('button', { name: /^Record a correction/ })).toHaveLength(
      1,
    );
  });

  it('says why a correction is refused when someone corrected the report first', async () => {
    const { store, injection, first, user, dialog } = await openCorrection();
    store.incidents.recordReport(injection.id, {
      clock: first!.clock,
      kind: 'complete',
      submittedAt: new Date().toISOString(),
      recipient: first!.recipient,
      supersedesId: first!.id,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect((await findToast()).lines).toEqual(['Error', INCIDENT_MESSAGES.supersededAlready]);
    expect(screen.getByRole('dialog', { name: 'Record a correction' })).toBeTruthy();
  });
});

describe('IncidentsPage incident facts', () => {
  it('edits the facts; a changed awareness moves every clock', async () => {
    const { store, companyId, titled } = demoIncidents();
    const breach = titled('Support copilot');
    const dueBefore = breach.clocks.find((c) => c.clock === 'gdpr-authority')!.dueAt!;
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const facts = await screen.findByRole('region', { name: 'Facts' });
    await user.click(within(facts).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit incident' });
    const aware = within(dialog).getByLabelText(/^Became aware at/) as HTMLInputElement;
    await user.clear(aware);
    await user.type(aware, localInput(Date.parse(breach.awareAt) - 30 * 60_000));
    await user.selectOptions(within(dialog).getByLabelText(/^Severity/), 'critical');
    await user.type(
      within(dialog).getByLabelText(/^Root cause/),
      'Tenant filter lost in migration',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit incident' })).toBeNull());
    expect(await within(facts).findByText('Critical')).toBeTruthy();
    expect(within(facts).getByText('Tenant filter lost in migration')).toBeTruthy();
    const saved = detail(store, breach.id);
    expect(saved.rootCause).toBe('Tenant filter lost in migration');
    const dueAfter = saved.clocks.find((c) => c.clock === 'gdpr-authority')!.dueAt!;
    expect(Date.parse(dueBefore) - Date.parse(dueAfter)).toBe(30 * 60_000);
  });

  it('says why an occurrence after the awareness is refused, and changes nothing', async () => {
    const { store, companyId, titled } = demoIncidents();
    const breach = titled('Support copilot');
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const facts = await screen.findByRole('region', { name: 'Facts' });
    await user.click(within(facts).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit incident' });
    await user.clear(within(dialog).getByLabelText(/^Occurred at/));
    await user.type(
      within(dialog).getByLabelText(/^Occurred at/),
      localInput(Date.parse(breach.awareAt) + 3_600_000),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await findToast()).lines).toEqual(['Error', INCIDENT_MESSAGES.awareBeforeOccurred]);
    expect(screen.getByRole('dialog', { name: 'Edit incident' })).toBeTruthy();
    expect(detail(store, breach.id).occurredAt).toBe(breach.occurredAt);
  });

  it('leaves a closed incident read-only until it is reopened', async () => {
    const { store, companyId, titled } = demoIncidents();
    const breach = titled('Support copilot');
    store.incidents.update(breach.id, { status: 'closed' });
    const { user } = renderIncidents({ store, companyId, incidentId: breach.id });
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(within(facts).getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    const card = await evidenceCard();
    expect(within(card).getByRole('button', { name: 'Add Link' })).toHaveProperty('disabled', true);
    await user.selectOptions(within(facts).getByRole('combobox', { name: 'Status' }), 'open');
    await waitFor(() =>
      expect(within(facts).getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', false),
    );
  });
});
