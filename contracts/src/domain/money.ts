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

/** A project's total investment as an amount; null (shown as TBD) when neither cost is known. */
export const projectInvestment = (project: {
  initialCosts: Amount;
  runningCosts: Amount;
}): string | null =>
  toCents(project.initialCosts) === null && toCents(project.runningCosts) === null
    ? null
    : fromCents(investmentCents(project));

const dollars = (amount: Amount) => {
  const cents = toCents(amount);
  return cents === null ? null : Number(cents) / 100;
};

const grouped = (value: number, decimals: number) =>
  value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

const UNITS = [
  { suffix: 'K', size: 1e3 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'B', size: 1e9 },
] as const;

/**
 * The one way money is abbreviated: the smallest unit (K, M, B) that keeps the figure under a
 * thousand, with one decimal kept when it is not zero, so nothing is rounded by more than a
 * twentieth of a unit: 6500 → "$6.5K", 125000 → "$125K", 2450000 → "$2.5M", 999960 → "$1M",
 * 499 → "$499", -1500 → "-$1.5K". Missing → TBD. Pair it with {@link formatMoneyFull} for the
 * exact figure.
 */
export function formatMoneyShort(amount: Amount, fallback = TBD): string {
  const value = dollars(amount);
  if (value === null) return fallback;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (Math.round(abs) < 1000) return `${sign}$${Math.round(abs)}`;
  const oneDecimal = (n: number) => Math.round(n * 10) / 10;
  // Judged after rounding, so 999,960 becomes "$1M" rather than "$1000K".
  const unit = UNITS.find((u) => oneDecimal(abs / u.size) < 1000) ?? UNITS[2];
  const scaled = oneDecimal(abs / unit.size);
  return `${sign}$${grouped(scaled, Number.isInteger(scaled) ? 0 : 1)}${unit.suffix}`;
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
