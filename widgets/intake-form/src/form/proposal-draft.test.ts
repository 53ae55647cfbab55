import { describe, expect, it } from 'vitest';
import type { IntakeQuestion } from '@portfolio/contracts';
import { answerErrors, answersBody } from './proposal-draft';

const questions: IntakeQuestion[] = [
  { id: 'sponsor', label: 'Sponsor', kind: 'text', required: true },
  { id: 'users', label: 'Users a month', kind: 'number', required: false },
  {
    id: 'source',
    label: 'Data source',
    kind: 'choice',
    choices: ['Own', 'Vendor'],
    required: true,
  },
  { id: 'personal', label: 'Personal data', kind: 'yes_no', required: true },
];

describe('the intake answers', () => {
  it('are sent trimmed, numbers as numbers, the unanswered left out', () => {
    expect(
      answersBody(questions, { sponsor: '  Dana ', users: '1200', source: '', personal: false }),
    ).toEqual({ sponsor: 'Dana', users: 1200, personal: false });
  });

  it('are checked one question at a time, in the contract’s words', () => {
    expect(answerErrors(questions, { sponsor: ' ', users: 'many', source: 'Own' })).toEqual({
      sponsor: 'Answer the required questions: Sponsor',
      users: 'Users a month: the answer must be a number',
      personal: 'Answer the required questions: Personal data',
    });
    expect(answerErrors(questions, { sponsor: 'Dana', source: 'Own', personal: true })).toEqual({});
  });
});
