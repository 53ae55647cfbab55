import http from 'node:http';
import { Readable } from 'node:stream';
import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { routeModules } from './routes/index.ts';
import { setupTestServer } from './testing/http.ts';

/** A download that never ends: 64 KiB chunks for as long as the client reads. */
const endless = () =>
  new Router().get('/endless', (ctx) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    ctx.body = new Readable({
      read() {
        this.push(chunk);
      },
    });
  });

describe('the app', () => {
  const served = setupTestServer({
    routes: { ...routeModules, root: [...routeModules.root, endless] },
  });

  it('logs a client that leaves mid-download at debug level, not as an error', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${served.server.baseUrl}/endless`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    const left = 'client closed the connection before the answer ended';
    await expect
      .poll(() => served.logs.entries.some((e) => e.msg === left && e.level === 20))
      .toBe(true);
    expect(served.logs.entries.filter((e) => (e.level as number) >= 50)).toEqual([]);
  });
});
