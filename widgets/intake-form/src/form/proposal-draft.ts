import {
  intakeAnswersProblem,
  type IntakeQuestion,
  type ProposalCreateBody,
} from '@portfolio/contracts';
import { draftToBody, type ProjectDraft } from '@portfolio/ui/project-form';

/**
 * The intake form's values as its controls hold them, and the proposal they make: the project's
 * basic fields (the project form's draft), the answers to the company's questions and the
 * screening answers given so far.
 */

/** An answer as its control holds it: text (text, number and choice questions) or yes/no. */
export type AnswerValues = Record<string, string | boolean>;

/** The screening answers given so far, by question id; an unanswered question is absent. */
export type ScreeningAnswers = Record<string, boolean>;

type Answer = ProposalCreateBody['answers'] extends Record<string, infer V> | undefined ? V : never;

/** One question's answer as sent: trimmed text, a number, yes/no; undefined when not given. */
function answerOf(
  question: IntakeQuestion,
  value: string | boolean | undefined,
): Answer | undefined {
  if (typeof value === 'boolean') return value;
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  return question.kind === 'number' ? Number(text) : text;
}

/** The answers given, as the API takes them (unanswered questions left out). */
export function answersBody(questions: readonly IntakeQuestion[], values: AnswerValues) {
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    const answer = answerOf(question, values[question.id]);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}

/**
 * What is wrong with each question's answer, in the contract's words (the sentence the API
 * would refuse the proposal with), asked of one question at a time so each shows under its own.
 */
export function answerErrors(
  questions: readonly IntakeQuestion[],
  values: AnswerValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const answer = answerOf(question, values[question.id]);
    const problem = intakeAnswersProblem(
      [question],
      answer === undefined ? {} : { [question.id]: answer },
    );
    if (problem) errors[question.id] = problem;
  }
  return errors;
}

/** The create call's body: the basic fields as the project form sends them, the answers given. */
export function proposalBody(
  draft: ProjectDraft,
  questions: readonly IntakeQuestion[],
  values: AnswerValues,
  screening: ScreeningAnswers,
): ProposalCreateBody {
  const project = draftToBody(draft);
  return {
    name: project.name,
    problemStatement: project.problemStatement,
    department: project.department,
    businessOwner: project.businessOwner,
    expectedReturn: project.expectedReturn ?? null,
    initialCosts: project.initialCosts ?? null,
    runningCosts: project.runningCosts ?? null,
    answers: answersBody(questions, values),
    screening,
  };
}
