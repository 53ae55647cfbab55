import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes, type IntakeSettingsBody } from '@portfolio/contracts';
import {
  DEMO_COMPANY_ID,
  mockRouteError,
  renderWithProviders,
  sharedDemoPortfolio,
  widgetProps,
} from '@portfolio/ui/testing';
import type { ProposalBook } from '@portfolio/ui/testing/msw';
import { createIntakeBook, intakeHandlers, screened } from '../testing/handlers';
import { createMemberProposalsBook } from '../testing/member-proposals';
import { IntakeFormPage } from './intake-form-page';

// Role queries walk the whole form of some fifty controls: text and label queries are used
// where they find the same element.
function renderPage({
  book = createIntakeBook({ samples: false }),
  failing = [],
}: { book?: ProposalBook; failing?: ReturnType<typeof mockRouteError>[] } = {}) {
  const props = widgetProps();
  const result = renderWithProviders(<IntakeFormPage {...props} />, {
    companyId: DEMO_COMPANY_ID,
    handlers: [...failing, ...intakeHandlers(book)],
  });
  const { user } = result;
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  /** Types a value at once: key by key is slow in jsdom. */
  const put = async (label: RegExp, value: string) => {
    await user.click(field(label));
    await user.paste(value);
  };
  const fillBasics = async (name: string, problem: string) => {
    await put(/^Project Name/, name);
    await put(/^Problem Statement/, problem);
    await user.selectOptions(field(/^Department/), 'Operations');
    await put(/^Business Owner/, 'Dana Fox');
  };
  /** "None of these apply" in every screening group: a minimal tier. */
  const screenAllNo = async () => {
    for (const button of screen.getAllByText('None of these apply')) await user.click(button);
  };
  const submitButton = () => screen.getByText(/^Submit/, { selector: 'button[type="submit"]' });
  return { ...result, props, book, put, fillBasics, screenAllNo, submitButton };
}

/** The list of that name, once it shows. */
const listNamed = (name: string) =>
  waitFor(() => {
    const list = document.querySelector<HTMLElement>(`ul[aria-label="${name}"]`);
    expect(list).toBeTruthy();
    return list!;
  });
const yourProposals = () => listNamed('Your proposals');
const preview = () => screen.getByLabelText('Risk tier preview');
/** The confirmation once a proposal is in. */
const notice = async () =>
  (await screen.findByText('Proposal submitted:', { exact: false })).closest<HTMLElement>(
    '[role="status"]',
  )!;

describe('IntakeFormPage', () => {
  // A form of some fifty controls, filled through user-event: slow on a busy machine.
  it(
    'submits a proposal, says its tier and state, clears the form and lists it under Your proposals',
    { timeout: 40_000 },
    async () => {
      const { user, fillBasics, screenAllNo, submitButton, book } = renderPage();
      expect(
        await screen.findByText('Ideas you propose show here, with where they stand.'),
      ).toBeTruthy();
      await fillBasics('Meeting minutes summariser', 'Decisions taken in meetings are lost');
      await screenAllNo();
      expect(within(preview()).getByText('Minimal risk')).toBeTruthy();

      await user.click(submitButton());

      const submitted = await notice();
      expect(within(submitted).getByText('Submitted')).toBeTruthy();
      expect(within(submitted).getByText('Minimal risk')).toBeTruthy();
      const list = await yourProposals();
      const row = within(list).getByText('Meeting minutes summariser').closest('li')!;
      expect(within(row).getByText('Minimal risk')).toBeTruthy();
      expect(within(row).getByText('Submitted')).toBeTruthy();
      expect(book.list(DEMO_COMPANY_ID)[0]).toMatchObject({
        name: 'Meeting minutes summariser',
        department: 'Operations',
        businessOwner: 'Dana Fox',
        screening: screened(),
        tier: 'minimal',
      });
      expect((screen.getByLabelText(/^Project Name/) as HTMLInputElement).value).toBe('');
      expect(screen.getAllByText('None of these apply')).toHaveLength(3);
    },
  );

  it('previews a high-risk tier, with its Annex III point, once an Annex III use is answered yes', async () => {
    const { user } = renderPage();
    expect(within(preview()).getByText('Not screened yet')).toBeTruthy();
    const recruitment = screen.getByRole('radiogroup', { name: /recruit or select people/ });
    await user.click(within(recruitment).getByRole('radio', { name: 'Yes' }));
    expect(within(preview()).getByText('High-risk')).toBeTruthy();
    expect(within(preview()).getByText(/Annex III point 4\(a\)/)).toBeTruthy();
  });

  it(
    'marks a required company question left empty and sends nothing',
    { timeout: 40_000 },
    async () => {
      const settings: IntakeSettingsBody = {
        questions: [
          { id: 'budgetHolder', label: 'Who holds the budget?', kind: 'text', required: true },
          { id: 'piloted', label: 'Has it been piloted?', kind: 'yes_no', required: false },
        ],
      };
      const book = createIntakeBook({ samples: false, settings });
      const { user, fillBasics, screenAllNo, submitButton } = renderPage({ book });
      const question = await screen.findByLabelText(/^Who holds the budget\?/);
      expect(screen.getByRole('radiogroup', { name: 'Has it been piloted?' })).toBeTruthy();
      await fillBasics('Meeting minutes summariser', 'Decisions taken in meetings are lost');
      await screenAllNo();

      await user.click(submitButton());

      const message = await screen.findByText(
        'Answer the required questions: Who holds the budget?',
      );
      expect(question.getAttribute('aria-invalid')).toBe('true');
      expect(question.getAttribute('aria-describedby')).toBe(message.id);
      await waitFor(() => expect(document.activeElement).toBe(question));
      expect(book.list(DEMO_COMPANY_ID)).toEqual([]);
    },
  );

  it('offers a demo project like the name being typed, to join instead', async () => {
    const { put, props, user } = renderPage();
    await put(/^Project Name/, 'Resume screening assistant');
    const similar = await listNamed('Similar projects and proposals');
    const join = within(similar).getByRole('link', {
      name: 'Join this one instead: Resume Screening Assistant',
    });
    const project = sharedDemoPortfolio()
      .list(DEMO_COMPANY_ID)
      .rows.find((p) => p.name === 'Resume Screening Assistant')!;
    expect(join.getAttribute('href')).toBe(`/projects/${project.id}`);
    await user.click(join);
    expect(props.navigate).toHaveBeenCalledWith(`/projects/${project.id}`);
  });

  it(
    'holds a submit whose text finds duplicates not offered yet, then sends it anyway',
    { timeout: 40_000 },
    async () => {
      const { user, fillBasics, screenAllNo, submitButton, book } = renderPage();
      await screenAllNo();
      await fillBasics('Meeting minutes summariser', 'Decisions taken in meetings are lost');
      // Renamed and sent at once: no pause in typing has looked the new name up yet.
      fireEvent.change(screen.getByLabelText(/^Project Name/), {
        target: { value: 'Resume screening assistant' },
      });
      fireEvent.click(submitButton());
      expect(await screen.findByText('Submit anyway')).toBeTruthy();
      expect(screen.getByText(/Join one of them instead, or submit yours anyway/)).toBeTruthy();
      expect(book.list(DEMO_COMPANY_ID)).toEqual([]);
      await user.click(submitButton());
      await notice();
      expect(book.list(DEMO_COMPANY_ID).map((p) => p.name)).toEqual(['Resume screening assistant']);
    },
  );

  it('lists only my proposals, with why one was rejected, its project, what it merged into', async () => {
    const colleague = { id: crypto.randomUUID(), name: 'Sam Otto' };
    const template = createMemberProposalsBook().list(DEMO_COMPANY_ID)[0]!;
    const book = createMemberProposalsBook({
      proposals: [
        {
          ...template,
          id: crypto.randomUUID(),
          name: 'A colleague’s idea',
          submittedBy: colleague,
        },
      ],
    });
    const { props, user } = renderPage({ book });
    const list = await yourProposals();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(list).queryByText('A colleague’s idea')).toBeNull();

    const row = (name: string) => within(list).getByText(name).closest('li')!;
    expect(
      within(row('Office plant watering bot')).getByText(
        'Why it was rejected: Facilities already has a contract for this',
      ),
    ).toBeTruthy();
    expect(within(row('Shift planning optimiser')).getByText('In review')).toBeTruthy();
    expect(within(row('Shift planning optimiser')).getByText('High-risk')).toBeTruthy();
    const approved = book.list(DEMO_COMPANY_ID).find((p) => p.name === 'Supplier email triage')!;
    await user.click(within(row('Supplier email triage')).getByRole('link', { name: /project/ }));
    expect(props.navigate).toHaveBeenCalledWith(`/projects/${approved.projectId}`);
    expect(
      within(row('Ticket reply drafts')).getByRole('link', { name: 'Customer Support Copilot' }),
    ).toBeTruthy();
  });

  it('shows the server’s refusal and keeps what was typed', { timeout: 40_000 }, async () => {
    const { user, fillBasics, screenAllNo, submitButton } = renderPage({
      failing: [mockRouteError(routes.createProposal, 409, 'Proposals are closed this week')],
    });
    await fillBasics('Meeting minutes summariser', 'Decisions taken in meetings are lost');
    await screenAllNo();
    await user.click(submitButton());
    const alert = (await screen.findByText('Proposals are closed this week')).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toContain('Your proposal could not be submitted');
    expect(alert.textContent).toContain('Proposals are closed this week');
    expect((screen.getByLabelText(/^Project Name/) as HTMLInputElement).value).toBe(
      'Meeting minutes summariser',
    );
  });
});
