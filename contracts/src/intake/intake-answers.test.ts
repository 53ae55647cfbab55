import { describe, expect, it } from 'vitest';
import {
  intakeAnswersProblem,
  scoringInputsProblem,
  screeningAnswersProblem,
} from './intake-answers';
import type { IntakeQuestion } from './proposals';

const questions: IntakeQuestion[] = [
  { id: 'users', label: 'How many people will use it?', kind: 'number', required: true },
  { id: 'data', label: 'Data', kind: 'choice', required: false, choices: ['Public', 'Personal'] },
  { id: 'vendor', label: 'Bought in?', kind: 'yes_no', required: false },
];

describe('intakeAnswersProblem', () => {
  it('accepts answers of the questions’ kinds with every required one given', () => {
    expect(intakeAnswersProblem(questions, { users: 3, data: 'Public', vendor: false })).toBeNull();
  });

  it('names the first problem: an unknown question, a wrong kind, a required one missing', () => {
    expect(intakeAnswersProblem(questions, { users: 3, colour: 'red' })).toBe(
      '“colour” is not a question of the intake form',
    );
    expect(intakeAnswersProblem(questions, { users: '3' })).toBe(
      'How many people will use it?: the answer must be a number',
    );
    expect(intakeAnswersProblem(questions, { users: 3, data: 'Secret' })).toBe(
      'Data: the answer must be one of its choices',
    );
    expect(intakeAnswersProblem(questions, { vendor: true })).toBe(
      'Answer the required questions: How many people will use it?',
    );
  });
});

describe('screeningAnswersProblem and scoringInputsProblem', () => {
  it('refuses an answer to a question the screening does not ask', () => {
    expect(screeningAnswersProblem({})).toBeNull();
    expect(screeningAnswersProblem({ 'made-up': true })).toBe(
      '“made-up” is not a screening question',
    );
  });

  it('refuses an input the model does not ask for, or one out of its range, not one missing', () => {
    const wsjf = { model: 'wsjf' } as const;
    expect(scoringInputsProblem(wsjf, { businessValue: 8 })).toBeNull();
    expect(scoringInputsProblem(wsjf, { reach: 5 })).toBe(
      '“reach” is not an input of the scoring model',
    );
    expect(scoringInputsProblem(wsjf, { jobSize: 0 })).toMatch(/^Job size must be between/);
  });
});
