import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  INTAKE_MESSAGES,
  routeUrl,
  routes,
  type IntakeSettings,
  type IntakeSettingsBody,
} from '@portfolio/contracts';
import {
  DEMO_COMPANY_ID,
  findToast,
  makeCurrentUser,
  makeMembership,
  mockRouteError,
  mockRouteLoading,
  renderWithProviders,
  server,
  widgetProps,
} from '@portfolio/ui/testing';
import { intakeHandlers } from '../testing/handlers';
import { IntakeSettingsPage } from './intake-settings-page';
import { intakeMembers, sampleIntakeSettings } from './settings-fixtures';

function renderPage({
  settings,
  admin = true,
}: { settings?: IntakeSettingsBody; admin?: boolean } = {}) {
  const user = admin
    ? makeCurrentUser()
    : makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });
  return renderWithProviders(<IntakeSettingsPage {...widgetProps({ user })} />, {
    companyId: DEMO_COMPANY_ID,
    handlers: intakeHandlers({
      samples: false,
      members: intakeMembers(),
      ...(settings ? { settings } : {}),
    }),
  });
}

/** The settings as the GET route answers them now. */
async function readSettings(): Promise<IntakeSettings> {
  const url = routeUrl(routes.getIntakeSettings, { params: { companyId: DEMO_COMPANY_ID } });
  return (await fetch(new URL(url, window.location.href))).json() as Promise<IntakeSettings>;
}

const card = (name: string) => screen.findByRole('region', { name });
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('IntakeSettingsPage: questions', () => {
  // Typing a question and its choices in a dialog: slow on a busy machine.
  it(
    'adds a choice question with its choices; saved, the GET answers it under a key made from its wording',
    { timeout: 40_000 },
    async () => {
      const { user } = renderPage();
      const questions = await card('Intake Questions');
      expect(within(questions).getByText(/No questions of your own yet/)).toBeTruthy();

      await user.click(within(questions).getByRole('button', { name: 'Add Question' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Question' });
      await user.type(within(dialog).getByLabelText(/^Question/), 'Strategic theme');
      expect(within(dialog).getByText('Its answers are stored under the key strategicTheme.'));
      await user.selectOptions(within(dialog).getByLabelText('Kind of answer'), 'choice');
      await user.type(within(dialog).getByLabelText(/^Choices/), 'Growth{Enter}Efficiency');
      await user.click(within(dialog).getByRole('switch', { name: 'Required' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add Question' }));

      expect(within(questions).getByText('Unsaved changes')).toBeTruthy();
      expect(within(questions).getByText('Choices: Growth, Efficiency')).toBeTruthy();
      await user.click(within(questions).getByRole('button', { name: 'Save Questions' }));

      expect(await findToast()).toEqual({
        lines: ['Intake questions saved', 'The intake form asks them from now on.'],
        variant: 'default',
      });
      expect((await readSettings()).questions).toEqual([
        {
          id: 'strategicTheme',
          label: 'Strategic theme',
          kind: 'choice',
          required: true,
          choices: ['Growth', 'Efficiency'],
        },
      ]);
      await waitFor(() => expect(within(questions).queryByText('Unsaved changes')).toBeNull());
    },
  );

  it('edits a question under its old key, moves one up, removes one, and saves the new order', async () => {
    const { user } = renderPage({ settings: sampleIntakeSettings });
    const questions = await card('Intake Questions');
    await user.click(within(questions).getByRole('button', { name: 'Edit Strategic theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question' });
    expect(within(dialog).getByText('Key strategicTheme: kept when the wording changes.'));
    await user.clear(within(dialog).getByLabelText(/^Question/));
    await user.type(within(dialog).getByLabelText(/^Question/), 'Which theme does it serve?');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(
      within(questions).getByRole('button', { name: 'Move Which theme does it serve? up' }),
    );
    await user.click(
      within(questions).getByRole('button', { name: 'Remove Will customers use it directly?' }),
    );
    const list = within(questions).getByRole('list', { name: 'Intake questions' });
    expect(titlesIn(list)).toEqual(['Which theme does it serve?', 'Which data will it use?']);
    await user.click(within(questions).getByRole('button', { name: 'Save Questions' }));

    await findToast();
    const saved = (await readSettings()).questions;
    expect(saved.map((q) => [q.id, q.label])).toEqual([
      ['strategicTheme', 'Which theme does it serve?'],
      ['dataSources', 'Which data will it use?'],
    ]);
  });

  it('refuses a choice question without choices in the dialog, in the contract’s words', async () => {
    const { user } = renderPage();
    const questions = await card('Intake Questions');
    await user.click(within(questions).getByRole('button', { name: 'Add Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Question' });
    await user.type(within(dialog).getByLabelText(/^Question/), 'Region');
    await user.selectOptions(within(dialog).getByLabelText('Kind of answer'), 'choice');
    await user.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(INTAKE_MESSAGES.choicesNeeded);
  });

  it.each([INTAKE_MESSAGES.duplicateKey, INTAKE_MESSAGES.choicesNeeded])(
    'shows the server’s refusal on the card and keeps the unsaved order: %s',
    async (message) => {
      const { user } = renderPage({ settings: sampleIntakeSettings });
      const questions = await card('Intake Questions');
      await user.click(within(questions).getByRole('button', { name: 'Move Strategic theme up' }));
      server.use(mockRouteError(routes.updateIntakeSettings, 400, message));
      await user.click(within(questions).getByRole('button', { name: 'Save Questions' }));

      expect((await within(questions).findByRole('alert')).textContent).toBe(message);
      expect(within(questions).getByText('Unsaved changes')).toBeTruthy();
      const list = within(questions).getByRole('list', { name: 'Intake questions' });
      expect(titlesIn(list)[1]).toBe('Strategic theme');
    },
  );
});

describe('IntakeSettingsPage: scoring', () => {
  it('switches to a weighted model of the company’s criteria and saves them with keys from their names', async () => {
    const { user } = renderPage();
    const scoring = await card('Scoring Model');
    expect(within(scoring).getByText('Job size')).toBeTruthy();
    await user.click(within(scoring).getByRole('radio', { name: /Weighted criteria of your own/ }));
    expect(within(scoring).getByText(/no proposal gets a score/)).toBeTruthy();

    await user.click(within(scoring).getByRole('button', { name: 'Add Criterion' }));
    await user.type(within(scoring).getByLabelText('Criterion 1'), 'Strategic fit');
    await user.clear(within(scoring).getByLabelText('Weight of criterion 1'));
    await user.type(within(scoring).getByLabelText('Weight of criterion 1'), '3');
    await user.click(within(scoring).getByRole('button', { name: 'Add Criterion' }));
    await user.type(within(scoring).getByLabelText('Criterion 2'), 'Delivery risk');
    await user.click(
      within(scoring).getByRole('switch', { name: 'Lower is better for criterion 2' }),
    );
    await user.type(within(scoring).getByLabelText('Help for criterion 2'), 'How likely it slips');
    await user.click(within(scoring).getByRole('button', { name: 'Save Scoring' }));

    expect(await findToast()).toEqual({
      lines: ['Scoring model saved', 'Open proposals are scored by it from now on.'],
      variant: 'default',
    });
    const saved = await readSettings();
    expect(saved.scoringModel).toBe('weighted');
    expect(saved.criteria).toEqual([
      { id: 'strategicFit', label: 'Strategic fit', weight: 3 },
      {
        id: 'deliveryRisk',
        label: 'Delivery risk',
        help: 'How likely it slips',
        weight: 1,
        lowerIsBetter: true,
      },
    ]);
  });

  it('says what a criterion lacks and sends nothing until it is corrected', async () => {
    const { user } = renderPage();
    const scoring = await card('Scoring Model');
    await user.click(within(scoring).getByRole('radio', { name: /Weighted criteria of your own/ }));
    await user.click(within(scoring).getByRole('button', { name: 'Add Criterion' }));
    await user.clear(within(scoring).getByLabelText('Weight of criterion 1'));
    await user.click(within(scoring).getByRole('button', { name: 'Save Scoring' }));

    const alerts = within(scoring)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual([
      'Name the criterion',
      'Some criteria need a correction: see the table.',
    ]);
    expect((await readSettings()).scoringModel).toBe('wsjf');
  });
});

describe('IntakeSettingsPage: approvals', () => {
  it('saves the approval rules per tier, and says a prohibited proposal is never approved', async () => {
    const { user } = renderPage();
    const approvals = await card('Approvals');
    expect(within(approvals).getByText(/never approved/)).toBeTruthy();
    await user.selectOptions(
      within(approvals).getByLabelText('Approved by: Minimal risk'),
      'approvers',
    );
    await user.selectOptions(within(approvals).getByLabelText('Approvals needed: High-risk'), '3');
    await user.click(
      within(approvals).getByRole('switch', { name: 'Of different roles: Minimal risk' }),
    );
    await user.click(within(approvals).getByRole('button', { name: 'Save Approvals' }));

    expect(await findToast()).toEqual({
      lines: ['Approval rules saved', 'They apply to every proposal not decided yet.'],
      variant: 'default',
    });
    const rules = (await readSettings()).approvalRules;
    expect(rules.minimal).toEqual({ approvals: 1, from: 'approvers', distinctRoles: true });
    expect(rules.high).toEqual({ approvals: 3, from: 'approvers', distinctRoles: true });
    expect(rules.limited).toEqual({ approvals: 1, from: 'admins', distinctRoles: false });
  });

  it('names an approver with a role, picked among the company’s members', async () => {
    const { user } = renderPage();
    const approvers = await card('Named Approvers');
    const member = within(approvers).getByLabelText('Member');
    await waitFor(() => expect(within(member).getByRole('option', { name: /Priya Nair/ })));
    await user.click(within(approvers).getByRole('button', { name: 'Add Approver' }));
    expect(within(approvers).getByText('Choose a member of the company')).toBeTruthy();

    await user.selectOptions(member, within(member).getByRole('option', { name: /Priya Nair/ }));
    await user.click(within(approvers).getByRole('button', { name: 'Add Approver' }));
    expect(within(approvers).getByText('Say which role the approver speaks for')).toBeTruthy();
    await user.type(within(approvers).getByLabelText('Role'), 'Risk');
    await user.click(within(approvers).getByRole('button', { name: 'Add Approver' }));
    // Named once: no longer offered.
    expect(within(member).queryByRole('option', { name: /Priya Nair/ })).toBeNull();
    await user.click(within(approvers).getByRole('button', { name: 'Save Approvers' }));

    expect((await findToast()).lines[0]).toBe('Approvers saved');
    expect((await readSettings()).approvers).toEqual([
      { userId: intakeMembers()[1]!.user.id, name: 'Priya Nair', role: 'Risk' },
    ]);
    // The rules for named approvers can now be met by one person only: the card says so.
    const approvals = await card('Approvals');
    expect(within(approvals).getByRole('note').textContent).toMatch(/needs 2 named approvers/);
  });

  it('keeps one card’s unsaved changes while another card saves', async () => {
    const { user } = renderPage({ settings: sampleIntakeSettings });
    const questions = await card('Intake Questions');
    await user.click(within(questions).getByRole('button', { name: 'Move Strategic theme up' }));
    const approvals = await card('Approvals');
    await user.selectOptions(
      within(approvals).getByLabelText('Approvals needed: Limited risk'),
      '2',
    );
    await user.click(within(approvals).getByRole('button', { name: 'Save Approvals' }));
    await findToast();
    await waitFor(async () =>
      expect((await readSettings()).approvalRules.limited.approvals).toBe(2),
    );

    expect(within(questions).getByText('Unsaved changes')).toBeTruthy();
    const list = within(questions).getByRole('list', { name: 'Intake questions' });
    expect(titlesIn(list)[1]).toBe('Strategic theme');
    expect((await readSettings()).questions[1]!.id).toBe('dataSources');
  });
});

describe('IntakeSettingsPage: states', () => {
  it('shows a member the settings read-only', async () => {
    renderPage({ settings: sampleIntakeSettings, admin: false });
    const questions = await card('Intake Questions');
    expect(screen.getByRole('note').textContent).toMatch(/Only company admins can change it/);
    expect(within(questions).getByText('Strategic theme')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    const scoring = await card('Scoring Model');
    expect((within(scoring).getByLabelText('Criterion 1') as HTMLInputElement).readOnly).toBe(true);
  });

  it('shows the loading state until the settings come', async () => {
    server.use(mockRouteLoading(routes.getIntakeSettings));
    renderWithProviders(<IntakeSettingsPage {...widgetProps()} />, { companyId: DEMO_COMPANY_ID });
    expect(screen.getByRole('status', { name: 'Loading intake settings' })).toBeTruthy();
  });

  it('says the settings could not be loaded', async () => {
    server.use(mockRouteError(routes.getIntakeSettings, 500, 'The database is unavailable'));
    renderWithProviders(<IntakeSettingsPage {...widgetProps()} />, { companyId: DEMO_COMPANY_ID });
    expect(await screen.findByText('Intake settings could not be loaded')).toBeTruthy();
  });
});
