import { INTAKE_MESSAGES, type IntakeQuestion } from './proposals';
import {
  proposalScore,
  scoringCriteria,
  type ScoringInputs,
  type ScoringSettings,
} from './scoring';
import { INTAKE_SCREENING_QUESTIONS } from './screening';

/**
 * Whether a proposal's answers fit the company's intake form: each answers a question of it, in
 * that question's kind, and every required question is answered. The BFF refuses with the
 * sentence (400), and the mocks and the form say the same.
 */

const isAnswerOf = (question: IntakeQuestion, value: unknown) => {
  if (question.kind === 'text') return typeof value === 'string';
  if (question.kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (question.kind === 'yes_no') return typeof value === 'boolean';
  return typeof value === 'string' && (question.choices ?? []).includes(value);
};

const KIND_SENTENCE: Record<IntakeQuestion['kind'], string> = {
  text: 'must be text',
  number: 'must be a number',
  yes_no: 'must be yes or no (true or false)',
  choice: 'must be one of its choices',
};

/** The first problem of `answers` against `questions`, in a sentence; null when they fit. */
export function intakeAnswersProblem(
  questions: readonly IntakeQuestion[],
  answers: Readonly<Record<string, unknown>>,
): string | null {
  for (const [key, value] of Object.entries(answers)) {
    const question = questions.find((q) => q.id === key);
    if (!question) return `“${key}” ${INTAKE_MESSAGES.unknownQuestion}`;
    if (!isAnswerOf(question, value)) {
      return `${question.label}: the answer ${KIND_SENTENCE[question.kind]}`;
    }
  }
  const missing = questions.filter((q) => {
    const value = answers[q.id];
    return q.required && (value === undefined || (typeof value === 'string' && !value.trim()));
  });
  return missing.length
    ? `Answer the required questions: ${missing.map((q) => q.label).join(', ')}`
    : null;
}

const SCREENING_IDS = new Set(INTAKE_SCREENING_QUESTIONS.map((q) => q.id));

/** The first screening answer to a question the screening does not ask, in a sentence; or null. */
export function screeningAnswersProblem(
  screening: Readonly<Record<string, boolean>>,
): string | null {
  const unknown = Object.keys(screening).find((id) => !SCREENING_IDS.has(id));
  return unknown === undefined ? null : `“${unknown}” ${INTAKE_MESSAGES.unknownScreening}`;
}

/**
 * Why a proposal's scoring inputs may not be kept under the company's model, in a sentence: an
 * input the model does not ask for, or values out of their ranges; null when they fit (inputs
 * still missing leave the proposal unscored, not refused).
 */
export function scoringInputsProblem(
  scoring: ScoringSettings,
  inputs: ScoringInputs,
): string | null {
  const ids = new Set(scoringCriteria(scoring).map((c) => c.id));
  const unknown = Object.keys(inputs).find((id) => !ids.has(id));
  if (unknown !== undefined) return `“${unknown}” ${INTAKE_MESSAGES.unknownCriterion}`;
  const { invalid } = proposalScore(scoring, inputs);
  return invalid.length ? invalid.join(' ') : null;
}
