import { formatCalendarDate, daysBetween } from '../time/calendar-date';
import { formatDate } from '../time/format-date';
import { formatMonth, monthOf } from '../time/calendar-month';
import { formatMoneyFull, toCents, fromCents } from '../numbers/money';
import { plannedToDateCents } from '../value/value-figures';
import { obligationsWithExpiredEvidence } from './evidence-expiry';
import {
  isObligationDueSoon,
  isObligationOverdue,
  type AiActObligationState,
} from './ai-act/status';
import {
  deprecatingModels,
  lateDependencies,
  llmMonthlyCents,
  overdueMilestones,
  stalledReviews,
  type ComplianceField,
  type RiskContext,
  type RiskProject,
  type RiskRuleId,
} from './risk-rules';

/**
 * What in particular a rule found on a project, one line each, as the risk's card says it: the
 * obligation and its date, the person with the month and their total, the milestone, the model.
 * The rule's title and explanation are the same for every project; these lines are not. Empty
 * for a rule whose title says it all (a non-compliant live project, a missing assessment).
 */

const date = (day: string) => formatCalendarDate(day);
const FIELD_NAMES: Record<ComplianceField, string> = {
  euAiActStatus: 'EU AI Act',
  gdprStatus: 'GDPR',
  doraStatus: 'DORA',
};
const STATUS_WORDS: Record<AiActObligationState['status'], string> = {
  todo: 'to do',
  in_progress: 'in progress',
  done: 'done',
  not_applicable: 'not applicable',
};

const obligationLine = (o: AiActObligationState, verb: string) =>
  `${o.title ?? 'Obligation'}${o.article ? ` (${o.article})` : ''}: ${verb} ${date(o.dueDate)}, ${STATUS_WORDS[o.status]}`;

const money = (cents: bigint) => formatMoneyFull(fromCents(cents));

type Specifics = (project: RiskProject, context: RiskContext) => string[];

const SPECIFICS: Partial<Record<RiskRuleId, Specifics>> = {
  'incident-action-overdue': (_project, context) =>
    (context.overdueIncidentActions ?? []).map(
      (action) => `${action.incidentTitle}: ${action.title}, due ${date(action.dueOn)}`,
    ),
  'incident-report-overdue': (_project, context) =>
    (context.overdueIncidentClocks ?? []).map(
      (clock) => `${clock.incidentTitle}: ${clock.report}, due ${formatDate(clock.dueAt, 'time')}`,
    ),
  'review-stalled': (project, context) =>
    stalledReviews(project, context).map(
      (field) =>
        `${FIELD_NAMES[field]} in review since ${date(context.statusSince[field].slice(0, 10))}`,
    ),
  'roi-missing': (project) => [
    project.roi === null ? 'ROI not recorded' : `ROI ${Number(project.roi).toFixed(0)}%`,
  ],
  'llm-spend-over-running-costs': (project, context) => [
    `Models ${money(llmMonthlyCents(context))}/mo against running costs of ${money(toCents(project.runningCosts) ?? 0n)}/mo`,
  ],
  'llm-model-removed': (_project, context) =>
    context.removedModels
      .filter((m) => context.editedAt === null || Date.parse(m.at) > Date.parse(context.editedAt))
      .map((m) => `${m.name ?? 'A model'} deleted on ${date(m.at.slice(0, 10))}`),
  'target-date-passed': (project, context) =>
    project.targetDate
      ? [
          `Target date ${date(project.targetDate)}, ${daysBetween(project.targetDate, context.today)} days ago`,
        ]
      : [],
  'milestone-overdue': (_project, context) =>
    overdueMilestones(context).map((m) => `${m.name}: due ${date(m.dueDate)}`),
  'slipped-against-baseline': (project, context) =>
    project.targetDate && context.baselineTargetDate
      ? [
          `Target ${date(project.targetDate)}, baseline ${date(context.baselineTargetDate)}: ${daysBetween(context.baselineTargetDate, project.targetDate)} days later`,
        ]
      : [],
  'dependency-late': (project, context) =>
    lateDependencies(project, context).map(
      (d) => `Starts ${date(project.startDate!)}; ${d.name} ends ${date(d.targetDate!)}`,
    ),
  'over-allocated': (_project, context) =>
    context.overAllocations.map(
      (o) => `${o.personName}: ${o.percent}% in ${formatMonth(o.month, 'long')}`,
    ),
  'over-budget': (_project, context) =>
    context.budgetToDate
      ? [
          `Spent ${money(toCents(context.budgetToDate.actual) ?? 0n)} of ${money(toCents(context.budgetToDate.planned) ?? 0n)} planned to date`,
        ]
      : [],
  'obligation-overdue': (_project, context) =>
    (context.aiAct?.obligations ?? [])
      .filter((o) => isObligationOverdue(o, context.today))
      .map((o) => obligationLine(o, 'due')),
  'obligation-due-soon': (_project, context) =>
    (context.aiAct?.obligations ?? [])
      .filter((o) => isObligationDueSoon(o, context.today))
      .map((o) => obligationLine(o, 'due')),
  'evidence-expired': (_project, context) => {
    const expired = new Set(obligationsWithExpiredEvidence(context.evidence ?? [], context.today));
    const titles = new Map((context.aiAct?.obligations ?? []).map((o) => [o.id, o]));
    return [...expired].map((id) => {
      const o = titles.get(id);
      const last = (context.evidence ?? [])
        .filter((e) => e.obligationId === id && e.expiresAt)
        .map((e) => e.expiresAt!)
        .sort()
        .at(-1);
      return `${o?.title ?? 'An obligation'}${o?.article ? ` (${o.article})` : ''}: evidence expired ${last ? date(last) : ''}`.trim();
    });
  },
  'value-behind': (project, context) => [
    `Realised ${money(toCents(context.realisedBenefitToDate) ?? 0n)} of ${money(plannedToDateCents(project, monthOf(context.today)))} planned by now`,
  ],
  'model-deprecation': (_project, context) =>
    deprecatingModels(context).map((m) =>
      daysBetween(m.deprecationDate!, context.today) > 0
        ? `${m.name}: retired ${date(m.deprecationDate!)}`
        : `${m.name}: retires ${date(m.deprecationDate!)}`,
    ),
};

/** The specifics of rule `ruleId` on the project, as lines (empty when its title says it all). */
export function riskSpecifics(
  ruleId: RiskRuleId,
  project: RiskProject,
  context: RiskContext,
): string[] {
  return SPECIFICS[ruleId]?.(project, context) ?? [];
}
