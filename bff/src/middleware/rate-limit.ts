import type { Context, Middleware } from 'koa';
import { TooManyRequestsError } from '../errors.ts';

/**
 * Fixed-window counters kept in this process's memory. Each BFF process counts on its own, so
 * behind a load balancer with N processes a client gets up to N × `max` tries per window; that
 * is acceptable for slowing down password guessing and form spam. A shared store (the Redis the
 * machines run, or a table) would make the limit global.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly windowMs: number,
    /** Beyond this many distinct keys, the oldest windows are dropped (bounded memory). */
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit; answers the count in the current window and when the window ends. */
  hit(key: string, now = Date.now()): { count: number; resetAt: number } {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  /** Takes back one hit (a request that, in the end, was not the kind being limited). */
  refund(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count > 0) window.count -= 1;
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs && this.windows.size < this.maxKeys) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Still too many live keys: drop the oldest (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

export interface RateLimitOptions {
  windowMs: number;
  /** Requests allowed per key and window; the next one is answered 429. */
  max: number;
  /** The key to count under, e.g. the client address; undefined lets the request through uncounted. */
  key: (ctx: Context) => string | undefined;
  /**
   * Count only requests that fail (status 400 and up, or a thrown error), e.g. wrong passwords.
   * The hit is taken before the request runs and given back on success, so a burst of
   * concurrent requests cannot overshoot `max`.
   */
  failuresOnly?: boolean;
  /** The 429 message; receives the wait in seconds. */
  message?: (retryAfterSeconds: number) => string;
}

const defaultMessage = (seconds: number) =>
  `Too many attempts. Please try again in ${formatWait(seconds)}.`;

/** "45 seconds", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A rate limit as Koa middleware: over `max` requests per key in a window → 429 with
 * Retry-After (set by the error middleware from TooManyRequestsError) and a clear message.
 *
 * Every call makes its own counters: create the middleware once per app (e.g. inside a route's
 * `register`), not at module level, so two apps in one process do not share counts.
 */
export function rateLimit(options: RateLimitOptions): Middleware {
  if (!(options.max >= 1) || !(options.windowMs >= 1)) {
    throw new Error('rateLimit: max and windowMs must be positive');
  }
  const counter = new FixedWindowCounter(options.windowMs);
  const message = options.message ?? defaultMessage;

  return async (ctx, next) => {
    const key = options.key(ctx);
    if (key === undefined) return next();

    const now = Date.now();
    const { count, resetAt } = counter.hit(key, now);
    if (count > options.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new TooManyRequestsError(message(retryAfterSeconds), {
        code: 'rate_limited',
        retryAfterSeconds,
      });
    }
    if (!options.failuresOnly) return next();

    let failed = true;
    try {
      await next();
      failed = ctx.status >= 400;
    } finally {
      if (!failed) counter.refund(key);
    }
  };
}

/** The client address as Koa sees it (X-Forwarded-For only when `app.proxy` is set). */
export const byClientIp = (ctx: Context): string => `ip:${ctx.ip}`;
