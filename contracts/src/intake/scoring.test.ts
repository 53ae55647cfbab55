import { describe, expect, it } from 'vitest';
import { proposalScore, scoringCriteria, scoringInputsText, type ScoringSettings } from './scoring';

describe('proposalScore', () => {
  it('computes WSJF as cost of delay over job size (8 + 5 + 3) ÷ 5 = 3.2', () => {
    const wsjf = { model: 'wsjf' } as const;
    expect(
      proposalScore(wsjf, { businessValue: 8, timeCriticality: 5, riskReduction: 3, jobSize: 5 }),
    ).toEqual({ score: 3.2, missing: [], invalid: [] });
    // A smaller job of the same value ranks first.
    const small = proposalScore(wsjf, {
      businessValue: 8,
      timeCriticality: 5,
      riskReduction: 3,
      jobSize: 2,
    });
    expect(small.score).toBe(8);
  });

  it('computes RICE as reach × impact × confidence ÷ effort: 500 × 2 × 80% ÷ 2 = 400', () => {
    expect(
      proposalScore({ model: 'rice' }, { reach: 500, impact: 2, confidence: 80, effort: 2 }).score,
    ).toBe(400);
    expect(
      proposalScore({ model: 'rice' }, { reach: 150, impact: 0.5, confidence: 50, effort: 3 })
        .score,
    ).toBe(12.5);
  });

  it('computes a weighted model as the weighted mean of its ratings, costs counted inverted', () => {
    const settings: ScoringSettings = {
      model: 'weighted',
      criteria: [
        { id: 'value', label: 'Strategic value', help: '', min: 0, max: 10, weight: 3 },
        { id: 'data', label: 'Data readiness', help: '', min: 0, max: 10, weight: 1 },
        {
          id: 'cost',
          label: 'Cost',
          help: '',
          min: 0,
          max: 10,
          weight: 1,
          lowerIsBetter: true,
        },
      ],
    };
    // (3 × 8 + 1 × 5 + 1 × (10 − 2)) ÷ 5 = 37 ÷ 5 = 7.4
    expect(proposalScore(settings, { value: 8, data: 5, cost: 2 }).score).toBe(7.4);
    // A weighted model's ratings are always 0–10, whatever the stored criterion says.
    expect(scoringCriteria(settings).every((c) => c.min === 0 && c.max === 10)).toBe(true);
  });

  it('names what is missing and what is out of range, and gives no score until both are fixed', () => {
    expect(proposalScore({ model: 'wsjf' }, { businessValue: 8, jobSize: 0 })).toEqual({
      score: null,
      missing: ['Time criticality', 'Risk reduction / opportunity enablement'],
      invalid: ['Job size must be between 1 and 20.'],
    });
    expect(
      proposalScore({ model: 'rice' }, { reach: 10, impact: 1, confidence: 120, effort: 1 }),
    ).toMatchObject({ score: null, invalid: ['Confidence (%) must be between 0 and 100.'] });
  });

  it('asks for criteria when a weighted model has none yet', () => {
    expect(proposalScore({ model: 'weighted', criteria: [] }, {})).toEqual({
      score: null,
      missing: ['Criteria (an admin sets them in the intake settings)'],
      invalid: [],
    });
  });
});

describe('scoringInputsText', () => {
  it("words the inputs in the model's order, then those it does not ask for by their key", () => {
    expect(scoringInputsText({ model: 'wsjf' }, { jobSize: 5, zeta: 1, businessValue: 8 })).toBe(
      'Business value 8, Job size 5, zeta 1',
    );
    expect(scoringInputsText({ model: 'rice' }, {})).toBeNull();
  });
});
