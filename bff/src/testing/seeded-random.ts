/**
 * mulberry32, a small seeded generator with the picks test data is made of: the "random" data of
 * a test is the same on every run, so a failure replays.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  /** A number in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  /** A whole number in [0, max). */
  const int = (max: number) => Math.floor(next() * max);
  const chance = (p: number) => next() < p;
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const maybe = <T>(value: () => T, nullShare = 0.2) => (chance(nullShare) ? null : value());
  /** An amount with cents, as text: "12345.07". */
  const cents = (maxDollars: number) => `${int(maxDollars)}.${String(int(100)).padStart(2, '0')}`;
  return { next, int, chance, pick, maybe, cents };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
