/**
 * How a company ranks its proposals: one of three scoring models, as data. The BFF stores the
 * company's choice and a proposal's inputs; the score is always computed here, so the queue, the
 * mocks and the history agree on it.
 */

export const SCORING_MODELS = ['wsjf', 'rice', 'weighted'] as const;
export type ScoringModel = (typeof SCORING_MODELS)[number];

export const SCORING_MODEL_LABELS: Record<ScoringModel, string> = {
  wsjf: 'WSJF (weighted shortest job first)',
  rice: 'RICE (reach, impact, confidence, effort)',
  weighted: 'Weighted criteria of your own',
};

/** One input of a score: what a person fills in on a proposal. */
export interface ScoringCriterion {
  id: string;
  label: string;
  /** What to enter, in a sentence. */
  help: string;
  min: number;
  max: number;
  /** For a weighted model: its share of the score. */
  weight?: number;
  /** For a weighted model: whether a lower value ranks a proposal higher (a cost, a risk). */
  lowerIsBetter?: boolean;
}

/** The relative-estimate scale of WSJF's four inputs (a modified Fibonacci series). */
export const WSJF_SCALE = [1, 2, 3, 5, 8, 13, 20] as const;
/** Each WSJF input lies between the scale's ends. */
const WSJF_RANGE = { min: WSJF_SCALE[0], max: WSJF_SCALE[WSJF_SCALE.length - 1]! };
const wsjfRange = `(${WSJF_RANGE.min}–${WSJF_RANGE.max})`;

export const WSJF_CRITERIA: readonly ScoringCriterion[] = [
  {
    id: 'businessValue',
    label: 'Business value',
    help: `Relative value to users and the business ${wsjfRange}.`,
    ...WSJF_RANGE,
  },
  {
    id: 'timeCriticality',
    label: 'Time criticality',
    help: `How much the value decays if it waits ${wsjfRange}.`,
    ...WSJF_RANGE,
  },
  {
    id: 'riskReduction',
    label: 'Risk reduction / opportunity enablement',
    help: `Risk it removes or opportunities it opens ${wsjfRange}.`,
    ...WSJF_RANGE,
  },
  {
    id: 'jobSize',
    label: 'Job size',
    help: `Relative effort to deliver it ${wsjfRange}.`,
    ...WSJF_RANGE,
  },
];

/** RICE's impact scale, as its authors defined it: massive 3, high 2, medium 1, low ½, minimal ¼. */
export const RICE_IMPACTS = [0.25, 0.5, 1, 2, 3] as const;

export const RICE_CRITERIA: readonly ScoringCriterion[] = [
  {
    id: 'reach',
    label: 'Reach',
    help: 'People or events it affects per quarter.',
    min: 0,
    max: 1_000_000_000,
  },
  {
    id: 'impact',
    label: 'Impact',
    help: 'Per person: 3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal.',
    min: RICE_IMPACTS[0],
    max: RICE_IMPACTS[RICE_IMPACTS.length - 1]!,
  },
  {
    id: 'confidence',
    label: 'Confidence (%)',
    help: 'How sure the estimates are, in percent.',
    min: 0,
    max: 100,
  },
  {
    id: 'effort',
    label: 'Effort (person-months)',
    help: 'Work from all teams, in person-months (more than 0).',
    min: 0.01,
    max: 10_000,
  },
];

/** A weighted model's criteria take a 0–10 rating each; the score is their weighted mean. */
export const WEIGHTED_RATING = { min: 0, max: 10 } as const;

/** The company's scoring settings: the model and, for a weighted one, its criteria. */
export interface ScoringSettings {
  model: ScoringModel;
  /** The weighted model's criteria (ignored by WSJF and RICE). */
  criteria?: readonly ScoringCriterion[];
}

export type ScoringInputs = Partial<Record<string, number>>;

export interface ProposalScore {
  /** Null until every input is given and in range. */
  score: number | null;
  /** Labels of the inputs not given yet. */
  missing: string[];
  /** One sentence per input out of its range. */
  invalid: string[];
}

/** The inputs a company's model asks for, in the order a form shows them. */
export function scoringCriteria(settings: ScoringSettings): readonly ScoringCriterion[] {
  if (settings.model === 'wsjf') return WSJF_CRITERIA;
  if (settings.model === 'rice') return RICE_CRITERIA;
  return (settings.criteria ?? []).map((criterion) => ({ ...criterion, ...WEIGHTED_RATING }));
}

/**
 * A proposal's inputs in words, as its history keeps them: "Business value 8, Job size 5", in the
 * model's order, then any the model does not ask for by their key; null when there are none.
 */
export function scoringInputsText(settings: ScoringSettings, inputs: ScoringInputs): string | null {
  const criteria = scoringCriteria(settings);
  const known = new Set(criteria.map((c) => c.id));
  const named = criteria.filter((c) => c.id in inputs).map((c) => [c.label, c.id] as const);
  const other = Object.keys(inputs)
    .filter((id) => !known.has(id))
    .sort()
    .map((id) => [id, id] as const);
  return [...named, ...other].map(([label, id]) => `${label} ${inputs[id]}`).join(', ') || null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A proposal's score under the company's model: WSJF = (business value + time criticality +
 * risk reduction) ÷ job size; RICE = reach × impact × confidence ÷ effort; weighted = Σ weight ×
 * rating ÷ Σ weight, a rating of a lower-is-better criterion counting as 10 − rating. Rounded to
 * two decimals; higher ranks first in every model.
 */
export function proposalScore(settings: ScoringSettings, inputs: ScoringInputs): ProposalScore {
  const criteria = scoringCriteria(settings);
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const c of criteria) {
    const value = inputs[c.id];
    if (value === undefined || value === null) missing.push(c.label);
    else if (!Number.isFinite(value) || value < c.min || value > c.max) {
      invalid.push(`${c.label} must be between ${c.min} and ${c.max}.`);
    }
  }
  if (criteria.length === 0) missing.push('Criteria (an admin sets them in the intake settings)');
  if (missing.length > 0 || invalid.length > 0) return { score: null, missing, invalid };

  const v = (id: string) => inputs[id]!;
  let score: number;
  if (settings.model === 'wsjf') {
    score = (v('businessValue') + v('timeCriticality') + v('riskReduction')) / v('jobSize');
  } else if (settings.model === 'rice') {
    score = (v('reach') * v('impact') * (v('confidence') / 100)) / v('effort');
  } else {
    const weight = (c: ScoringCriterion) => c.weight ?? 1;
    const total = criteria.reduce((sum, c) => sum + weight(c), 0);
    const rating = (c: ScoringCriterion) =>
      c.lowerIsBetter ? WEIGHTED_RATING.max - v(c.id) : v(c.id);
    score = total > 0 ? criteria.reduce((sum, c) => sum + weight(c) * rating(c), 0) / total : 0;
  }
  return { score: round2(score), missing, invalid };
}
