import { describe, expect, it } from 'vitest';
import type { IntakeQuestion, SimilarItem } from '@portfolio/contracts';
import { answerErrors, answersBody, mergeSimilar } from './proposal-draft';

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

describe('mergeSimilar', () => {
  const item = (id: string, similarity: number): SimilarItem => ({
    kind: 'project',
    id,
    name: id,
    problemStatement: '',
    state: 'active',
    similarity,
  });

  it('keeps each item once, at its higher similarity, the most similar first', () => {
    expect(
      mergeSimilar(
        [
          [item('a', 0.4), item('b', 0.9)],
          [item('a', 0.7), item('c', 0.5)],
        ],
        2,
      ),
    ).toEqual([item('b', 0.9), item('a', 0.7)]);
  });
});
