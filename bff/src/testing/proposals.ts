import {
  INTAKE_SCREENING_GROUPS,
  INTAKE_SCREENING_QUESTIONS,
  screeningAnswers,
  type ProposalCreateBody,
} from '@portfolio/contracts';

/** The first screening question of a group: a yes to it puts a proposal in that group's tier. */
export const firstOf = (group: (typeof INTAKE_SCREENING_GROUPS)[number]): string =>
  INTAKE_SCREENING_QUESTIONS.find((q) => q.group === group)!.id;

/**
 * A proposal as the form sends it with only what it requires, every screening question answered
 * no (so its tier is minimal); any field can be given.
 */
export const proposalBody = (fields: Partial<ProposalCreateBody> = {}): ProposalCreateBody => ({
  name: 'Invoice reader',
  problemStatement: 'Supplier invoices are typed into the ledger by hand',
  department: 'Finance',
  businessOwner: 'Dana Ortiz',
  screening: screeningAnswers(),
  ...fields,
});
