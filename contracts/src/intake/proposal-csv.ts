import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { proposalDaysToDecision } from '../reporting/proposal-report';
import { ProposalListQuery, type IntakeQuestion, type Proposal } from './proposals';

/**
 * The columns of the proposals' CSV export, one row per proposal: what the BFF writes (through
 * its CSV writer and its guard against formula injection) and the mocks answer. States, tiers
 * and models are their codes, as the project export writes statuses; instants are UTC ISO 8601;
 * then one column per intake question the company asks now, headed by the question.
 */

/** GET /api/companies/{companyId}/proposals/export: the list's filters, and the file's format. */
export const ProposalExportQuery = Type.StrictObject({
  ...ProposalListQuery.properties,
  format: Type.Optional(Type.StringEnum(['csv'] as const, { default: 'csv' })),
});
export type ProposalExportQuery = Static<typeof ProposalExportQuery>;

export interface ProposalCsvColumn {
  header: string;
  value: (proposal: Proposal) => string | number | null;
}

const answerText = (answer: Proposal['answers'][string] | undefined) =>
  answer === undefined ? null : typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : answer;

export const PROPOSAL_CSV_COLUMNS: readonly ProposalCsvColumn[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Problem Statement', value: (p) => p.problemStatement },
  { header: 'Department', value: (p) => p.department },
  { header: 'Business Owner', value: (p) => p.businessOwner },
  { header: 'State', value: (p) => p.state },
  { header: 'Risk Tier', value: (p) => p.tier },
  { header: 'Scoring Model', value: (p) => p.scoringModel },
  { header: 'Score', value: (p) => p.score },
  { header: 'Expected Return ($/year)', value: (p) => p.expectedReturn },
  { header: 'Initial Costs ($)', value: (p) => p.initialCosts },
  { header: 'Running Costs ($/month)', value: (p) => p.runningCosts },
  { header: 'Submitted By', value: (p) => p.submittedBy?.name ?? null },
  { header: 'Submitted At (UTC)', value: (p) => p.createdAt },
  { header: 'Decided At (UTC)', value: (p) => p.decidedAt },
  { header: 'Days to Decision', value: proposalDaysToDecision },
  {
    header: 'Approvals',
    value: (p) => p.approvals.map((a) => `${a.approver.name} (${a.role})`).join('; ') || null,
  },
  { header: 'Rejection Reason', value: (p) => p.rejectionReason },
  { header: 'Merged Into', value: (p) => p.mergedInto?.name ?? null },
  { header: 'Project ID', value: (p) => p.projectId },
];

/** The export's columns for a company asking `questions`: the fixed ones, then one per question. */
export const proposalCsvColumns = (
  questions: readonly Pick<IntakeQuestion, 'id' | 'label'>[],
): ProposalCsvColumn[] => [
  ...PROPOSAL_CSV_COLUMNS,
  ...questions.map((q) => ({
    header: q.label,
    value: (p: Proposal) => answerText(p.answers[q.id]),
  })),
];

/** `proposals-2026-12-14.csv`, dated in UTC. */
export const proposalsFileName = (now = new Date()) =>
  `proposals-${now.toISOString().slice(0, 10)}.csv`;
