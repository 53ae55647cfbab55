import type {
  AiActHighRiskSystem,
  AiActPortfolioCompliance,
  AiActPortfolioObligation,
} from '../ai-act-portfolio';
import type { Tone } from '../../portfolio/status';
import { AI_ACT_RISK_CLASSES, AI_ACT_RISK_CLASS_LABELS, type AiActRiskClass } from './classify';
import type { AiActObligationState, AiActObligationStatus } from './status';
import { isObligationOverdue } from './status';

/**
 * The portfolio's view of its EU AI Act obligations: the groups the compliance page sorts them
 * into by due date, the end of the calendar quarter "this quarter" reaches to, and how ready a
 * high-risk system is (the share of its obligations that apply that are done).
 */

/** A class's colour wherever it is shown as a badge: the worse, the warmer. */
export const AI_ACT_RISK_CLASS_TONES: Record<AiActRiskClass, Tone> = {
  prohibited: 'red',
  high_risk: 'amber',
  limited: 'blue',
  minimal: 'green',
};

/** A class as a badge says it, e.g. "High-risk"; "Not assessed" without one. */
export const aiActClassLabel = (riskClass: AiActRiskClass | null | undefined) =>
  riskClass ? AI_ACT_RISK_CLASS_LABELS[riskClass] : 'Not assessed';

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

/** What the portfolio's counts read of an obligation. */
export type AiActCountedObligation = Pick<
  AiActPortfolioObligation,
  'projectId' | 'project' | 'riskClass' | 'status' | 'dueDate' | 'overdue'
>;

/**
 * The portfolio's EU AI Act figures from how many live projects each class has (null: not
 * assessed) and their obligations: one computation for the BFF and the mock portfolio alike.
 */
export function aiActPortfolioCompliance(
  classCounts: ReadonlyArray<readonly [riskClass: AiActRiskClass | null, count: number]>,
  obligations: readonly AiActCountedObligation[],
  today: string,
): AiActPortfolioCompliance {
  const byClass = Object.fromEntries(AI_ACT_RISK_CLASSES.map((c) => [c, 0])) as Record<
    AiActRiskClass,
    number
  >;
  let live = 0;
  for (const [riskClass, count] of classCounts) {
    live += count;
    if (riskClass) byClass[riskClass] += count;
  }

  const highRisk = obligations.filter((o) => o.riskClass === 'high_risk');
  const byProject = new Map<string, AiActCountedObligation[]>();
  for (const o of highRisk) byProject.set(o.projectId, [...(byProject.get(o.projectId) ?? []), o]);
  const systems: AiActHighRiskSystem[] = [...byProject.values()].map((list) => {
    const { applicable, done, percent } = readinessOf(list);
    return {
      project: list[0]!.project,
      applicable,
      done,
      overdue: list.filter((o) => o.overdue).length,
      readiness: percent,
    };
  });
  // Least ready first; a system with nothing that applies last.
  systems.sort(
    (a, b) =>
      (a.readiness ?? 101) - (b.readiness ?? 101) || a.project.name.localeCompare(b.project.name),
  );

  return {
    today,
    quarterEnd: endOfQuarter(today),
    projects: {
      live,
      assessed: AI_ACT_RISK_CLASSES.reduce((sum, c) => sum + byClass[c], 0),
      byClass,
    },
    obligations: {
      total: obligations.length,
      done: obligations.filter((o) => o.status === 'done').length,
      notApplicable: obligations.filter((o) => o.status === 'not_applicable').length,
      overdue: obligations.filter((o) => isObligationOverdue(o, today)).length,
      dueThisQuarter: obligations.filter((o) => obligationDueGroup(o, today) === 'this_quarter')
        .length,
    },
    highRisk: { count: byClass.high_risk, readiness: readinessOf(highRisk).percent, systems },
  };
}
