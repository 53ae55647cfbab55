import { describe, expect, it } from 'vitest';
import {
  formatMoneyFull,
  formatMoneyK,
  formatMoneyM,
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
    expect(projectInvestment({ initialCosts: null, runningCosts: null })).toBe('0.00');
  });

  it('formats thousands with no decimals', () => {
    expect(formatMoneyK('125000')).toBe('$125K');
    expect(formatMoneyK('1250400.99')).toBe('$1,250K');
    expect(formatMoneyK('499')).toBe('$0K');
    expect(formatMoneyK(null)).toBe('TBD');
  });

  it('formats millions with one decimal', () => {
    expect(formatMoneyM('2450000')).toBe('$2.5M');
    expect(formatMoneyM('0')).toBe('$0.0M');
    expect(formatMoneyM('12345678901.00')).toBe('$12,345.7M');
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
