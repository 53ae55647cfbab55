import { vi } from 'vitest';
import type { ProposalBook } from '@portfolio/ui/testing/msw';
import { DEMO_COMPANY_ID, renderWithProviders, widgetProps } from '@portfolio/ui/testing';
import { createIntakeBook, intakeHandlers } from '../testing/handlers';
import { ProposalQueuePage } from './proposal-queue-page';

/**
 * The queue as the shell mounts it, for the demo user (an admin unless the book says otherwise)
 * over `book`; `open(id)` then shows a proposal as the shell does after `navigate`.
 */
export function renderQueue({
  book = createIntakeBook(),
  proposalId,
  search = '',
}: { book?: ProposalBook; proposalId?: string; search?: string } = {}) {
  const location = {
    search,
    replaceSearch: vi.fn((next: string) => {
      location.search = next;
    }),
  };
  const props = { ...widgetProps({ companyId: DEMO_COMPANY_ID }), location };
  const result = renderWithProviders(<ProposalQueuePage {...props} proposalId={proposalId} />, {
    companyId: DEMO_COMPANY_ID,
    handlers: intakeHandlers(book),
  });
  return {
    ...result,
    book,
    location,
    navigate: props.navigate,
    open: (id: string) => result.rerender(<ProposalQueuePage {...props} proposalId={id} />),
  };
}

/** A proposal of the book by its name. */
export const named = (book: ProposalBook, name: string) =>
  book.list(DEMO_COMPANY_ID).find((p) => p.name === name)!;
