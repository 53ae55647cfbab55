import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../time/calendar-date';
import { AI_ACT_APPLICATION_DATE_KEYS, AI_ACT_APPLICATION_DATES } from './application-dates';

describe("the EU AI Act's application dates", () => {
  it.each([
    ['prohibitions-and-literacy', '2025-02-02'],
    ['general-purpose-ai', '2025-08-02'],
    ['general-application', '2026-08-02'],
    ['high-risk-annex-iii', '2027-12-02'],
    ['high-risk-annex-i', '2028-08-02'],
  ] as const)('has %s from %s', (key, date) => {
    expect(AI_ACT_APPLICATION_DATES[key].date).toBe(date);
  });

  it('gives every entry what it applies to, a real date, its source and the day it was checked', () => {
    for (const key of AI_ACT_APPLICATION_DATE_KEYS) {
      const entry = AI_ACT_APPLICATION_DATES[key];
      expect(entry.appliesTo).not.toBe('');
      expect(isCalendarDate(entry.date)).toBe(true);
      expect(entry.source).toMatch(/Regulation \(EU\) 2024\/1689/);
      expect(entry.checkedOn).toBe('2026-11-26');
    }
  });

  it('cites the Digital Omnibus for the two high-risk dates it moved', () => {
    expect(AI_ACT_APPLICATION_DATES['high-risk-annex-iii'].source).toMatch(/2026\/1744/);
    expect(AI_ACT_APPLICATION_DATES['high-risk-annex-i'].source).toMatch(/2026\/1744/);
  });

  it('lists its keys in the order of their dates', () => {
    const dates = AI_ACT_APPLICATION_DATE_KEYS.map((key) => AI_ACT_APPLICATION_DATES[key].date);
    expect(dates).toEqual([...dates].sort());
  });
});
