import { buildPath, CompanyEvent, routes } from '@portfolio/contracts';
import { Ajv } from 'ajv';
import { expect } from 'vitest';
import { eventStreamParser } from './event-stream-parser.ts';

/** One Server-Sent Event as a browser's parser hands it over. */
export interface ReceivedEvent {
  id: string;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event (comments such as heartbeats skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves with true when no event arrives within `ms`. */
  quietFor(ms: number): Promise<boolean>;
  /** Resolves once the server has ended the stream. */
  ended(): Promise<void>;
  /** Whether the stream has ended (or was closed). */
  isEnded(): boolean;
  close(): void;
}

const validData = new Ajv({ strict: false }).compile(CompanyEvent);

/**
 * Opens a company's event stream (cookie or bearer in `headers`) and reads it as the
 * specification's parser does: fields per line, an event per blank line. Every event's data
 * that is not a reset is checked against the contract's `CompanyEvent`.
 */
export async function readEventStream(
  baseUrl: string,
  companyId: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(
    baseUrl + buildPath(routes.streamCompanyEvents.path, { companyId }),
    { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal },
  );
  const queue: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const wake = () => waiters.forEach((waiter) => waiter());

  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      const parse = eventStreamParser();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          for (const fields of parse(decoder.decode(chunk, { stream: true }))) {
            const event = { ...fields, data: JSON.parse(fields.data) as unknown };
            if (event.event !== 'stream.reset')
              expect(validData(event.data), JSON.stringify(validData.errors)).toBe(true);
            queue.push(event);
            wake();
          }
        }
      } catch {
        // Aborted by close().
      }
      done = true;
      wake();
    })();
  }

  const waitFor = <T>(ready: () => T | undefined, timeoutMs: number, onTimeout: () => T) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const value = ready();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        resolve(onTimeout());
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    status: response.status,
    headers: response.headers,
    next: async (timeoutMs = 5_000) => {
      const event = await waitFor(
        () => queue.shift(),
        timeoutMs,
        () => undefined,
      );
      if (!event) throw new Error(`no event within ${timeoutMs} ms`);
      return event;
    },
    quietFor: (ms) =>
      waitFor(
        () => (queue.length > 0 ? false : undefined),
        ms,
        () => true,
      ),
    ended: () =>
      waitFor(
        () => (done ? true : undefined),
        30_000,
        () => true,
      ).then(() => undefined),
    isEnded: () => done,
    close: () => abort.abort(),
  };
}
