import { describe, expect, it } from 'vitest';
import { deriveGdprStatus, dpiaHint, type GdprFacts } from './gdpr';

const facts = (fields: Partial<GdprFacts> = {}): GdprFacts => ({
  personalData: true,
  specialCategories: [],
  largeScaleMonitoring: false,
  lawfulBasis: 'contract',
  dpiaStatus: 'not_needed',
  ...fields,
});

describe('dpiaHint', () => {
  it.each([
    ['nothing that calls for one', facts(), false, []],
    ['a high-risk system', facts(), true, ['The system is high-risk under the EU AI Act.']],
    [
      'special categories',
      facts({ specialCategories: ['health'] }),
      false,
      ['It processes special categories of personal data (Art. 9).'],
    ],
    [
      'large-scale monitoring',
      facts({ largeScaleMonitoring: true }),
      false,
      ['It monitors people systematically on a large scale (Art. 35(3)).'],
    ],
  ] as const)('with %s', (_case, input, highRisk, reasons) => {
    expect(dpiaHint(input, highRisk)).toEqual({ needed: reasons.length > 0, reasons });
  });

  it('gives every reason that applies', () => {
    const hint = dpiaHint(
      facts({ specialCategories: ['biometric'], largeScaleMonitoring: true }),
      true,
    );
    expect(hint.needed).toBe(true);
    expect(hint.reasons).toHaveLength(3);
  });

  it('needs none without personal data, whatever else holds', () => {
    expect(dpiaHint(facts({ personalData: false, largeScaleMonitoring: true }), true)).toEqual({
      needed: false,
      reasons: [],
    });
  });
});

describe('deriveGdprStatus', () => {
  const needed = { needed: true, reasons: ['x'] };
  const notNeeded = { needed: false, reasons: [] };
  it.each([
    [
      'no personal data',
      facts({ personalData: false, lawfulBasis: null }),
      needed,
      'not_applicable',
    ],
    [
      'a needed DPIA marked not needed',
      facts({ dpiaStatus: 'not_needed' }),
      needed,
      'non_compliant',
    ],
    ['no lawful basis', facts({ lawfulBasis: null }), notNeeded, 'in_review'],
    ['a DPIA needed', facts({ dpiaStatus: 'needed' }), needed, 'in_review'],
    ['a DPIA in progress', facts({ dpiaStatus: 'in_progress' }), needed, 'in_review'],
    ['a DPIA done', facts({ dpiaStatus: 'done' }), needed, 'compliant'],
    ['no DPIA needed', facts({ dpiaStatus: 'not_needed' }), notNeeded, 'compliant'],
    ['a DPIA done though not needed', facts({ dpiaStatus: 'done' }), notNeeded, 'compliant'],
  ] as const)('with %s: %s', (_case, input, hint, status) => {
    expect(deriveGdprStatus(input, hint)).toBe(status);
  });
});
