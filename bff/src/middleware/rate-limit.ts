import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors.ts';

/**
 * Where rate-limit counters live. Every BFF process on one database (or one Redis) counts into
 * the same counters, so N processes still allow `max` per window, not N × `max`.
 *
 * `rate-limiter-flexible` is the counting library: atomic upserts in PostgreSQL and in Redis,
 * the same API in memory for apps without a store (unit tests of single middleware).
 */
export interface LimiterStore {
  limiter(options: {
    keyPrefix: string;
    points: number;
    durationSeconds: number;
  }): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * The library speaks `pg`'s `query({ text, values })`. Going through knex instead keeps one pool,
 * one statement timeout and works on the embedded PGlite too: `$n` placeholders become knex's `?`.
 */
function knexQueryClient(db: Knex) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const bindings = [...text.matchAll(/\$(\d+)/g)].map((m) => values[Number(m[1]) - 1]);
      const result = (await db.raw(text.replace(/\$\d+/g, '?'), bindings as Knex.RawBinding[])) as {
        rows: unknown[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
      };
    },
  };
}

/** Counters in the `rate_limits` table (created by a migration), or in Redis with REDIS_URL. */
export function createLimiterStore(deps: { db: Knex; redisUrl: string | undefined }): LimiterStore {
  if (deps.redisUrl !== undefined) {
    // One retry and a short connect timeout: with Redis away, a limited request fails within
    // seconds (503) instead of hanging.
    const redis = new Redis(deps.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    return {
      limiter: ({ keyPrefix, points, durationSeconds }) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationSeconds }),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const storeClient = knexQueryClient(deps.db);
  return {
    limiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterPostgres({
        storeClient,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    close: async () => undefined,
  };
}

declare module 'koa' {
  interface DefaultContext {
    /** Shared rate-limit counters, set by createApp; absent, each limit counts in memory. */
    limiterStore?: LimiterStore;
  }
}

const memoryStore: LimiterStore = {
  limiter: ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
  close: async () => undefined,
};

export interface RateLimitOptions {
  windowMs: number;
  /** Requests allowed per key and window; the next one is answered 429. */
  max: number;
  /** The key to count under, e.g. the client address; undefined lets the request through uncounted. */
  key: (ctx: Context) => string | undefined;
  /**
   * Names the counters, the same in every process (e.g. `sign-in:ip`). By default the route's
   * method, path and limits.
   */
  name?: string;
  /**
   * Count only requests that fail (status 400 and up, or a thrown error), e.g. wrong passwords.
   * The hit is taken before the request runs and given back on success, so a burst of
   * concurrent requests cannot overshoot `max`.
   */
  failuresOnly?: boolean;
  /** The 429 message; receives the wait in seconds. */
  message?: (retryAfterSeconds: number) => string;
  /** Called on the first request refused in a window (e.g. to tell someone). */
  onLimited?: (ctx: Context) => void;
}

const defaultMessage = (seconds: number) =>
  `Too many attempts. Please try again in ${formatWait(seconds)}.`;

/** "45 seconds", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 for a rejected hit, with the wait until the window ends. */
export function tooManyRequests(
  res: RateLimiterRes,
  message: (retryAfterSeconds: number) => string = defaultMessage,
): TooManyRequestsError {
  const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new TooManyRequestsError(message(retryAfterSeconds), {
    code: 'rate_limited',
    retryAfterSeconds,
  });
}

/**
 * Keys come from the request (an e-mail of any length, NUL bytes…) and would sit in the store
 * as written: a digest is short, storable and names no one.
 */
export const digestKey = (raw: string) => createHash('sha256').update(raw).digest('base64url');

/**
 * A limiter made on first use from the app's store (one per app: two apps in one process, as in
 * tests, keep their own databases).
 */
export function lazyLimiter(options: {
  name: (ctx: Context) => string;
  max: number;
  windowMs: number;
}): (ctx: Context) => RateLimiterAbstract {
  const limiters = new WeakMap<LimiterStore, RateLimiterAbstract>();
  return (ctx) => {
    const store = ctx.app.context.limiterStore ?? memoryStore;
    let limiter = limiters.get(store);
    if (!limiter) {
      limiter = store.limiter({
        keyPrefix: `rl:${options.name(ctx)}`,
        points: options.max,
        durationSeconds: options.windowMs / 1000,
      });
      limiters.set(store, limiter);
    }
    return limiter;
  };
}

/**
 * A rate limit counted where its key is known, e.g. inside a handler once the caller and its
 * company are (a middleware before validation knows neither): each call takes one hit under
 * `rawKey`, or throws the 429 with Retry-After. Returns the key's digest and limiter, for a
 * caller that gives the hit back.
 */
export function rateLimitCounter(options: Omit<RateLimitOptions, 'key'>) {
  if (!(options.max >= 1) || !(options.windowMs >= 1000)) {
    throw new Error('rateLimit: max must be positive and windowMs at least a second');
  }
  const message = options.message ?? defaultMessage;
  const limiterOf = lazyLimiter({
    max: options.max,
    windowMs: options.windowMs,
    name: (ctx) =>
      options.name ??
      `${ctx.method} ${(ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path} ${options.max}/${options.windowMs}${options.failuresOnly ? ' failures' : ''}`,
  });
  return async (ctx: Context, rawKey: string) => {
    const key = digestKey(rawKey);
    const limiter = limiterOf(ctx);
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === options.max + 1) options.onLimited?.(ctx);
      throw tooManyRequests(rejection, message);
    }
    return { key, limiter };
  };
}

/**
 * A rate limit as Koa middleware: over `max` requests per key in a window → 429 with
 * Retry-After (set by the error middleware from TooManyRequestsError) and a clear message.
 * Counters live in the app's shared store (PostgreSQL or Redis), so every process counts
 * together; without one (a bare Koa app), in this middleware's memory.
 */
export function rateLimit(options: RateLimitOptions): Middleware {
  const count = rateLimitCounter(options);
  return async (ctx, next) => {
    const raw = options.key(ctx);
    if (raw === undefined) return next();
    const { key, limiter } = await count(ctx, raw);
    if (!options.failuresOnly) return next();

    let failed = true;
    try {
      await next();
      failed = ctx.status >= 400;
    } finally {
      if (!failed) await limiter.reward(key, 1);
    }
  };
}

/** The client address as Koa sees it (behind TRUST_PROXY hops, the one the proxy added). */
export const byClientIp = (ctx: Context): string => `ip:${ctx.ip}`;

/** The signed-in user; undefined before authentication has named one. */
export const bySignedInUser = (ctx: Context): string | undefined => {
  const userId = ctx.state.userId as string | undefined;
  return userId ? `user:${userId}` : undefined;
};

/** The signed-in user, or the client address where none is signed in. */
export const byUserOrClientIp = (ctx: Context): string => bySignedInUser(ctx) ?? byClientIp(ctx);

export interface ConcurrencyLimitOptions {
  /** Names the counters, the same in every process. */
  name: string;
  /** How many may run at once per key; the next is answered 429. */
  max: number;
  /**
   * How long a slot may be held before it frees itself: a process that dies holding one (a
   * kill, a crash) leaves it taken until then. Longer than the work it guards usually runs.
   */
  leaseMs: number;
  /** Retry-After of the 429: about how long the work takes. */
  retryAfterSeconds: number;
  /** The 429 message; receives the wait in seconds. */
  message: (retryAfterSeconds: number) => string;
}

/**
 * At most `max` of some work running at once per key, counted by every process together: a slot
 * is a point of the shared rate-limit store (the same counters as the rate limits), taken when
 * the work starts and given back when it ends. The counter's window is the lease, so a slot
 * that is never given back frees itself when the window ends; a slot taken in a window that has
 * ended is not given back, since the new window never counted it (around that turn, up to
 * `max` more may run for a moment).
 *
 * Each call takes a slot of `rawKey` or throws the 429 with Retry-After; it resolves with the
 * slot's release (calling it again does nothing).
 */
export function concurrencyLimit(options: ConcurrencyLimitOptions) {
  if (!(options.max >= 1) || !(options.leaseMs >= 1000)) {
    throw new Error('concurrencyLimit: max must be positive and leaseMs at least a second');
  }
  const limiterOf = lazyLimiter({
    max: options.max,
    windowMs: options.leaseMs,
    name: () => `${options.name} running`,
  });
  return async (ctx: Context, rawKey: string): Promise<() => Promise<void>> => {
    const key = digestKey(rawKey);
    const limiter = limiterOf(ctx);
    let windowEndsAt: number;
    try {
      const taken = await limiter.consume(key);
      windowEndsAt = Date.now() + taken.msBeforeNext;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // A refused attempt counted a point too: given back, or the slots would shrink.
      await limiter.reward(key, 1);
      throw new TooManyRequestsError(options.message(options.retryAfterSeconds), {
        code: 'rate_limited',
        retryAfterSeconds: options.retryAfterSeconds,
      });
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      // A second's margin: the store's clock and this process's may differ a little.
      if (Date.now() < windowEndsAt - 1000) await limiter.reward(key, 1);
    };
  };
}
