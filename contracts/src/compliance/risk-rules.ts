import { FULL_ALLOCATION_PERCENT } from '../plan/capacity';
import { PROJECT_FIELD_LABELS } from '../history';
import type { Project } from '../portfolio/projects';
import { daysBetween } from '../time/calendar-date';
import { isOverBudget, OVER_BUDGET_TOLERANCE_PERCENT } from '../plan/budget-figures';
import { toCents, type Amount } from '../numbers/money';
import { slipDays } from '../plan/schedule-slip';
import type { AiActRiskClass } from './ai-act/classify';
import {
  isObligationDueSoon,
  isObligationOverdue,
  OBLIGATION_DUE_SOON_DAYS,
  type AiActObligationState,
} from './ai-act/status';
import { isValueBehind, VALUE_BEHIND_AFTER_MONTHS } from '../value/value-figures';
import { obligationsWithExpiredEvidence, type EvidenceExpiryState } from './evidence-expiry';
import { severityRank, type RiskSeverity } from '../portfolio/status';
import { projectIncidentsPath } from '../incidents/incident-paths';
import { DAY_MS } from '../time/durations';
import { isOneOf } from '../one-of';
// A risk's states and severities live with the other statuses (`portfolio/status.ts`), so the
// history can word them too.

/**
 * The one registry of risk rules. Each rule is a pure function over a project and its context
 * (what the project's history and links say), with the words a person reads: a one-line title,
 * why it matters, how to fix it, and the project field that fixes it. The BFF evaluates every
 * rule after each change of a project and nightly; a risk opens while its rule holds and
 * resolves itself once it stops holding.
 */

export const COMPLIANCE_FIELDS = ['euAiActStatus', 'gdprStatus', 'doraStatus'] as const;
export type ComplianceField = (typeof COMPLIANCE_FIELDS)[number];

/** How long a compliance status may stay in review before the review counts as stalled. */
export const REVIEW_STALLED_DAYS = 30;
/** How close a linked model's deprecation date may come before `model-deprecation` holds. */
export const MODEL_DEPRECATION_WARNING_DAYS = 90;
/** How many days later than its baseline a target date may move before it counts as slipped. */
export const BASELINE_SLIP_TOLERANCE_DAYS = 14;

/** The cards of the project page a risk can be fixed on (the rest are fields of its form). */
export const RISK_FIX_CARDS = [
  'llmModels',
  'milestones',
  'team',
  'budget',
  'value',
  'aiAct',
  'incidents',
] as const;
export type RiskFixCard = (typeof RISK_FIX_CARDS)[number];

/**
 * Where a risk is fixed: a field of the project form, or a card of the project page (its LLM
 * models, its milestones, its team, its budget, its value, its EU AI Act card). The project page
 * opens its edit dialog on the field (or scrolls to the card).
 */
export type RiskFixField = keyof typeof PROJECT_FIELD_LABELS | RiskFixCard;

export const RISK_FIX_FIELD_LABELS: Record<RiskFixField, string> = {
  ...PROJECT_FIELD_LABELS,
  llmModels: 'LLM Models',
  milestones: 'Milestones',
  team: 'Team',
  budget: 'Budget',
  aiAct: 'EU AI Act',
  value: 'Value',
  incidents: 'Incidents',
};

/** Fixes made on a page of their own rather than on the project page: their address. */
const FIX_PAGES: Partial<Record<RiskFixField, (projectId: string) => string>> = {
  incidents: projectIncidentsPath,
};

/**
 * Where a risk of the project is fixed: the project page with its edit dialog open on the field
 * or scrolled to the card (`?fix=`), or the page the fix lives on (the project's incidents).
 */
export const riskFixPath = (projectId: string, field: RiskFixField): string =>
  FIX_PAGES[field]?.(projectId) ?? `/projects/${projectId}?fix=${field}`;

/** Whether a risk's fix is a card of the project page rather than a field of its form. */
export const isRiskFixCard = (field: string): field is RiskFixCard =>
  isOneOf(RISK_FIX_CARDS, field);

/** The project as the rules read it. */
export type RiskProject = Pick<
  Project,
  | 'status'
  | 'euAiActStatus'
  | 'gdprStatus'
  | 'doraStatus'
  | 'roi'
  | 'runningCosts'
  | 'expectedReturn'
  | 'startDate'
  | 'targetDate'
>;

/** A model the project used that was deleted from the company's registry. */
export interface RemovedModel {
  /** The model's name when it was deleted. */
  name: string | null;
  /** When it was deleted (ISO 8601). */
  at: string;
}

/** A person the project allocates in a month in which their allocations add up to over 100%. */
export interface OverAllocation {
  personName: string;
  /** `YYYY-MM`: the month of the evaluation or a later one. */
  month: string;
  /** Their total that month, over every project. */
  percent: number;
}

/** What the rules know of a project besides its fields (the BFF reads it from the database). */
export interface RiskContext {
  /** The time of the evaluation (ISO 8601). */
  now: string;
  /**
   * The calendar date the date rules are evaluated on (`YYYY-MM-DD`, the UTC day of `now`, see
   * `calendarDateOf`): a date is passed once it is before this day.
   */
  today: string;
  /** The project's milestones. */
  milestones: ReadonlyArray<{ name: string; dueDate: string; done: boolean }>;
  /** The target date of the project's baseline; null without a baseline or a target in it. */
  baselineTargetDate: string | null;
  /**
   * The projects it depends on (finish-to-start) that are still to finish: live and not
   * completed, with their target dates.
   */
  dependsOn: ReadonlyArray<{ name: string; targetDate: string | null }>;
  /** Since when each compliance status has held its current value (ISO 8601), from the history. */
  statusSince: Record<ComplianceField, string>;
  /** The monthly cost of each of the project's LLM model links (null: not given). */
  llmMonthlyCosts: readonly Amount[];
  /** Models it used that were deleted from the registry, any time. */
  removedModels: readonly RemovedModel[];
  /**
   * When a person last changed the project or its models (not counting links that went with
   * a model deleted from the registry); null when the history holds no such change.
   */
  editedAt: string | null;
  /**
   * The people it allocates who are over-allocated in a month (this month or later): the risk
   * shows on every project that allocates them that month, as each of them can give time back.
   */
  overAllocations: readonly OverAllocation[];
  /**
   * Planned and actual spend to date (the current month included), as decimal strings; absent
   * where the caller does not read the budget.
   */
  budgetToDate?: { planned: Amount; actual: Amount };
  /**
   * When spend, the plan or the realised benefit of the project last changed (null or absent:
   * never).
   */
  budgetEditedAt?: string | null;
  /** The project's LLM models with their deprecation dates; absent where not read. */
  llmModels?: ReadonlyArray<{ name: string; deprecationDate: string | null }>;
  /** When a person last changed the deprecation date of one of its LLM models (null: never). */
  modelDatesEditedAt?: string | null;
  /** Its DORA record says it supports a critical or important function. */
  supportsCriticalFunction?: boolean;
  /** It is high-risk under the EU AI Act (its assessment's class). */
  aiActHighRisk?: boolean;
  /**
   * The realised benefit to date (the current month included), as a decimal string; absent
   * where the caller does not read it (the rule then stays quiet).
   */
  realisedBenefitToDate?: Amount;
  /**
   * The project's EU AI Act assessment and its stored obligations; null without an assessment,
   * absent where the caller does not read it (the assessment rules then hold for nothing).
   */
  aiAct?: AiActRiskContext | null;
  /**
   * The evidence on the project's EU AI Act obligations, with its expiry; absent where the
   * caller does not read it (the evidence rule then holds for nothing).
   */
  evidence?: readonly EvidenceExpiryState[];
  /**
   * The reporting clocks of the project's incidents that are past their deadline with no report
   * (`contracts/src/incidents`); absent where the caller does not read them.
   */
  overdueIncidentClocks?: readonly OverdueIncidentClock[];
  /**
   * The corrective actions of the project's incidents (not closed) that are not done and whose
   * due day has passed; absent where the caller does not read them.
   */
  overdueIncidentActions?: ReadonlyArray<{ incidentTitle: string; title: string; dueOn: string }>;
}

/** A reporting clock of an incident past its deadline, as the risk names it. */
export interface OverdueIncidentClock {
  incidentTitle: string;
  /** The article and what it asks: "Article 23(4)(a): Send the early warning". */
  report: string;
  /** ISO 8601, UTC. */
  dueAt: string;
}

/** What the rules read of a project's EU AI Act assessment. */
export interface AiActRiskContext {
  riskClass: AiActRiskClass;
  /** The problem statement or jobs to be done changed after the assessment. */
  needsReview: boolean;
  obligations: readonly AiActObligationState[];
}

export interface RiskRuleDefinition {
  severity: RiskSeverity;
  /** One line, as a list shows it. */
  title: string;
  /** Why it matters. */
  explanation: string;
  /** What to do about it. */
  fix: string;
  field: RiskFixField;
  holds(project: RiskProject, context: RiskContext): boolean;
  /**
   * A rule whose severity depends on the project: the severity it opens (or is raised to) with;
   * `severity` is then the worst it can be.
   */
  severityOf?(project: RiskProject, context: RiskContext): RiskSeverity;
}

const time = (iso: string) => Date.parse(iso);

/** Compliance fields in review for more than REVIEW_STALLED_DAYS days. */
export function stalledReviews(project: RiskProject, context: RiskContext): ComplianceField[] {
  const limit = time(context.now) - REVIEW_STALLED_DAYS * DAY_MS;
  return COMPLIANCE_FIELDS.filter(
    (field) => project[field] === 'in_review' && time(context.statusSince[field]) < limit,
  );
}

/** The sum of the monthly costs given for the project's LLM models, in cents. */
export const llmMonthlyCents = (context: Pick<RiskContext, 'llmMonthlyCosts'>): bigint =>
  context.llmMonthlyCosts.reduce<bigint>((sum, cost) => sum + (toCents(cost) ?? 0n), 0n);

/** The date rules leave a completed project alone: its schedule is over. */
const scheduled = (project: RiskProject) => project.status !== 'completed';

/** Milestones not done whose due date is before today. */
export const overdueMilestones = (context: Pick<RiskContext, 'milestones' | 'today'>) =>
  context.milestones.filter((m) => !m.done && daysBetween(m.dueDate, context.today) > 0);

/** The projects it depends on that end after it starts. */
export const lateDependencies = (
  project: Pick<RiskProject, 'startDate'>,
  context: Pick<RiskContext, 'dependsOn'>,
) =>
  project.startDate
    ? context.dependsOn.filter(
        (d) => d.targetDate !== null && daysBetween(project.startDate!, d.targetDate) > 0,
      )
    : [];

/** Linked models whose deprecation date is at most MODEL_DEPRECATION_WARNING_DAYS away, or passed. */
export const deprecatingModels = (context: Pick<RiskContext, 'llmModels' | 'today'>) =>
  (context.llmModels ?? []).filter(
    (m) =>
      m.deprecationDate !== null &&
      daysBetween(context.today, m.deprecationDate) <= MODEL_DEPRECATION_WARNING_DAYS,
  );

/** Whether any of the project's EU AI Act obligations is so today (none when it was not read). */
const anyObligation =
  (is: typeof isObligationOverdue): RiskRuleDefinition['holds'] =>
  (_project, context) =>
    context.aiAct?.obligations.some((o) => is(o, context.today)) ?? false;

export const RISK_RULES = {
  'active-non-compliant': {
    severity: 'high',
    title: 'Active while non-compliant with the EU AI Act',
    explanation:
      'The project is live while its EU AI Act status is Non-Compliant: it may be running an AI system the Act does not allow.',
    fix: 'Bring the project into compliance and record its EU AI Act status, or put the project on hold until it is.',
    field: 'euAiActStatus',
    holds: (project) => project.status === 'active' && project.euAiActStatus === 'non_compliant',
  },
  'review-stalled': {
    severity: 'medium',
    title: 'Compliance review stalled',
    explanation: `A compliance status (EU AI Act, GDPR or DORA) has been In Review for more than ${REVIEW_STALLED_DAYS} days.`,
    fix: 'Finish the review and record its outcome: Compliant, Non-Compliant or Not Applicable.',
    field: 'euAiActStatus',
    holds: (project, context) => stalledReviews(project, context).length > 0,
  },
  'roi-missing': {
    severity: 'medium',
    title: 'ROI missing or negative',
    explanation:
      'The project is active or completed, but its ROI is not recorded or is below zero: its value to the business is not shown.',
    fix: 'Enter the ROI the project delivers, or review its costs and expected return.',
    field: 'roi',
    holds: (project) =>
      (project.status === 'active' || project.status === 'completed') &&
      (toCents(project.roi) ?? -1n) < 0n,
  },
  'llm-spend-over-running-costs': {
    severity: 'medium',
    title: 'LLM spend above running costs',
    explanation:
      'The monthly cost of the project’s LLM models is more than its monthly running costs, which should include them.',
    fix: 'Update the running costs to include what the models cost, or correct the models’ monthly cost.',
    field: 'runningCosts',
    // Running costs not given count as zero: the models cost money nobody has budgeted.
    holds: (project, context) => llmMonthlyCents(context) > (toCents(project.runningCosts) ?? 0n),
  },
  'llm-model-removed': {
    severity: 'low',
    title: 'An LLM model it used was deleted',
    explanation:
      'A model this project used was deleted from the company’s LLM registry, so the project no longer has it.',
    fix: 'Link the model that replaces it, or edit the project to confirm it runs without it.',
    field: 'llmModels',
    // Until a person changes the project or its models after the deletion.
    holds: (_project, context) =>
      context.removedModels.some(
        (removed) => context.editedAt === null || time(removed.at) > time(context.editedAt),
      ),
  },
  'target-date-passed': {
    severity: 'high',
    title: 'Target date passed',
    explanation:
      'The project’s target date has passed and it is not completed: it is late, and the plans that count on it are too.',
    fix: 'Set the date it will really finish, or mark the project completed if it has.',
    field: 'targetDate',
    holds: (project, context) =>
      scheduled(project) &&
      project.targetDate !== null &&
      daysBetween(project.targetDate, context.today) > 0,
  },
  'milestone-overdue': {
    severity: 'medium',
    title: 'A milestone is overdue',
    explanation: 'A milestone’s due date has passed and it is not marked done.',
    fix: 'Mark the milestone done if it is, or move its due date to when it will be.',
    field: 'milestones',
    holds: (project, context) => scheduled(project) && overdueMilestones(context).length > 0,
  },
  'slipped-against-baseline': {
    severity: 'medium',
    title: 'Slipped against its baseline',
    explanation: `The target date is more than ${BASELINE_SLIP_TOLERANCE_DAYS} days later than the baseline’s: the project will finish well after what was planned.`,
    fix: 'Bring the target date back towards the baseline, or set a new baseline once the new plan is agreed.',
    field: 'targetDate',
    holds: (project, context) =>
      scheduled(project) &&
      (slipDays(context.baselineTargetDate, project.targetDate) ?? 0) >
        BASELINE_SLIP_TOLERANCE_DAYS,
  },
  'dependency-late': {
    severity: 'medium',
    title: 'Starts before a project it depends on ends',
    explanation:
      'The project depends on another one finishing first, but its start date is before that project’s target date.',
    fix: 'Move the start date to after the project it depends on ends, or bring that project’s target date forward.',
    field: 'startDate',
    holds: (project, context) =>
      scheduled(project) && lateDependencies(project, context).length > 0,
  },
  'over-allocated': {
    severity: 'high',
    title: 'A person on the team is over-allocated',
    explanation: `Someone this project counts on is allocated more than ${FULL_ALLOCATION_PERCENT}% of their time in a month, across all their projects: some of that work will not happen as planned.`,
    fix: 'Lower their share on this project or another in that month, or allocate someone else.',
    field: 'team',
    holds: (_project, context) => context.overAllocations.length > 0,
  },
  'over-budget': {
    severity: 'high',
    title: 'Over budget',
    explanation: `The project has spent more than ${OVER_BUDGET_TOLERANCE_PERCENT}% above what its plan says it should have spent by now.`,
    fix: 'Review the spend entered against the plan: correct entries, re-plan the months ahead, or agree a new budget.',
    field: 'budget',
    holds: (_project, context) =>
      context.budgetToDate !== undefined &&
      isOverBudget(
        toCents(context.budgetToDate.planned) ?? 0n,
        toCents(context.budgetToDate.actual) ?? 0n,
      ),
  },
  'prohibited-practice': {
    severity: 'critical',
    title: 'A prohibited AI practice',
    explanation:
      'Its EU AI Act assessment finds a practice Article 5 prohibits: the system must not be placed on the market, put into service or used in the EU.',
    fix: 'Stop the system, or change what it does and revisit the assessment if an answer was wrong.',
    field: 'aiAct',
    holds: (_project, context) => context.aiAct?.riskClass === 'prohibited',
  },
  'obligation-overdue': {
    severity: 'high',
    title: 'An EU AI Act obligation is overdue',
    explanation:
      'An obligation of the EU AI Act applies since a date that has passed, and it is neither done nor marked not applicable.',
    fix: 'Finish the obligation and mark it done, or mark it not applicable with the reason.',
    field: 'aiAct',
    holds: anyObligation(isObligationOverdue),
  },
  'obligation-due-soon': {
    severity: 'medium',
    title: 'An EU AI Act obligation is due soon',
    explanation: `An obligation of the EU AI Act applies within ${OBLIGATION_DUE_SOON_DAYS} days and is not done yet.`,
    fix: 'Give the obligation an owner and finish it before its due date.',
    field: 'aiAct',
    holds: anyObligation(isObligationDueSoon),
  },
  'incident-report-overdue': {
    severity: 'critical',
    title: 'An incident report is overdue',
    explanation:
      'A report the law requires about an incident of the project (to a market surveillance authority, a supervisory authority, a CSIRT or the provider) is past its deadline and none is recorded.',
    fix: 'Submit the report now and record it on the incident (when, to whom, the reference); the risk resolves when it is recorded.',
    field: 'incidents',
    holds: (_project, context) => (context.overdueIncidentClocks ?? []).length > 0,
  },
  'incident-action-overdue': {
    severity: 'medium',
    title: 'A corrective action of an incident is overdue',
    explanation:
      'An action decided after an incident of the project is past its due date and not done: the cause of the incident may still be there.',
    fix: 'Finish the action and mark it done on the incident, or give it a new due date.',
    field: 'incidents',
    holds: (_project, context) => (context.overdueIncidentActions ?? []).length > 0,
  },
  'evidence-expired': {
    severity: 'medium',
    title: 'Evidence of an EU AI Act obligation has expired',
    explanation:
      'The evidence of an obligation is past its expiry date and nothing newer backs it: the obligation can no longer be shown to be met.',
    fix: 'Review the obligation again and add current evidence (a link or a file) with its new expiry date.',
    field: 'aiAct',
    holds: (_project, context) =>
      obligationsWithExpiredEvidence(context.evidence ?? [], context.today).length > 0,
  },
  'assessment-missing': {
    severity: 'medium',
    title: 'No EU AI Act assessment',
    explanation:
      'The project is active, but nobody has assessed it under the EU AI Act: its class and obligations are not known.',
    fix: 'Answer the EU AI Act questionnaire on the project page.',
    field: 'aiAct',
    holds: (project, context) => project.status === 'active' && context.aiAct === null,
  },
  'assessment-stale': {
    severity: 'low',
    title: 'EU AI Act assessment out of date',
    explanation:
      'The problem statement or jobs to be done changed after the EU AI Act assessment: what the system does may no longer match its answers.',
    fix: 'Revisit the questionnaire and save it again.',
    field: 'aiAct',
    holds: (_project, context) => context.aiAct?.needsReview === true,
  },
  'value-behind': {
    severity: 'medium',
    title: 'Value behind plan',
    explanation: `${VALUE_BEHIND_AFTER_MONTHS} months or more after its start, the benefit the project has realised is below a quarter of what its expected return planned by now.`,
    fix: 'Enter the benefit realised month by month on the Value card, or review the expected return with the benefit owner.',
    field: 'value',
    // A project still in planning has not started, whatever its start date says.
    holds: (project, context) =>
      project.status !== 'planning' &&
      context.realisedBenefitToDate !== undefined &&
      isValueBehind({
        startDate: project.startDate,
        expectedReturn: project.expectedReturn,
        realisedToDate: context.realisedBenefitToDate,
        today: context.today,
      }),
  },
  'model-deprecation': {
    severity: 'high',
    title: 'An LLM model it uses is being retired',
    explanation: `A model this project uses reaches its deprecation date within ${MODEL_DEPRECATION_WARNING_DAYS} days (or has passed it): the project stops working when the vendor switches it off. High for a project that supports a critical or important function or is high-risk under the EU AI Act.`,
    fix: 'Link the model that replaces it and test the project with it, or agree a later date with the vendor and record it on the model.',
    field: 'llmModels',
    holds: (_project, context) => deprecatingModels(context).length > 0,
    severityOf: (_project, context) =>
      context.supportsCriticalFunction || context.aiActHighRisk ? 'high' : 'medium',
  },
} as const satisfies Record<string, RiskRuleDefinition>;

export type RiskRuleId = keyof typeof RISK_RULES;
export type RiskRule = RiskRuleDefinition & { id: RiskRuleId };

export const RISK_RULE_IDS = Object.keys(RISK_RULES) as RiskRuleId[];

/** The registry as a list, each rule with its id. */
export const riskRules: readonly RiskRule[] = RISK_RULE_IDS.map((id) => ({
  id,
  ...(RISK_RULES[id] as RiskRuleDefinition),
}));

/** A rule by id; undefined for a rule this build no longer knows. */
export const riskRule = (id: string): RiskRule | undefined =>
  riskRules.find((rule) => rule.id === id);

/** The severity a rule has for a project: its own, or what `severityOf` says for this one. */
export const ruleSeverity = (
  rule: RiskRuleDefinition,
  project: RiskProject,
  context: RiskContext,
): RiskSeverity => rule.severityOf?.(project, context) ?? rule.severity;

/** The rules that hold for a project, worst first, each with its severity for the project. */
export const holdingRules = (project: RiskProject, context: RiskContext): RiskRule[] =>
  riskRules
    .filter((rule) => rule.holds(project, context))
    .map((rule) => ({ ...rule, severity: ruleSeverity(rule, project, context) }))
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));

/**
 * The risks a project should have unresolved now, by rule with its severity: the rules that hold,
 * worst first; none for an archived project, whose risks resolve. The BFF's evaluation and the
 * mocks' bring the stored risks in line with it.
 */
export const heldRisks = (
  project: RiskProject & { archivedAt: unknown },
  context: RiskContext,
): Map<RiskRuleId, RiskSeverity> =>
  new Map(
    project.archivedAt
      ? []
      : holdingRules(project, context).map((rule) => [rule.id, rule.severity]),
  );
