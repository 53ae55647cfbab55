/**
 * Lengths of time in milliseconds, the unit of `Date` arithmetic, timers and rate-limit windows:
 * one spelling for every rule, limit and expiry that counts in them. A day here is 24 hours of
 * elapsed time (calendar days in a time zone are `zoned-time`'s).
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
