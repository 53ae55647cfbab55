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

/** A unit money is shown in, as cents: the dollar itself, then thousands, millions, billions. */
const UNITS = [
  { suffix: '', cents: 100n },
  { suffix: 'K', cents: 100_000n },
  { suffix: 'M', cents: 100_000_000n },
  { suffix: 'B', cents: 100_000_000_000n },
] as const;
type Unit = (typeof UNITS)[number];

/**
 * `cents` counted in tenths (one decimal) or wholes (none) of `unit`, rounded half away from
 * zero. On integer cents, so $949,999 is 9 tenths of a million and $950,000 is 10, which
 * floats (0.95 is 0.9499…) cannot promise.
 */
function roundIn(cents: bigint, unit: Unit, decimals: 0 | 1): bigint {
  const step = decimals === 1 ? unit.cents / 10n : unit.cents;
  const abs = cents < 0n ? -cents : cents;
  const rounded = (abs + step / 2n) / step;
  return cents < 0n ? -rounded : rounded;
}

/**
 * A rounded count from {@link roundIn} as text: "$1,250K", "-$0.9M". The decimal is always
 * written when `keepZero`, else only when it is not zero. A figure that rounds to zero has no
 * sign.
 */
function written(rounded: bigint, unit: Unit, decimals: 0 | 1, keepZero: boolean): string {
  const sign = rounded < 0n ? '-' : '';
  const abs = rounded < 0n ? -rounded : rounded;
  const whole = decimals === 1 ? abs / 10n : abs;
  const tenth = decimals === 1 ? abs % 10n : 0n;
  const decimal = decimals === 1 && (keepZero || tenth !== 0n) ? `.${tenth}` : '';
  return `${sign}$${whole.toLocaleString('en-US')}${decimal}${unit.suffix}`;
}

const THOUSANDS = UNITS[1];
const MILLIONS = UNITS[2];

/**
 * The dashboard's Total Investment: $ millions with one decimal, as the spec writes it:
 * 872000 → "$0.9M", 949999 → "$0.9M", 950000 → "$1.0M", 0 → "$0.0M", 12345678901 →
 * "$12,345.7M". Missing → TBD.
 */
export function formatMoneyM(amount: Amount, fallback = TBD): string {
  const cents = toCents(amount);
  return cents === null ? fallback : written(roundIn(cents, MILLIONS, 1), MILLIONS, 1, true);
}

/**
 * Thousands of dollars, the spec's format of the project list and the department page:
 * 250000 → "$250K", 1400 → "$1K", 999500 → "$1,000K", 499 → "$0K". With `decimals: 1`
 * (the project page's running costs and return) one decimal is kept when it is not zero:
 * 8500 → "$8.5K", 480000 → "$480K". Missing → TBD, or `fallback`.
 */
export function formatMoneyK(
  amount: Amount,
  { decimals = 0, fallback = TBD }: { decimals?: 0 | 1; fallback?: string } = {},
): string {
  const cents = toCents(amount);
  return cents === null
    ? fallback
    : written(roundIn(cents, THOUSANDS, decimals), THOUSANDS, decimals, false);
}

/**
 * Money abbreviated where the spec names no format (the By Status page, the project page's
 * initial investment): the smallest unit (K, M, B) that keeps the figure under a thousand,
 * with one decimal kept when it is not zero, so nothing is rounded by more than a twentieth of
 * a unit: 6500 → "$6.5K", 125000 → "$125K", 2450000 → "$2.5M", 999960 → "$1M", 499 → "$499",
 * -1500 → "-$1.5K". Missing → TBD. Pair it with {@link formatMoneyFull} for the exact figure.
 */
export function formatMoneyShort(amount: Amount, fallback = TBD): string {
  const cents = toCents(amount);
  if (cents === null) return fallback;
  const decimalsOf = (unit: Unit) => (unit.suffix === '' ? 0 : 1);
  // Judged after rounding, so 999,960 becomes "$1M" rather than "$1000K".
  const fits = (unit: Unit) => {
    const rounded = roundIn(cents, unit, decimalsOf(unit));
    return (rounded < 0n ? -rounded : rounded) < (decimalsOf(unit) === 1 ? 10_000n : 1000n);
  };
  const unit = UNITS.find(fits) ?? UNITS[3];
  return written(roundIn(cents, unit, decimalsOf(unit)), unit, decimalsOf(unit), false);
}

/**
 * The full figure with thousand separators: "$1,234,567", "$1,234.50", "-$1,500". Missing →
 * Not specified.
 */
export function formatMoneyFull(amount: Amount, fallback = 'Not specified'): string {
  const cents = toCents(amount);
  if (cents === null) return fallback;
  const abs = cents < 0n ? -cents : cents;
  const fraction = abs % 100n;
  const decimals = fraction === 0n ? '' : `.${fraction.toString().padStart(2, '0')}`;
  return `${cents < 0n ? '-' : ''}$${(abs / 100n).toLocaleString('en-US')}${decimals}`;
}

/** A percentage with the given decimals: "125%". Missing → TBD. */
export function formatPercent(value: Amount | number, decimals = 0, fallback = TBD): string {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? `${n.toFixed(decimals)}%` : fallback;
}
