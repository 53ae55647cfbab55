import { describe, expect, it } from 'vitest';
import {
  formatMoneyFull,
  formatMoneyShort,
  formatPercent,
  fromCents,
  projectInvestment,
  toCents,
} from './money';

describe('money', () => {
  it('parses decimal strings into cents and back without float drift', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-2.05')).toBe(-205n);
    expect(toCents(null)).toBeNull();
    expect(fromCents(toCents('0.1')! + toCents('0.2')!)).toBe('0.30');
    expect(() => toCents('12,50')).toThrow('Not an amount');
  });

  it('counts total investment as initial costs plus twelve months of running costs', () => {
    expect(projectInvestment({ initialCosts: '100000.00', runningCosts: '2500.50' })).toBe(
      '130006.00',
    );
    expect(projectInvestment({ initialCosts: null, runningCosts: '1000' })).toBe('12000.00');
    expect(projectInvestment({ initialCosts: '0', runningCosts: null })).toBe('0.00');
  });

  it('has no investment, not a zero one, for a project without costs', () => {
    expect(projectInvestment({ initialCosts: null, runningCosts: null })).toBeNull();
    expect(formatMoneyShort(projectInvestment({ initialCosts: null, runningCosts: '' }))).toBe(
      'TBD',
    );
  });

  it.each([
    // $6,500 is $6.5K, not $7K.
    ['6500', '$6.5K'],
    ['6549.99', '$6.5K'],
    ['6550', '$6.6K'],
    // The largest unit reached, with one decimal when it is not zero.
    ['125000', '$125K'],
    ['1250400.99', '$1.3M'],
    ['2450000', '$2.5M'],
    ['12345678901.00', '$12.3B'],
    ['2500000000000', '$2,500B'],
    ['1000', '$1K'],
    // The next unit when rounding reaches it.
    ['999960', '$1M'],
    ['999.96', '$1K'],
    ['999949', '$999.9K'],
    // Small, zero, negative and missing amounts, honestly.
    ['499', '$499'],
    ['0', '$0'],
    ['-1500', '-$1.5K'],
    [null, 'TBD'],
  ])('abbreviates %j as %s', (amount, text) => {
    expect(formatMoneyShort(amount)).toBe(text);
  });

  it('shows a missing amount with the text it is given', () => {
    expect(formatMoneyShort(undefined, 'Not specified')).toBe('Not specified');
  });

  it('formats full figures with thousand separators', () => {
    expect(formatMoneyFull('1234567')).toBe('$1,234,567');
    expect(formatMoneyFull('1234.5')).toBe('$1,234.50');
    expect(formatMoneyFull(null)).toBe('Not specified');
  });

  it('formats percentages', () => {
    expect(formatPercent('125.5')).toBe('126%');
    expect(formatPercent(33.333, 1)).toBe('33.3%');
    expect(formatPercent(null)).toBe('TBD');
  });
});
