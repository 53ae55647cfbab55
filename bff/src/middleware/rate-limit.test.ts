import http from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { errorHandler } from './errors.ts';
import { requestContext } from './request-context.ts';
import { formatWait, rateLimit, type RateLimitOptions } from './rate-limit.ts';
import { MINUTE_MS } from '@portfolio/contracts';
import { listenOnLoopback } from '../testing/loopback/listen.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A tiny app: the limiter, then a handler answering the status asked in `?status=`. */
async function serve(options: RateLimitOptions): Promise<(query?: string) => Promise<Response>> {
  const app = new Koa();
  app.use(requestContext(createLogger({ level: 'silent' })));
  app.use(errorHandler());
  app.use(rateLimit(options));
  app.use((ctx) => {
    if (ctx.query.throw) throw new Error('boom');
    ctx.status = Number(ctx.query.status ?? 200);
    ctx.body = { ok: ctx.status < 400 };
  });
  const server = http.createServer(app.callback());
  servers.push(server);
  const baseUrl = await listenOnLoopback(server);
  return (query = '') => fetch(`${baseUrl}/${query}`);
}

describe('rateLimit', () => {
  it('answers 429 with Retry-After and the message once a key is over max', async () => {
    const call = await serve({ windowMs: MINUTE_MS, max: 3, key: () => 'k' });
    for (let i = 0; i < 3; i += 1) expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(55);
    expect(await limited.json()).toEqual({
      message: 'Too many attempts. Please try again in 1 minute.',
      code: 'rate_limited',
    });
  });

  it('counts keys apart and lets a request without a key through uncounted', async () => {
    const call = await serve({
      windowMs: MINUTE_MS,
      max: 1,
      key: (ctx) => (typeof ctx.query.k === 'string' ? ctx.query.k : undefined),
    });
    expect((await call('?k=a')).status).toBe(200);
    expect((await call('?k=b')).status).toBe(200);
    expect((await call('?k=a')).status).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await call()).status).toBe(200);
  });

  it('with failuresOnly, counts failed answers and thrown errors but not successes', async () => {
    const call = await serve({ windowMs: MINUTE_MS, max: 2, key: () => 'k', failuresOnly: true });
    for (let i = 0; i < 5; i += 1) expect((await call()).status).toBe(200);
    expect((await call('?status=401')).status).toBe(401);
    expect((await call('?throw=1')).status).toBe(500);
    expect((await call()).status).toBe(429);
  });

  it('refuses nonsensical limits', () => {
    expect(() => rateLimit({ windowMs: 1000, max: 0, key: () => 'k' })).toThrow();
  });
});

describe('formatWait', () => {
  it('reads naturally', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
  });
});
