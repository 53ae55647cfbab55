import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { routes, toRouterPath, type CompanyEvent } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { companyEventStream, mockCompanyEvents } from '../testing/mock-api/company-events';
import { makeProject } from '../testing/demo-data/fixtures';
import { mockRoute } from '../testing/mock-api/mock-route';
import { renderWithProviders } from '../testing/render';
import { WidgetRoot } from '../widget/widget-root';
import { onCompanyEvent, REFRESH_WINDOW_MS } from './company-events';
import { refreshPaths, routeQuery } from './query';

const companyId = '11111111-1111-4111-8111-111111111111';
const projectId = '22222222-2222-4222-8222-222222222222';

const event = (type: string, fields: Partial<CompanyEvent> = {}): CompanyEvent => ({
  type,
  id: projectId,
  companyId,
  projectId,
  at: '2026-11-25T10:00:00.000Z',
  actor: { type: 'user', id: 'u-2', label: 'Grace Hopper' },
  ...fields,
});

/** Shows the company's project names and how often the list was read. */
function ProjectNames() {
  const { data } = useQuery(routeQuery(routes.listProjects, { params: { companyId } }));
  return <p>{data?.map((p) => p.name).join(', ') ?? 'loading'}</p>;
}

/** Shows the project's name. */
function ProjectName() {
  const { data } = useQuery(routeQuery(routes.getProject, { params: { id: projectId } }));
  return <p>{data?.name ?? 'loading'}</p>;
}

/** Shows how many members the company has. */
function MemberCount() {
  const { data } = useQuery(routeQuery(routes.listMembers, { params: { companyId } }));
  return <p>{data ? `${data.length} members` : 'loading'}</p>;
}

function countedList(names: string[][]) {
  const reads = { count: 0 };
  const handler = mockRoute(routes.listProjects, () => {
    const page = names[Math.min(reads.count, names.length - 1)]!;
    reads.count += 1;
    return HttpResponse.json(page.map((name) => makeProject({ id: projectId, companyId, name })));
  });
  return { reads, handler };
}

describe('the company event stream in a widget root', () => {
  it('refreshes the answers an event makes out of date, and only those', async () => {
    const list = countedList([['Before'], ['After']]);
    const members = { count: 0 };
    renderWithProviders(
      <>
        <ProjectNames />
        <MemberCount />
      </>,
      {
        companyId,
        handlers: [
          list.handler,
          mockCompanyEvents([{ id: '7', data: event('project.updated') }]),
          mockRoute(routes.listMembers, () => {
            members.count += 1;
            return HttpResponse.json([]);
          }),
        ],
      },
    );
    await screen.findByText('After');
    await screen.findByText('0 members');
    expect(list.reads.count).toBe(2);
    // Members are not touched by a project's change: read once.
    expect(members.count).toBe(1);
  });

  it('reads one stream per client and company, however many widgets show it', async () => {
    let streams = 0;
    const list = countedList([['Shared']]);
    renderWithProviders(
      <>
        <ProjectNames />
        <WidgetRoot companyId={companyId}>
          <ProjectNames />
        </WidgetRoot>
      </>,
      {
        companyId,
        handlers: [list.handler, mockCompanyEvents([], () => (streams += 1))],
      },
    );
    expect(await screen.findAllByText('Shared')).toHaveLength(2);
    await waitFor(() => expect(streams).toBe(1));
    // Still one a while later: the second root joined the first one's stream.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streams).toBe(1);
  });

  it('reads again when a change lands while the first read is under way', async () => {
    // The first answer was read before the change and arrives after the event about it.
    let answerFirstRead = () => {};
    const firstReadAnswered = new Promise<void>((resolve) => (answerFirstRead = resolve));
    const reads = { count: 0 };
    const { queryClient } = renderWithProviders(<ProjectName />, {
      handlers: [
        mockRoute(routes.getProject, async () => {
          reads.count += 1;
          if (reads.count === 1) {
            await firstReadAnswered;
            return HttpResponse.json(makeProject({ id: projectId, companyId, name: 'Before' }));
          }
          return HttpResponse.json(makeProject({ id: projectId, companyId, name: 'After' }));
        }),
      ],
    });
    await waitFor(() => expect(reads.count).toBe(1));
    const refreshed = refreshPaths(queryClient, [`/api/projects/${projectId}`]);
    answerFirstRead();
    await refreshed;
    expect(await screen.findByText('After')).toBeTruthy();
    expect(reads.count).toBe(2);
  });

  it('opens from the first answer’s Events-Since, resumes from the last id after a drop, and skips a repeated id', async () => {
    const encoder = new TextEncoder();
    const frame = (id: string, name: string) =>
      encoder.encode(
        `id: ${id}\nevent: project.updated\ndata: ${JSON.stringify(event('project.updated', { id: projectId, actor: { type: 'user', id: 'u-2', label: name } }))}\n\n`,
      );
    const asked: Array<string | null> = [];
    const stream = http.get(`*${toRouterPath(routes.streamCompanyEvents.path)}`, ({ request }) => {
      asked.push(request.headers.get('last-event-id'));
      const first = asked.length === 1;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (first) {
            // The change between the first read and the stream, replayed; then the stream drops.
            controller.enqueue(frame('42', 'first'));
            controller.close();
          } else {
            // A replay that repeats 42 around the resume, then what came next.
            controller.enqueue(frame('42', 'repeated'));
            controller.enqueue(frame('43', 'next'));
          }
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const list = mockRoute(routes.listProjects, () =>
      HttpResponse.json([makeProject({ id: projectId, companyId, name: 'Listed' })], {
        headers: { 'Events-Since': '41' },
      }),
    );
    const heard: string[] = [];
    const { queryClient } = renderWithProviders(<ProjectNames />, {
      companyId,
      handlers: [list, stream],
    });
    const release = onCompanyEvent(queryClient, companyId, (e) => heard.push(e.actor.label));
    try {
      await screen.findByText('Listed');
      await waitFor(() => expect(asked).toHaveLength(2), { timeout: 4_000 });
      expect(asked).toEqual(['41', '42']);
      await waitFor(() => expect(heard).toEqual(['first', 'next']));
    } finally {
      release();
    }
  });
  it('gathers a burst of events into a few refreshes, and always shows the final data', async () => {
    const stream = companyEventStream();
    // The server's answer is whatever the last write left: the writes so far, counted.
    let written = 0;
    const reads = { count: 0 };
    const list = mockRoute(routes.listProjects, () => {
      reads.count += 1;
      return HttpResponse.json([
        makeProject({ id: projectId, companyId, name: `Write ${written}` }),
      ]);
    });
    renderWithProviders(<ProjectNames />, { companyId, handlers: [list, stream.handler] });
    await screen.findByText('Write 0');
    await waitFor(() => expect(stream.openStreams).toBe(1));
    const before = reads.count;

    // 50 writes over about 1.5 s, each announced as it commits.
    for (let i = 1; i <= 50; i += 1) {
      written = i;
      stream.send({ id: String(100 + i), data: event('project.updated') });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(
      await screen.findByText('Write 50', {}, { timeout: 3 * REFRESH_WINDOW_MS }),
    ).toBeTruthy();
    // Once per window at most (1.5 s / 0.4 s and the last one), not once per event.
    expect(reads.count - before).toBeLessThanOrEqual(6);
    expect(reads.count - before).toBeGreaterThanOrEqual(1);
    // Nothing more comes once the burst is over.
    const after = reads.count;
    await new Promise((resolve) => setTimeout(resolve, 2 * REFRESH_WINDOW_MS));
    expect(reads.count).toBe(after);
  });

  it('goes on refreshing after a read that never answers', async () => {
    const stream = companyEventStream();
    let reads = 0;
    const list = mockRoute(routes.listProjects, async () => {
      reads += 1;
      // The second read hangs for good; the ones after answer.
      if (reads === 2) await new Promise(() => undefined);
      return HttpResponse.json([makeProject({ id: projectId, companyId, name: `Read ${reads}` })]);
    });
    renderWithProviders(<ProjectNames />, { companyId, handlers: [list, stream.handler] });
    await screen.findByText('Read 1');
    await waitFor(() => expect(stream.openStreams).toBe(1));
    stream.send({ id: '301', data: event('project.updated') });
    await waitFor(() => expect(reads).toBe(2), { timeout: 3 * REFRESH_WINDOW_MS });
    stream.send({ id: '302', data: event('project.updated') });
    expect(await screen.findByText('Read 3', {}, { timeout: 3 * REFRESH_WINDOW_MS })).toBeTruthy();
  });
});
