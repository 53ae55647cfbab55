import { INTAKE_MESSAGES, type IntakeQuestion } from './proposals';

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
