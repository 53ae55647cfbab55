import type { Knex } from 'knex';
import { screeningAnswers, type ProposalCreateBody } from '@portfolio/contracts';
import { write } from '../../audit/unit-of-work.ts';
import { createProposal, rejectProposal } from '../../services/intake/proposals.ts';

interface DemoProposal {
  body: ProposalCreateBody;
  /** Whose it is, by e-mail. */
  by: string;
  /** Rejected by the demo company's second admin with this reason. */
  rejected?: string;
}

const DEMO_PROPOSALS: DemoProposal[] = [
  {
    by: 'daniel.okafor@example.com',
    body: {
      name: 'Supplier Invoice Matching',
      problemStatement:
        'Accounts payable matches supplier invoices to purchase orders by hand, three days a month',
      department: 'Finance',
      businessOwner: 'Daniel Okafor',
      expectedReturn: '180000',
      initialCosts: '40000',
      runningCosts: '1500',
      screening: screeningAnswers(),
      scoringInputs: { businessValue: 13, timeCriticality: 8, riskReduction: 5, jobSize: 5 },
    },
  },
  {
    by: 'sofia.rossi@example.com',
    body: {
      name: 'Interview Shortlist Ranker',
      problemStatement: 'Recruiters read every application to build the interview shortlist',
      department: 'HR',
      businessOwner: 'Sofia Rossi',
      expectedReturn: '95000',
      initialCosts: '60000',
      screening: screeningAnswers('annex3-4a-recruitment'),
      scoringInputs: { businessValue: 8, timeCriticality: 3, riskReduction: 2 },
    },
  },
  {
    by: 'daniel.okafor@example.com',
    body: {
      name: 'Returns Chatbot',
      problemStatement: 'Customers wait a day for an answer about their returns',
      department: 'Customer Service',
      businessOwner: 'Daniel Okafor',
      screening: screeningAnswers('art50-1-interaction'),
      scoringInputs: { businessValue: 5, timeCriticality: 5, riskReduction: 1, jobSize: 3 },
    },
    rejected:
      'The Order Status Chatbot answers returns from next quarter: join that project instead.',
  },
];

/**
 * The demo's intake queue, so /proposals opens on something to decide: three proposals of
 * colleagues, submitted through the intake service (tier and score computed as for any
 * submission, each in the history), one of them rejected with its reason. A company that has
 * proposals is left alone. Answers how many it added.
 */
export async function ensureProposals(
  trx: Knex.Transaction,
  companyId: string,
  userIds: ReadonlyMap<string, string>,
  deciderId: string,
): Promise<number> {
  const [{ n }] = (await trx('proposals').where({ companyId }).count({ n: '*' })) as [
    { n: string },
  ];
  if (Number(n) > 0) return 0;
  for (const { body, by, rejected } of DEMO_PROPOSALS) {
    const submitter = userIds.get(by) as string;
    const proposal = await write({ db: trx }, { type: 'user', id: submitter }, (uow) =>
      createProposal(uow, companyId, body, submitter),
    );
    if (rejected) {
      await write({ db: trx }, { type: 'user', id: deciderId }, (uow) =>
        rejectProposal(uow, proposal.id, { userId: deciderId, isAdmin: true }, rejected),
      );
    }
  }
  return DEMO_PROPOSALS.length;
}
