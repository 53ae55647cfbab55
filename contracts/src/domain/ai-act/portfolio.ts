import type { AiActObligationState, AiActObligationStatus } from './status';
import { isObligationOverdue } from './status';

/**
 * The portfolio's view of its EU AI Act obligations: the groups the compliance page sorts them
 * into by due date, the end of the calendar quarter "this quarter" reaches to, and how ready a
 * high-risk system is (the share of its obligations that apply that are done).
 */

/** Open obligations by due date, then the closed ones (done or not applicable) apart. */
export const AI_ACT_DUE_GROUPS = ['overdue', 'this_quarter', 'later', 'closed'] as const;
export type AiActDueGroup = (typeof AI_ACT_DUE_GROUPS)[number];

export const AI_ACT_DUE_GROUP_LABELS: Record<AiActDueGroup, string> = {
  overdue: 'Overdue',
  this_quarter: 'This quarter',
  later: 'Later',
  closed: 'Done or not applicable',
};

/** The last day of the calendar quarter of `today` (`YYYY-MM-DD`, read in UTC like every date). */
export function endOfQuarter(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastMonth = Math.ceil(month / 3) * 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return `${year}-${String(lastMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

const closed = (status: AiActObligationStatus) => status === 'done' || status === 'not_applicable';

/** Where an obligation stands today: overdue, due by the end of this quarter, later, or closed. */
export function obligationDueGroup(obligation: AiActObligationState, today: string): AiActDueGroup {
  if (closed(obligation.status)) return 'closed';
  if (isObligationOverdue(obligation, today)) return 'overdue';
  return obligation.dueDate <= endOfQuarter(today) ? 'this_quarter' : 'later';
}

export interface AiActReadiness {
  /** Obligations that apply (all but the ones marked not applicable). */
  applicable: number;
  done: number;
  /** Whole percent of `applicable` done; null when none applies. */
  percent: number | null;
}

/** How far a system (or a set of them) is: done out of the obligations that apply. */
export function readinessOf(
  obligations: readonly Pick<AiActObligationState, 'status'>[],
): AiActReadiness {
  const applicable = obligations.filter((o) => o.status !== 'not_applicable').length;
  const done = obligations.filter((o) => o.status === 'done').length;
  return {
    applicable,
    done,
    percent: applicable === 0 ? null : Math.floor((done * 100) / applicable),
  };
}
