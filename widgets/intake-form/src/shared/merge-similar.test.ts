import { describe, expect, it } from 'vitest';
import type { SimilarItem } from '@portfolio/contracts';
import { alikeText, mergeSimilar, similarStateText } from './merge-similar';

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

describe('alikeText', () => {
  it('says the similarity in whole percent', () => {
    expect(alikeText({ similarity: 0.816 })).toBe('82% alike');
  });
});

describe('similarStateText', () => {
  it('names the kind, then a proposal’s state or a project’s status', () => {
    expect(similarStateText({ kind: 'proposal', state: 'in_review' })).toBe('Proposal · In review');
    expect(similarStateText({ kind: 'project', state: 'planning' })).toBe('Project · Planning');
  });
});
