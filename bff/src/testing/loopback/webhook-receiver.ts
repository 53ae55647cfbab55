import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { listenOnLoopback } from './listen.ts';

/** A request an endpoint received. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers a request to a path: a status (and headers), or nothing at all. */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  received: Received[];
  /** Received on `path`. */
  on(path: string): Received[];
  /** Answers on `path` from now on (200 by default); a list is used in turn, its last kept. */
  answer(path: string, ...answers: Answer[]): void;
  /** Resolves once `count` requests reached `path` (rejects after `ms`). */
  waitFor(path: string, count: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real HTTP endpoint on loopback that records what it is sent, for delivery tests. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const waiters: Array<() => void> = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      for (const wake of waiters) wake();
      const queue = answers.get(path) ?? [];
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
      if (next === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(next.status, next.headers).end(next.body ?? 'ok');
    });
  });
  const url = await listenOnLoopback(server);
  const on = (path: string) => received.filter((r) => r.path === path);
  return {
    url,
    received,
    on,
    answer: (path, ...list) => void answers.set(path, list),
    waitFor(path, count, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (on(path).length < count) return false;
          clearTimeout(timer);
          resolve(on(path));
          return true;
        };
        const timer = setTimeout(
          () => reject(new Error(`${on(path).length} of ${count} requests reached ${path}`)),
          ms,
        );
        if (!check()) waiters.push(() => void check());
      });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One receiver for the tests of a file: started before them, closed after them. The object
 * answers for the receiver of the moment (it exists only once the tests run).
 */
export function setupWebhookReceiver(): WebhookReceiver {
  let started: WebhookReceiver | undefined;
  beforeAll(async () => {
    started = await startWebhookReceiver();
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('The webhook receiver starts before the tests');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    on: (path) => current().on(path),
    answer: (path, ...answers) => current().answer(path, ...answers),
    waitFor: (path, count, ms) => current().waitFor(path, count, ms),
    close: () => current().close(),
  };
}
