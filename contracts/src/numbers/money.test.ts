import { describe, expect, it } from 'vitest';
import {
  type Amount,
  formatMoneyFull,
  formatMoneyK,
  formatMoneyM,
  formatMoneyShort,
  formatPercent,
  fromCents,
  projectInvestment,
  toCents,
} from './money';

describe('money', () => {
  /** A formatter over a table of amounts, each with the text it shows as. */
  const eachAmount = (
    name: string,
    format: (amount: Amount) => string,
    cases: ReadonlyArray<readonly [Amount, string]>,
  ) =>
    it.each(cases)(name, (amount, text) => {
      expect(format(amount)).toBe(text);
    });

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

  eachAmount('shows %j in millions as %s', formatMoneyM, [
    // The dashboard's Total Investment, as the spec writes it: $ millions, one decimal.
    ['872000', '$0.9M'],
    ['0', '$0.0M'],
    ['0.00', '$0.0M'],
    ['49999.99', '$0.0M'],
    ['50000', '$0.1M'],
    // Rounding boundaries, on cents rather than floats (0.95 is 0.9499… as a float).
    ['949999', '$0.9M'],
    ['949999.99', '$0.9M'],
    ['950000', '$1.0M'],
    ['1000000', '$1.0M'],
    ['2450000', '$2.5M'],
    ['12345678901.00', '$12,345.7M'],
    // Negative, and negative that rounds to nothing (no "-$0.0M").
    ['-1250000', '-$1.3M'],
    ['-40000', '$0.0M'],
    [null, 'TBD'],
  ]);

  eachAmount('shows %j in thousands as %s', formatMoneyK, [
    // The project list and the department page: thousands, no decimals.
    ['250000', '$250K'],
    ['1400', '$1K'],
    ['1499.99', '$1K'],
    ['1500', '$2K'],
    ['6500', '$7K'],
    ['499.99', '$0K'],
    ['500', '$1K'],
    ['0', '$0K'],
    // Never a larger unit: a million in thousands.
    ['999499.99', '$999K'],
    ['999500', '$1,000K'],
    ['1250400.99', '$1,250K'],
    ['-1500', '-$2K'],
    ['-499', '$0K'],
    [null, 'TBD'],
    [undefined, 'TBD'],
    ['', 'TBD'],
  ]);

  eachAmount(
    'shows %j in thousands with one decimal as %s',
    (amount) => formatMoneyK(amount, { decimals: 1 }),
    [
      // The project page's running costs and return: thousands, a decimal when it is not zero.
      ['8500', '$8.5K'],
      ['480000', '$480K'],
      ['8449.99', '$8.4K'],
      ['8450', '$8.5K'],
      ['999950', '$1,000K'],
      ['1400', '$1.4K'],
      ['49.99', '$0K'],
      ['50', '$0.1K'],
      ['0', '$0K'],
      ['-8500', '-$8.5K'],
      [null, 'TBD'],
    ],
  );

  it('shows a missing amount in thousands with the text it is given', () => {
    expect(formatMoneyK(null, { fallback: 'Not specified' })).toBe('Not specified');
    expect(formatMoneyM(null, 'Not specified')).toBe('Not specified');
  });

  eachAmount('abbreviates %j as %s', formatMoneyShort, [
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
    ['-0.49', '$0'],
    [null, 'TBD'],
  ]);

  it('shows a missing amount with the text it is given', () => {
    expect(formatMoneyShort(undefined, 'Not specified')).toBe('Not specified');
  });

  eachAmount('shows %j in full, with thousand separators, as %s', formatMoneyFull, [
    ['1234567', '$1,234,567'],
    ['1234.5', '$1,234.50'],
    ['1234.05', '$1,234.05'],
    ['0', '$0'],
    ['-1500', '-$1,500'],
    ['9999999999999.99', '$9,999,999,999,999.99'],
    [null, 'Not specified'],
  ]);

  it('formats percentages', () => {
    expect(formatPercent('125.5')).toBe('126%');
    expect(formatPercent(33.333, 1)).toBe('33.3%');
    expect(formatPercent(null)).toBe('TBD');
  });
});
