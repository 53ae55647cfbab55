import {
  INTAKE_SCREENING_QUESTIONS,
  routes,
  screeningAnswers,
  type AiActQuestionGroup,
  type IntakeSettingsBody,
  type Member,
  type Proposal,
} from '@portfolio/contracts';
import {
  DEMO_COMPANY_ID,
  createProposalBook,
  makeCurrentUser,
  mockRouteJson,
  proposalHandlers,
  sharedDemoPortfolio,
  type ProposalBook,
} from '@portfolio/ui/testing/msw';

/** Screening answers: every question answered, yes to the ids given (the contract's helper). */
export const screened = screeningAnswers;

/** The id of the first screening question of a group (`prohibited`, `annex_iii`, `transparency`). */
export const screeningOf = (group: AiActQuestionGroup) =>
  INTAKE_SCREENING_QUESTIONS.find((q) => q.group === group)!.id;

const me = makeCurrentUser();

export interface IntakeMockOptions {
  /** Sample proposals at the start (default true): a queue of four, one of each kind of state. */
  samples?: boolean;
  /** Settings saved before the first call (questions, model, approvers). */
  settings?: IntakeSettingsBody;
  /** Whether the demo user is an admin of the company (default true). */
  admin?: boolean;
  /** Proposals there from the start besides the samples (someone else's, for instance). */
  proposals?: Proposal[];
  /**
   * The company's members, for the approvers' picker: answered on the members route, and the
   * only users the settings take as approvers (the demo user alone unless given).
   */
  members?: Member[];
}

/**
 * A proposal book over the kit's demo portfolio (its projects are the duplicates offered, an
 * approval adds a project to it), with sample proposals made through the book itself, so their
 * tiers, scores and approvals are the contract's.
 */
export function createIntakeBook({
  samples = true,
  settings,
  admin = true,
  proposals = [],
  members,
}: IntakeMockOptions = {}): ProposalBook {
  const portfolio = sharedDemoPortfolio();
  const book = createProposalBook(
    {
      projects: (companyId) => portfolio.list(companyId, { limit: Number.MAX_SAFE_INTEGER }).rows,
      createProject: (companyId, fields) => portfolio.create(companyId, fields).id,
      memberName: (id) => {
        if (!members) return id === me.id ? `${me.firstName} ${me.lastName}` : undefined;
        const user = members.find((m) => m.user.id === id)?.user;
        return user && ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.email);
      },
      viewerIsAdmin: () => admin,
    },
    proposals,
  );
  if (settings) book.updateSettings(DEMO_COMPANY_ID, settings);
  if (samples) addSampleProposals(book);
  return book;
}

const basics = { department: 'Operations', businessOwner: `${me.firstName} ${me.lastName}` };

/** The proposal a book call made; a refusal (sample data the book's rules refuse) is thrown. */
export const made = (result: ReturnType<ProposalBook['create']>): Proposal => {
  if ('message' in result) throw new Error(result.message);
  return result;
};

function addSampleProposals(book: ProposalBook) {
  made(
    book.create(DEMO_COMPANY_ID, {
      ...basics,
      name: 'Invoice matching assistant',
      problemStatement: 'Accounts payable matches invoices to purchase orders by hand',
      expectedReturn: '180000',
      initialCosts: '40000',
      screening: screened(),
      scoringInputs: { businessValue: 13, timeCriticality: 8, riskReduction: 5, jobSize: 5 },
    }),
  );
  made(
    book.create(DEMO_COMPANY_ID, {
      ...basics,
      department: 'HR',
      name: 'CV screening ranker',
      problemStatement: 'Recruiters read every application for shortlisting',
      screening: screened(screeningOf('annex_iii')),
      scoringInputs: { businessValue: 8, timeCriticality: 3, riskReduction: 2 },
    }),
  );
  const chatbot = made(
    book.create(DEMO_COMPANY_ID, {
      ...basics,
      department: 'Customer Service',
      name: 'Returns chatbot',
      problemStatement: 'Customers wait a day for answers about returns',
      screening: screened(screeningOf('transparency')),
      scoringInputs: { businessValue: 5, timeCriticality: 5, riskReduction: 1, jobSize: 3 },
    }),
  );
  book.reject(chatbot.id, 'The support chatbot project covers returns from next quarter');
}

/** A proposal of a prohibited practice (by its screening): it is never offered Approve. */
export const addProhibitedProposal = (book: ProposalBook) =>
  made(
    book.create(DEMO_COMPANY_ID, {
      ...basics,
      name: 'Staff emotion monitor',
      problemStatement: 'Infer how call-centre staff feel from the tone of their voices',
      screening: screened(screeningOf('prohibited')),
      scoringInputs: { businessValue: 3, timeCriticality: 2, riskReduction: 1, jobSize: 8 },
    }),
  );

/** The intake API for stories and tests, over a book of the caller's choosing. */
export const intakeHandlers = (options: IntakeMockOptions | ProposalBook = {}) => {
  const book = 'list' in options ? options : createIntakeBook(options);
  const members = 'list' in options ? undefined : options.members;
  return [
    ...proposalHandlers(() => book),
    ...(members ? [mockRouteJson(routes.listMembers, members)] : []),
  ];
};

/** What `npm run dev:mock` serves for this widget: the sample queue over the demo portfolio. */
export const handlers = intakeHandlers();
