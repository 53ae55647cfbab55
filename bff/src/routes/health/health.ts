import { Router } from '@koa/router';
import type { AppDeps } from '../../app-deps.ts';
import { RETRY_AFTER_UNAVAILABLE_SECONDS } from '../../middleware/errors.ts';

const READY_TIMEOUT_MS = 2_000;

/**
 * `GET /healthz`: the process answers. `GET /readyz`: the database answers `select 1` within
 * two seconds; 503 otherwise, so a load balancer stops sending traffic.
 */
export function healthRoutes({ db }: AppDeps): Router {
  const router = new Router();

  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.raw('select 1'), timeout]);
      ctx.body = { status: 'ok' };
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'readiness check failed');
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      ctx.body = { status: 'unavailable', message: 'Database is not reachable' };
    } finally {
      clearTimeout(timer);
    }
  });

  return router;
}
