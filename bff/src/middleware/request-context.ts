import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

declare module 'koa' {
  interface DefaultState {
    /** The request id, also sent back as `x-request-id`. */
    requestId: string;
    /** The app logger bound to this request's id. */
    log: Logger;
  }
}

/** An incoming id is kept only when short and made of harmless characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives each request an id (the caller's `x-request-id` when sane, else a new uuid), echoes it
 * in the response, binds a child logger to it, and logs one line per finished request.
 */
/** Invitation tokens travel in paths; a log line must not be enough to join a company. */
export const redactPath = (path: string) => path.replace(/(\/by-token\/)[^/]+/, '$1[redacted]');

/**
 * A request's `ctx.state`. Most requests log nothing but their closing line: the child logger
 * bound to the request id (whose bindings pino serializes, redaction included) is made on
 * first use only.
 */
class RequestState {
  private child: Logger | undefined;
  constructor(
    private readonly logger: Logger,
    readonly requestId: string,
  ) {}
  get log(): Logger {
    return (this.child ??= this.logger.child({ reqId: this.requestId }));
  }
  /** Writes the line `log` would write (`reqId` first), without making the child for it. */
  write(level: 'info' | 'error', fields: object, message: string) {
    if (this.child) this.child[level](fields, message);
    else this.logger[level]({ reqId: this.requestId, ...fields }, message);
  }
}

export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const state = new RequestState(logger, requestId);
    ctx.state = state as unknown as typeof ctx.state;
    ctx.set('x-request-id', requestId);

    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const level = status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level)) {
        state.write(
          level,
          {
            req: { method: ctx.method, path: redactPath(ctx.path) },
            res: { status },
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          'request completed',
        );
      }
    }
  };
}
