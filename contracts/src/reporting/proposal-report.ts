import { fromCents, investmentCents } from '../numbers/money';
import type { Proposal } from '../intake/proposals';
import type { ReportCell, ReportColumnId, ReportDefinition } from './reports';
import { passesListFilter, passesSharedReportFilters, reportMoney } from './report-rows';
import { DAY_MS } from '../time/durations';

/**
 * Proposals as report rows: what each proposal column holds and which proposals a definition's
 * filters keep, for the in-memory run (`runReport`). The BFF's SQL for the same columns is its
 * proposal column map (`report-sql.ts`); the two agree on the worked examples of the tests.
 */

/**
 * Days from submission to decision (approval, rejection or merge), to the hundredth of a day, as
 * PostgreSQL rounds; null while the proposal is open.
 */
export function proposalDaysToDecision(p: Pick<Proposal, 'createdAt' | 'decidedAt'>) {
  if (p.decidedAt === null) return null;
  // Hundredths of a day counted whole before rounding: an exact half rounds up in both.
  return Math.round((Date.parse(p.decidedAt) - Date.parse(p.createdAt)) / (DAY_MS / 100)) / 100;
}

/** A proposal column's raw value: money as decimal strings, dates as UTC days. */
export function proposalReportValue(p: Proposal, column: ReportColumnId): ReportCell {
  switch (column) {
    case 'name':
    case 'problemStatement':
    case 'department':
    case 'businessOwner':
    case 'state':
    case 'tier':
    case 'scoringModel':
    case 'score':
      return p[column];
    case 'expectedReturn':
    case 'initialCosts':
    case 'runningCosts':
      return reportMoney(p[column]);
    case 'totalInvestment':
      return fromCents(investmentCents(p));
    case 'createdAt':
      return p.createdAt.slice(0, 10);
    case 'submittedMonth':
      return p.createdAt.slice(0, 7);
    case 'decidedAt':
      return p.decidedAt?.slice(0, 10) ?? null;
    case 'daysToDecision':
      return proposalDaysToDecision(p);
    default:
      // Not a proposal column: a definition naming it is refused before it runs.
      return null;
  }
}

/** The proposals a definition's filters keep: search, departments, states and tiers. */
export function filterReportProposals(
  proposals: readonly Proposal[],
  d: ReportDefinition,
): Proposal[] {
  const f = d.filters ?? {};
  return proposals.filter(
    (p) =>
      passesListFilter(f.state, p.state) &&
      passesListFilter(f.tier, p.tier) &&
      passesSharedReportFilters(p, f),
  );
}
