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

  it('abbreviates $6,500 as $6.5K, not $7K', () => {
    expect(formatMoneyShort('6500')).toBe('$6.5K');
    expect(formatMoneyShort('6549.99')).toBe('$6.5K');
    expect(formatMoneyShort('6550')).toBe('$6.6K');
  });

  it('abbreviates with the largest unit reached and one decimal when it is not zero', () => {
    expect(formatMoneyShort('125000')).toBe('$125K');
    expect(formatMoneyShort('1250400.99')).toBe('$1.3M');
    expect(formatMoneyShort('2450000')).toBe('$2.5M');
    expect(formatMoneyShort('12345678901.00')).toBe('$12.3B');
    expect(formatMoneyShort('2500000000000')).toBe('$2,500B');
    expect(formatMoneyShort('1000')).toBe('$1K');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatMoneyShort('999960')).toBe('$1M');
    expect(formatMoneyShort('999.96')).toBe('$1K');
    expect(formatMoneyShort('999949')).toBe('$999.9K');
  });

  it('shows small, zero, negative and missing amounts honestly', () => {
    expect(formatMoneyShort('499')).toBe('$499');
    expect(formatMoneyShort('0')).toBe('$0');
    expect(formatMoneyShort('-1500')).toBe('-$1.5K');
    expect(formatMoneyShort(null)).toBe('TBD');
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
