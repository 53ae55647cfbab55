import {
  DEMO_COMPANY_ID,
  makeCurrentUser,
  sharedDemoPortfolio,
  type ProposalBook,
} from '@portfolio/ui/testing/msw';
import { createIntakeBook, made, screened, screeningOf, type IntakeMockOptions } from './handlers';

const me = makeCurrentUser();
const basics = { department: 'Operations', businessOwner: 'Grace Lin' };

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
  /** A proposal screened no to all but the `yes` questions. */
  const add = (name: string, problemStatement: string, ...yes: string[]) =>
    made(
      book.create(DEMO_COMPANY_ID, {
        ...basics,
        name,
        problemStatement,
        screening: screened(...yes),
      }),
    );

  add('Meeting minutes summariser', 'Decisions taken in meetings are lost');
  const review = add(
    'Shift planning optimiser',
    'Rosters are built by hand each week',
    screeningOf('annex_iii'),
  );
  made(book.approve(review.id, 'Fine from the risk side'));
  const approved = add('Supplier email triage', 'Supplier emails wait days in a shared inbox');
  made(book.approve(approved.id));
  const rejected = add(
    'Office plant watering bot',
    'Plants dry out over holidays',
    screeningOf('transparency'),
  );
  made(book.reject(rejected.id, 'Facilities already has a contract for this'));
  const merged = add(
    'Ticket reply drafts',
    'Agents type the same answers again and again',
    screeningOf('transparency'),
  );
  const copilot = sharedDemoPortfolio()
    .list(DEMO_COMPANY_ID, { limit: Number.MAX_SAFE_INTEGER })
    .rows.find((project) => project.name === 'Customer Support Copilot')!;
  made(book.update(merged.id, { mergeInto: { kind: 'project', id: copilot.id } }));
  return book;
}
