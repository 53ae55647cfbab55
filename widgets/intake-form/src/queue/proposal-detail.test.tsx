import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROHIBITED_PROPOSAL_MESSAGE, type Proposal } from '@portfolio/contracts';
import { findToast } from '@portfolio/ui/testing';
import { addProhibitedProposal, createIntakeBook } from '../testing/handlers';
import { named, renderQueue } from './render-queue';

// Queries by role name the whole page's elements, slow on a busy machine: the page's parts are
// found by their text or data attributes, and roles are asked inside them.
const decision = () =>
  waitFor(() => {
    const shown = document.querySelector<HTMLElement>('[data-decision]');
    if (!shown) throw new Error('No decision is shown.');
    return shown;
  });
const score = () => document.querySelector('[data-score]')!.textContent;
const dialogNamed = (name: RegExp) => screen.findByRole('dialog', { name });
const button = (name: string) => screen.findByText(name, { selector: 'button' });

// Cold, the first test loads the dialogs and the mocks: a busy machine takes its time.
describe('ProposalQueuePage proposal', { timeout: 40_000 }, () => {
  it('opens from the queue and is approved: the decision links to the project it became', async () => {
    const { user, navigate, open, book } = renderQueue();
    await user.click(await screen.findByText('Invoice matching assistant', { selector: 'a' }));
    const invoice = named(book, 'Invoice matching assistant');
    expect(navigate).toHaveBeenCalledWith(`/proposals/${invoice.id}`);
    open(invoice.id);

    const progress = await screen.findByText('0 of 1 approval the tier asks for');
    const approvals = progress.closest('section')!;
    await user.click(screen.getByText('Approve', { selector: 'button' }));
    const dialog = await dialogNamed(/^Approve Invoice matching assistant/);
    await user.type(within(dialog).getByLabelText(/^Note/), 'Q3 budget');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect((await findToast()).lines).toEqual([
      'Approved: Invoice matching assistant is a project now',
    ]);
    const approved = book.get(invoice.id) as Proposal;
    expect(approved).toMatchObject({ state: 'approved', projectId: expect.any(String) });
    const link = within(await decision()).getByRole('link', { name: /Open the project/ });
    expect(link.getAttribute('href')).toBe(`/projects/${approved.projectId}`);
    expect(within(approvals).getByText('Q3 budget')).toBeTruthy();
    expect(screen.queryByText('Approve', { selector: 'button' })).toBeNull();
    expect(screen.getByText('All proposals').getAttribute('href')).toBe('/proposals');
  });

  it('asks for the reason of a rejection, and shows it once rejected', async () => {
    const book = createIntakeBook();
    const cv = named(book, 'CV screening ranker');
    const { user } = renderQueue({ book, proposalId: cv.id });
    await user.click(await button('Reject'));
    const dialog = await dialogNamed(/^Reject CV screening ranker/);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Say why the proposal is rejected: the submitter reads it'),
    ).toBeTruthy();
    expect(book.get(cv.id)).toMatchObject({ state: 'submitted' });

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Covered by the ATS vendor roadmap');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(await decision()).getByText('Covered by the ATS vendor roadmap')).toBeTruthy();
    expect(book.get(cv.id)).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Covered by the ATS vendor roadmap',
    });
    expect(screen.queryByText('Reject', { selector: 'button' })).toBeNull();
  });

  it('merges into a similar project, offered by name and problem statement', async () => {
    const book = createIntakeBook();
    const cv = named(book, 'CV screening ranker');
    const { user } = renderQueue({ book, proposalId: cv.id });
    await user.click(await button('Merge into…'));
    const dialog = await dialogNamed(/^Merge CV screening ranker into/);
    const choice = await within(dialog).findByRole('radio', { name: /Resume Screening Assistant/ });
    expect(within(dialog).getByText(/Project · Planning · \d+% alike/)).toBeTruthy();
    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    const merged = await decision();
    const target = within(merged).getByRole('link', { name: 'Resume Screening Assistant' });
    const saved = book.get(cv.id) as Proposal;
    expect(saved).toMatchObject({ state: 'merged', mergedInto: { kind: 'project' } });
    expect(target.getAttribute('href')).toBe(`/projects/${saved.mergedInto!.id}`);
  });

  it('does not offer to approve a prohibited proposal, and says why in the rule of the API', async () => {
    const book = createIntakeBook({ samples: false });
    const created = addProhibitedProposal(book);
    expect(created.tier).toBe('prohibited');
    renderQueue({ book, proposalId: created.id });
    expect(await screen.findByText(PROHIBITED_PROPOSAL_MESSAGE)).toBeTruthy();
    expect(screen.getAllByText('Prohibited', { selector: '[data-tier]' })).not.toHaveLength(0);
    expect(screen.queryByText('Approve', { selector: 'button' })).toBeNull();
    expect(screen.getByText('Reject', { selector: 'button' })).toBeTruthy();
  });

  it("shows the API's refusal of an approval in its words, and leaves the proposal as it was", async () => {
    const book = createIntakeBook({ admin: false });
    const invoice = named(book, 'Invoice matching assistant');
    const { user } = renderQueue({ book, proposalId: invoice.id });
    await user.click(await button('Approve'));
    const dialog = await dialogNamed(/^Approve Invoice matching assistant/);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only an admin of the company can approve a proposal of this tier.',
    );
    expect(book.get(invoice.id)).toMatchObject({ state: 'submitted', approvals: [] });
  });

  it('scores the proposal again when a reviewer gives the input it lacked', async () => {
    const book = createIntakeBook();
    const cv = named(book, 'CV screening ranker');
    const { user } = renderQueue({ book, proposalId: cv.id });
    const form = (await screen.findByText('Save score inputs')).closest('form')!;
    expect(score()).toBe('Not scored');
    expect(screen.getByText('Waiting for: Job size')).toBeTruthy();

    const jobSize = within(form).getByLabelText(/^Job size/);
    await user.type(jobSize, '40');
    await user.click(within(form).getByRole('button', { name: 'Save score inputs' }));
    expect(await within(form).findByText('Between 1 and 20')).toBeTruthy();

    await user.clear(jobSize);
    await user.type(jobSize, '5');
    expect(within(form).getByText('With these inputs the score is 2.6.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save score inputs' }));
    await waitFor(() => expect(score()).toBe('2.6'));
    expect(book.get(cv.id)).toMatchObject({
      score: 2.6,
      scoringInputs: { businessValue: 8, timeCriticality: 3, riskReduction: 2, jobSize: 5 },
    });

    // The History card reads the change again: the new score and the input given, in its words.
    const history = await waitFor(() => {
      const list = document.querySelector<HTMLElement>('[aria-label="Proposal history"]');
      if (!list) throw new Error('No history is shown.');
      return list;
    });
    const change = await within(history).findByText('Score: set to 2.6');
    const entry = change.closest('ul')!.closest('li')!;
    expect(entry.textContent).toMatch(/^Maya Chen updated Proposal “CV screening ranker”/);
    expect(within(entry).getByText(/^Scoring inputs: /).textContent).toBe(
      'Scoring inputs: Business value 8, Time criticality 3, Risk reduction / opportunity enablement 2 → Business value 8, Time criticality 3, Risk reduction / opportunity enablement 2, Job size 5',
    );
    // Below it, the submission.
    expect(history.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(history.lastElementChild!.textContent).toMatch(/^Maya Chen submitted/);
  });

  it('shows a decided proposal as it ended, without the actions', async () => {
    const book = createIntakeBook();
    const chatbot = named(book, 'Returns chatbot');
    renderQueue({ book, proposalId: chatbot.id });
    expect(
      within(await decision()).getByText(
        'The support chatbot project covers returns from next quarter',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Reject', { selector: 'button' })).toBeNull();
    expect(screen.queryByText('Save score inputs')).toBeNull();
  });

  it('says when the proposal is not found', async () => {
    renderQueue({ proposalId: '1c1d0000-0000-4000-8000-0000000009ff' });
    expect(await screen.findByText('The proposal could not be loaded')).toBeTruthy();
    expect(screen.getByText('Proposal not found')).toBeTruthy();
  });
});
