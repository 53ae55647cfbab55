import type { Proposal, ProposalCreateBody } from '@portfolio/contracts';
import {
  DEMO_COMPANY_ID,
  makeCurrentUser,
  sharedDemoPortfolio,
  type ProposalBook,
} from '@portfolio/ui/testing/msw';
import { createIntakeBook, screened, screeningOf, type IntakeMockOptions } from './handlers';

const me = makeCurrentUser();
const basics = { department: 'Operations', businessOwner: 'Grace Lin' };

const made = (result: ReturnType<ProposalBook['create']>): Proposal => {
  if ('message' in result) throw new Error(result.message);
  return result;
};

/**
 * The demo user's proposals, one in each state, made through the book's own rules: submitted;
 * in review (one of the two approvals its high tier asks for, the user being a named approver);
 * approved into a project; rejected with its reason; merged into a demo project. `proposals`
 * are there besides (someone else's).
 */
export function createMemberProposalsBook({
  proposals = [],
}: Pick<IntakeMockOptions, 'proposals'> = {}): ProposalBook {
  const book = createIntakeBook({
    samples: false,
    settings: { approvers: [{ userId: me.id, role: 'Risk' }] },
    proposals,
  });
  const add = (fields: Omit<ProposalCreateBody, 'department' | 'businessOwner'>) =>
    made(book.create(DEMO_COMPANY_ID, { ...basics, ...fields }));

  add({
    name: 'Meeting minutes summariser',
    problemStatement: 'Decisions taken in meetings are lost',
    screening: screened(),
  });
  const review = add({
    name: 'Shift planning optimiser',
    problemStatement: 'Rosters are built by hand each week',
    screening: screened(screeningOf('annex_iii')),
  });
  made(book.approve(review.id, 'Fine from the risk side'));
  const approved = add({
    name: 'Supplier email triage',
    problemStatement: 'Supplier emails wait days in a shared inbox',
    screening: screened(),
  });
  made(book.approve(approved.id));
  const rejected = add({
    name: 'Office plant watering bot',
    problemStatement: 'Plants dry out over holidays',
    screening: screened(screeningOf('transparency')),
  });
  made(book.reject(rejected.id, 'Facilities already has a contract for this'));
  const merged = add({
    name: 'Ticket reply drafts',
    problemStatement: 'Agents type the same answers again and again',
    screening: screened(screeningOf('transparency')),
  });
  const copilot = sharedDemoPortfolio()
    .list(DEMO_COMPANY_ID, { limit: Number.MAX_SAFE_INTEGER })
    .rows.find((project) => project.name === 'Customer Support Copilot')!;
  made(book.update(merged.id, { mergeInto: { kind: 'project', id: copilot.id } }));
  return book;
}
