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
