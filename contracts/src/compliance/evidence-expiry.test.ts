import { describe, expect, it } from 'vitest';
import { isEvidenceExpired, obligationsWithExpiredEvidence } from './evidence-expiry';

const TODAY = '2026-11-30';

describe('isEvidenceExpired', () => {
  it.each([
    [null, false],
    ['2026-12-01', false],
    ['2026-11-30', false],
    ['2026-11-29', true],
  ] as const)('expiring %s: %s', (expiresAt, expired) => {
    expect(isEvidenceExpired(expiresAt, TODAY)).toBe(expired);
  });
});

describe('obligationsWithExpiredEvidence', () => {
  it.each([
    ['no evidence', [], []],
    ['one expired', [{ obligationId: 'a', expiresAt: '2026-01-01' }], ['a']],
    ['one current', [{ obligationId: 'a', expiresAt: '2027-01-01' }], []],
    ['one without expiry', [{ obligationId: 'a', expiresAt: null }], []],
    [
      're-evidenced after expiry',
      [
        { obligationId: 'a', expiresAt: '2026-01-01' },
        { obligationId: 'a', expiresAt: '2027-06-30' },
      ],
      [],
    ],
    [
      'one of two obligations expired',
      [
        { obligationId: 'a', expiresAt: '2026-01-01' },
        { obligationId: 'b', expiresAt: null },
      ],
      ['a'],
    ],
  ] as const)('%s', (_name, evidence, expected) => {
    expect(obligationsWithExpiredEvidence(evidence, TODAY)).toEqual(expected);
  });
});
