import { describe, expect, it } from 'vitest';
import { RICE_CRITERIA, WSJF_CRITERIA } from '@portfolio/contracts';
import { criteriaOf, scoreText } from './score-criteria';

const weighted = {
  scoringModel: 'weighted' as const,
  criteria: [{ id: 'fit', label: 'Strategic fit', weight: 3 }],
};

describe('criteriaOf', () => {
  it("reads a proposal by the company's model while it is scored by it", () => {
    const proposal = { scoringModel: 'weighted' as const, scoringInputs: { fit: 7 } };
    expect(criteriaOf(proposal, weighted)).toMatchObject([
      { id: 'fit', label: 'Strategic fit', weight: 3, min: 0, max: 10 },
    ]);
  });

  it('reads a proposal scored before the model changed by the model it was scored by', () => {
    expect(criteriaOf({ scoringModel: 'wsjf', scoringInputs: {} }, weighted)).toBe(WSJF_CRITERIA);
    expect(criteriaOf({ scoringModel: 'rice', scoringInputs: {} }, undefined)).toBe(RICE_CRITERIA);
  });

  it("names a replaced weighted model's inputs by their keys", () => {
    const proposal = { scoringModel: 'weighted' as const, scoringInputs: { reuse: 4 } };
    expect(criteriaOf(proposal, { scoringModel: 'wsjf', criteria: [] })).toMatchObject([
      { id: 'reuse', label: 'reuse', min: 0, max: 10 },
    ]);
  });
});

describe('scoreText', () => {
  it('writes a score with at most two decimals and says when there is none', () => {
    expect(scoreText(1234.5)).toBe('1,234.5');
    expect(scoreText(null)).toBe('Not scored');
  });
});
