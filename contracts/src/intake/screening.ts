import {
  AI_ACT_RISK_CLASS_LABELS,
  classifyAiSystem,
  type AiActReason,
} from '../compliance/ai-act/classify';
import {
  AI_ACT_QUESTIONS,
  type AiActAnswers,
  type AiActQuestion,
  type AiActQuestionGroup,
} from '../compliance/ai-act/questions';
import { formatCount } from '../numbers/format-count';
import { isOneOf } from '../one-of';

/**
 * A proposal's first risk tier, from the screening part of the EU AI Act questionnaire: the same
 * questions and the same classification as a project's full assessment, asked before the project
 * exists. `unknown` until the screening is answered far enough to decide.
 */

export const INTAKE_TIERS = ['prohibited', 'high', 'limited', 'minimal', 'unknown'] as const;
export type IntakeTier = (typeof INTAKE_TIERS)[number];

/** A tier reads as the risk class it is; `high` is the class `high_risk`. */
export const INTAKE_TIER_LABELS: Record<IntakeTier, string> = {
  prohibited: AI_ACT_RISK_CLASS_LABELS.prohibited,
  high: AI_ACT_RISK_CLASS_LABELS.high_risk,
  limited: AI_ACT_RISK_CLASS_LABELS.limited,
  minimal: AI_ACT_RISK_CLASS_LABELS.minimal,
  unknown: 'Not screened yet',
};

/** The groups a proposal answers: prohibited practices, Annex III uses and transparency. */
export const INTAKE_SCREENING_GROUPS = [
  'prohibited',
  'annex_iii',
  'transparency',
] as const satisfies readonly AiActQuestionGroup[];

export const INTAKE_SCREENING_QUESTIONS: readonly AiActQuestion[] =
  /* @__PURE__ */ AI_ACT_QUESTIONS.filter((question) =>
    isOneOf(INTAKE_SCREENING_GROUPS, question.group),
  );

/**
 * A screening answered in full: yes to the questions `yes` names, no to every other one (the demo
 * data and the tests of every package screen proposals with it).
 */
export const screeningAnswers = (...yes: readonly string[]): Record<string, boolean> =>
  Object.fromEntries(INTAKE_SCREENING_QUESTIONS.map((q) => [q.id, yes.includes(q.id)]));

export interface IntakeScreening {
  tier: IntakeTier;
  /** Why, in plain words with the article; for `unknown`, what is left to answer. */
  reasons: AiActReason[];
}

/**
 * The tier of a proposal's screening answers (answers to other questions are ignored). A yes to a
 * prohibited practice or an Annex III use decides at once (the full assessment may later find an
 * Article 6(3) exception); limited and minimal need every screening question answered, since an
 * unanswered one could still be a yes.
 */
export function screeningTier(answers: AiActAnswers): IntakeScreening {
  const screened: AiActAnswers = {};
  for (const question of INTAKE_SCREENING_QUESTIONS) {
    if (answers[question.id] !== undefined) screened[question.id] = answers[question.id];
  }
  const { riskClass, reasons } = classifyAiSystem({ roles: ['deployer'], answers: screened });
  if (riskClass === 'prohibited') return { tier: 'prohibited', reasons };
  if (riskClass === 'high_risk') return { tier: 'high', reasons };
  const unanswered = INTAKE_SCREENING_QUESTIONS.filter((q) => screened[q.id] === undefined);
  if (unanswered.length > 0) {
    return {
      tier: 'unknown',
      reasons: [
        {
          text: `${formatCount(unanswered.length, 'screening question')} not answered yet`,
          article: 'Articles 5, 6 and 50',
        },
      ],
    };
  }
  return { tier: riskClass, reasons };
}
