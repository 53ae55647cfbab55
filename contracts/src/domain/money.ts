/**
 * Money is a decimal string with at most two decimals ("1234.50"), or null when unknown.
 * Arithmetic runs on integer cents (bigint) so sums never drift the way floats do.
 */
export type Amount = string | null | undefined;

export const TBD = 'TBD';

/** "1234.5" → 123450n; null → null. Throws on text that is not an amount. */
export function toCents(amount: Amount): bigint | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 123450n → "1234.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Total investment of one project: initial costs plus twelve months of running costs. */
export function investmentCents(project: { initialCosts: Amount; runningCosts: Amount }): bigint {
  return (toCents(project.initialCosts) ?? 0n) + 12n * (toCents(project.runningCosts) ?? 0n);
}

export const projectInvestment = (project: { initialCosts: Amount; runningCosts: Amount }) =>
  fromCents(investmentCents(project));

const dollars = (amount: Amount) => {
  const cents = toCents(amount);
  return cents === null ? null : Number(cents) / 100;
};

const grouped = (value: number, decimals: number) =>
  value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Thousands, no decimals: "$1,250K". Missing → TBD. */
export function formatMoneyK(amount: Amount, fallback = TBD): string {
  const value = dollars(amount);
  return value === null ? fallback : `$${grouped(value / 1000, 0)}K`;
}

/** Millions, one decimal: "$2.4M". Missing → TBD. */
export function formatMoneyM(amount: Amount, fallback = TBD): string {
  const value = dollars(amount);
  return value === null ? fallback : `$${grouped(value / 1_000_000, 1)}M`;
}

/** The full figure with thousand separators: "$1,234,567" or "$1,234.50". Missing → Not specified. */
export function formatMoneyFull(amount: Amount, fallback = 'Not specified'): string {
  const cents = toCents(amount);
  if (cents === null) return fallback;
  return `$${grouped(Number(cents) / 100, cents % 100n === 0n ? 0 : 2)}`;
}

/** A percentage with the given decimals: "125%". Missing → TBD. */
export function formatPercent(value: Amount | number, decimals = 0, fallback = TBD): string {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? `${n.toFixed(decimals)}%` : fallback;
}
