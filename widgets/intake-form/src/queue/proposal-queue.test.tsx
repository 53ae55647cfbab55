import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '@portfolio/ui/testing';
import { createIntakeBook } from '../testing/handlers';
import { named, renderQueue } from './render-queue';

const rows = () => [...document.querySelectorAll<HTMLElement>('tr[data-proposal-id]')];
/** The inputs a row shows, label → value. */
const inputsOf = (row: HTMLElement) =>
  Object.fromEntries(
    [...row.querySelectorAll('[data-criterion]')].map((input) => [
      input.querySelector('dt')!.textContent,
      input.querySelector('dd')!.textContent,
    ]),
  );
/** Where Export CSV downloads from, under the API's base URL. */
const exportPath = () => {
  const url = new URL(screen.getByText('Export CSV').closest('a')!.href);
  return `${url.pathname}${url.search}`;
};
const rowNamed = (name: string) =>
  screen.getByRole('link', { name }).closest<HTMLElement>('tr[data-proposal-id]')!;

// Cold, the first test loads the dialogs and the mocks: a busy machine takes its time.
describe('ProposalQueuePage queue', { timeout: 40_000 }, () => {
  it('ranks the proposals by score, the unscored last, each with the inputs of its score', async () => {
    renderQueue();
    await screen.findByRole('table', { name: 'Proposals' });
    expect(rows().map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Invoice matching assistant',
      'Returns chatbot',
      'CV screening ranker',
    ]);
    expect(rows().map((row) => row.querySelector('[data-score]')!.textContent)).toEqual([
      '5.2',
      '3.67',
      'Not scored',
    ]);
    const invoice = rowNamed('Invoice matching assistant');
    expect(inputsOf(invoice)).toEqual({
      'Business value': '13',
      'Time criticality': '8',
      'Risk reduction / opportunity enablement': '5',
      'Job size': '5',
    });
    const cv = rowNamed('CV screening ranker');
    expect(inputsOf(cv)).toMatchObject({ 'Business value': '8', 'Job size': 'Not given' });
    expect(within(cv).getByText('High-risk')).toBeTruthy();
    expect(within(cv).getByText('HR')).toBeTruthy();
    expect(within(rowNamed('Returns chatbot')).getByText('Rejected')).toBeTruthy();
    expect(screen.getByText(/Scored by WSJF/)).toBeTruthy();
  });

  it('filters by state, kept in the address; the CSV export holds what is shown', async () => {
    const { user, location } = renderQueue();
    await screen.findByRole('table', { name: 'Proposals' });
    expect(exportPath()).toBe(`/api/companies/${DEMO_COMPANY_ID}/proposals/export`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'rejected');
    expect(location.replaceSearch).toHaveBeenLastCalledWith('?state=rejected');
  });

  it('reads the state from the address and lists only those proposals', async () => {
    renderQueue({ search: '?state=submitted' });
    await waitFor(() =>
      expect(rows().map((row) => row.querySelector('a')!.textContent)).toEqual([
        'Invoice matching assistant',
        'CV screening ranker',
      ]),
    );
    expect(exportPath()).toBe(`/api/companies/${DEMO_COMPANY_ID}/proposals/export?state=submitted`);
  });

  it('opens a proposal from its row', async () => {
    const { user, navigate, book } = renderQueue();
    await screen.findByRole('table', { name: 'Proposals' });
    await user.click(within(rowNamed('Returns chatbot')).getByText('Customer Service'));
    expect(navigate).toHaveBeenCalledWith(`/proposals/${named(book, 'Returns chatbot').id}`);
  });

  it('says when there is none yet, and offers a new proposal', async () => {
    const { user, navigate } = renderQueue({ book: createIntakeBook({ samples: false }) });
    const empty = await screen.findByText('No proposals yet');
    const card = empty.closest('section') ?? document.body;
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'New proposal' }));
    expect(navigate).toHaveBeenCalledWith('/proposals/new');
  });
});
