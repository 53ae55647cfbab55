import { PROJECT_FIELD_LABELS } from '../history';
import type { Project } from '../projects';
import { isOverBudget, OVER_BUDGET_TOLERANCE_PERCENT } from './budget';
import { toCents, type Amount } from './money';
import type { Tone } from './status';

// A risk's states live with the other statuses, so the history can word them too.
export { RISK_STATES, RISK_STATE_LABELS, type RiskState } from './status';

/**
 * The one registry of risk rules. Each rule is a pure function over a project and its context
 * (what the project's history and links say), with the words a person reads: a one-line title,
 * why it matters, how to fix it, and the project field that fixes it. The BFF evaluates every
 * rule after each change of a project and nightly; a risk opens while its rule holds and
 * resolves itself once it stops holding.
 */

export const RISK_SEVERITIES = ['high', 'medium', 'low'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

export const RISK_SEVERITY_LABELS: Record<RiskSeverity, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const RISK_SEVERITY_TONES: Record<RiskSeverity, Tone> = {
  high: 'red',
  medium: 'amber',
  low: 'slate',
};

/** Worst first: the order of every list of risks. */
export const severityRank = (severity: RiskSeverity) => RISK_SEVERITIES.indexOf(severity);

export const COMPLIANCE_FIELDS = ['euAiActStatus', 'gdprStatus', 'doraStatus'] as const;
export type ComplianceField = (typeof COMPLIANCE_FIELDS)[number];

/** How long a compliance status may stay in review before the review counts as stalled. */
export const REVIEW_STALLED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a risk is fixed: a field of the project form, or the project's LLM models card.
 * The project page opens its edit dialog on the field (or scrolls to the card).
 */
export type RiskFixField = keyof typeof PROJECT_FIELD_LABELS | 'llmModels' | 'budget';

export const RISK_FIX_FIELD_LABELS: Record<RiskFixField, string> = {
  ...PROJECT_FIELD_LABELS,
  llmModels: 'LLM Models',
  budget: 'Budget',
};

/** The project as the rules read it. */
export type RiskProject = Pick<
  Project,
  'status' | 'euAiActStatus' | 'gdprStatus' | 'doraStatus' | 'roi' | 'runningCosts'
>;

/** A model the project used that was deleted from the company's registry. */
export interface RemovedModel {
  /** The model's name when it was deleted. */
  name: string | null;
  /** When it was deleted (ISO 8601). */
  at: string;
}

/** What the rules know of a project besides its fields (the BFF reads it from the database). */
export interface RiskContext {
  /** The time of the evaluation (ISO 8601). */
  now: string;
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
   * Planned and actual spend to date (the current month included), as decimal strings; absent
   * where the caller does not read the budget.
   */
  budgetToDate?: { planned: Amount; actual: Amount };
  /** When spend or the plan of the project last changed (null or absent: never). */
  budgetEditedAt?: string | null;
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

/** The rules that hold for a project, worst first. */
export const holdingRules = (project: RiskProject, context: RiskContext): RiskRule[] =>
  riskRules
    .filter((rule) => rule.holds(project, context))
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
