import type { ComplianceStatus } from '../../portfolio/projects';
import { daysBetween } from '../../time/calendar-date';
import { formatCount } from '../../numbers/format-count';
import { citeArticles } from './articles';
import type { AiActRiskClass } from './classify';

/**
 * What follows from a project's stored obligations: which are overdue or due soon, and the EU AI
 * Act status they give the project once it has an assessment (the hand-picked status stays
 * without one).
 */

export const AI_ACT_OBLIGATION_STATUSES = [
  'todo',
  'in_progress',
  'done',
  'not_applicable',
] as const;
export type AiActObligationStatus = (typeof AI_ACT_OBLIGATION_STATUSES)[number];

export const AI_ACT_OBLIGATION_STATUS_LABELS: Record<AiActObligationStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
  not_applicable: 'Not applicable',
};

/** How many days ahead an obligation counts as due soon (`obligation-due-soon`). */
export const OBLIGATION_DUE_SOON_DAYS = 60;

/** A stored obligation as these rules read it. */
export interface AiActObligationState {
  status: AiActObligationStatus;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  article?: string;
  /** What it asks, in plain words (the risk's specifics name it). */
  title?: string;
  /** The stored obligation's id (evidence points at it). */
  id?: string;
}

const open = (obligation: AiActObligationState) =>
  obligation.status === 'todo' || obligation.status === 'in_progress';

/** Overdue: its due date is before `today` and it is neither done nor not applicable. */
export const isObligationOverdue = (obligation: AiActObligationState, today: string): boolean =>
  open(obligation) && daysBetween(obligation.dueDate, today) > 0;

/** Due soon: still open, due today or within OBLIGATION_DUE_SOON_DAYS days. */
export const isObligationDueSoon = (obligation: AiActObligationState, today: string): boolean => {
  if (!open(obligation)) return false;
  const days = daysBetween(today, obligation.dueDate);
  return days >= 0 && days <= OBLIGATION_DUE_SOON_DAYS;
};

export interface AiActStatusVerdict {
  status: ComplianceStatus;
  /** Why, in plain words. */
  reason: string;
}

const articles = (obligations: readonly AiActObligationState[]) =>
  citeArticles(obligations.flatMap((o) => (o.article ? [o.article] : [])));

/**
 * The EU AI Act status of an assessed project, from its class and its obligations, the worst
 * first: a prohibited practice or any obligation overdue → non compliant; nothing applies (no
 * obligation, or every one not applicable) → not applicable; every one that applies done →
 * compliant; otherwise (some in progress, or still to do and not yet due) → in review.
 */
export function aiActStatusOf(
  riskClass: AiActRiskClass,
  obligations: readonly AiActObligationState[],
  today: string,
): AiActStatusVerdict {
  if (riskClass === 'prohibited') {
    return {
      status: 'non_compliant',
      reason:
        'A prohibited practice (Article 5): the system must not be placed on the market, put into service or used',
    };
  }
  const overdue = obligations.filter((o) => isObligationOverdue(o, today));
  if (overdue.length > 0) {
    const which = articles(overdue);
    return {
      status: 'non_compliant',
      reason: `${formatCount(overdue.length, 'obligation')} overdue${which ? ` (${which})` : ''}`,
    };
  }
  const applying = obligations.filter((o) => o.status !== 'not_applicable');
  if (applying.length === 0) {
    return {
      status: 'not_applicable',
      reason:
        obligations.length === 0
          ? 'No obligation of the EU AI Act applies to its roles and class'
          : 'Every obligation is marked not applicable',
    };
  }
  const done = applying.filter((o) => o.status === 'done');
  if (done.length === applying.length) {
    return {
      status: 'compliant',
      reason:
        applying.length === 1
          ? 'The one obligation that applies is done'
          : `All ${formatCount(applying.length, 'obligation')} that apply are done`,
    };
  }
  const inProgress = applying.filter((o) => o.status === 'in_progress');
  if (inProgress.length > 0) {
    return {
      status: 'in_review',
      reason: `${formatCount(inProgress.length, 'obligation')} in progress, ${done.length} of ${applying.length} done`,
    };
  }
  return {
    status: 'in_review',
    reason: `${formatCount(applying.length - done.length, 'obligation')} still to do, none overdue yet`,
  };
}
