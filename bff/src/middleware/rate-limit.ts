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

/** The limiter of a middleware, made on its first request from the app's store. */
export function lazyLimiter(options: {
  name: (ctx: Context) => string;
  max: number;
  windowMs: number;
}): (ctx: Context) => RateLimiterAbstract {
  let limiter: RateLimiterAbstract | undefined;
  return (ctx) =>
    (limiter ??= (ctx.app.context.limiterStore ?? memoryStore).limiter({
      keyPrefix: `rl:${options.name(ctx)}`,
      points: options.max,
      durationSeconds: options.windowMs / 1000,
    }));
}

/**
 * A rate limit as Koa middleware: over `max` requests per key in a window → 429 with
 * Retry-After (set by the error middleware from TooManyRequestsError) and a clear message.
 * Counters live in the app's shared store (PostgreSQL or Redis), so every process counts
 * together; without one (a bare Koa app), in this middleware's memory.
 */
export function rateLimit(options: RateLimitOptions): Middleware {
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

  return async (ctx, next) => {
    const key = options.key(ctx);
    if (key === undefined) return next();
    const limiter = limiterOf(ctx);
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === options.max + 1) options.onLimited?.(ctx);
      throw tooManyRequests(rejection, message);
    }
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
