import { describe, expect, it } from 'vitest';
import { FRAMEWORK_IDS, FRAMEWORKS, ISO_42001, NIST_AI_600_1, NIST_AI_RMF } from './index';

describe('the framework catalogues', () => {
  it('hold the 38 controls of ISO/IEC 42001 Annex A, A.2 to A.10', () => {
    expect(ISO_42001.items).toHaveLength(38);
    const perGroup = Object.fromEntries(
      ISO_42001.groups.map((g) => [g.ref, ISO_42001.items.filter((i) => i.group === g.ref).length]),
    );
    expect(perGroup).toEqual({
      'A.2': 3,
      'A.3': 2,
      'A.4': 5,
      'A.5': 4,
      'A.6': 9,
      'A.7': 5,
      'A.8': 4,
      'A.9': 3,
      'A.10': 3,
    });
    // Every control is numbered under its group.
    for (const item of ISO_42001.items) expect(item.ref.startsWith(`${item.group}.`)).toBe(true);
  });

  it('hold the 72 subcategories of the NIST AI RMF 1.0 Core in its four functions', () => {
    expect(NIST_AI_RMF.items).toHaveLength(72);
    const perFunction = (fn: string) =>
      NIST_AI_RMF.items.filter((i) => i.ref.startsWith(`${fn} `)).length;
    expect(['GOVERN', 'MAP', 'MEASURE', 'MANAGE'].map(perFunction)).toEqual([19, 18, 22, 13]);
    expect(NIST_AI_RMF.groups).toHaveLength(19);
    for (const item of NIST_AI_RMF.items) expect(item.ref.startsWith(`${item.group}.`)).toBe(true);
  });

  it('hold the 12 risks of the Generative AI Profile', () => {
    expect(NIST_AI_600_1.items.map((i) => i.ref)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2.${i + 1}`),
    );
  });

  it('give every framework its source and unique references that name a group of it', () => {
    expect(Object.keys(FRAMEWORKS).sort()).toEqual([...FRAMEWORK_IDS].sort());
    for (const framework of Object.values(FRAMEWORKS)) {
      expect(framework.source.url).toMatch(/^https:\/\//);
      expect(framework.source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const refs = framework.items.map((i) => i.ref);
      expect(new Set(refs).size).toBe(refs.length);
      const groups = new Set(framework.groups.map((g) => g.ref));
      for (const item of framework.items) expect(groups.has(item.group)).toBe(true);
      for (const item of framework.items) expect(item.title.length).toBeLessThanOrEqual(80);
    }
  });
});
