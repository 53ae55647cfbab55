import { http, HttpResponse } from 'msw';
import { routes, toRouterPath, type CompanyEvent } from '@portfolio/contracts';

/** An event as the stream sends it: the history id and the data. */
export interface MockedEvent {
  id: string;
  data: CompanyEvent;
}

/**
 * msw: the company event stream, typed by the contract, answered as a stream that sends
 * `events` and then stays open, as a quiet company's does; `onOpen` is told of each request.
 */
export function mockCompanyEvents(events: MockedEvent[] = [], onOpen?: () => void) {
  return http.get(`*${toRouterPath(routes.streamCompanyEvents.path)}`, () => {
    onOpen?.();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const { id, data } of events) {
          controller.enqueue(
            encoder.encode(`id: ${id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`),
          );
        }
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
}

/**
 * msw: the company event stream, kept open, with `send` to announce an event to every stream
 * open at that moment (a change someone else makes while the widget shows).
 */
export function companyEventStream() {
  const encoder = new TextEncoder();
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const handler = http.get(`*${toRouterPath(routes.streamCompanyEvents.path)}`, () => {
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        open.add(controller);
      },
      cancel() {
        if (own) open.delete(own);
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return {
    handler,
    /** How many streams are open: a test waits for one before it sends. */
    get openStreams() {
      return open.size;
    },
    send({ id, data }: MockedEvent) {
      const frame = encoder.encode(
        `id: ${id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`,
      );
      for (const controller of open) controller.enqueue(frame);
    },
  };
}

/**
 * msw for stories and dev:mock: a company event stream that stays quiet for `ms`, then runs
 * `before` (the change itself, e.g. in a portfolio store) and announces `events`.
 */
export function mockCompanyEventsAfter(ms: number, events: MockedEvent[], before?: () => void) {
  return http.get(`*${toRouterPath(routes.streamCompanyEvents.path)}`, () => {
    const encoder = new TextEncoder();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setTimeout(() => {
          before?.();
          for (const { id, data } of events) {
            controller.enqueue(
              encoder.encode(`id: ${id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`),
            );
          }
        }, ms);
      },
      // The page left (another story shown): nothing is announced to a closed stream.
      cancel() {
        clearTimeout(timer);
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
}
