import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { routes, type NotificationPage } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../testing/mock-api/mock-route';
import { renderWithProviders } from '../testing/render';
import { makeProject } from '../testing/demo-data/fixtures';
import { ApiProvider } from './api-context';
import { routeKey } from './query';
import { useRouteMutation } from './route-mutation';
import { useRouteInfiniteQuery, useRouteQuery } from './route-query';

const companyId = '11111111-1111-4111-8111-111111111111';
const projectId = '22222222-2222-4222-8222-222222222222';

function ProjectNames({ enabled = true }: { enabled?: boolean }) {
  const names = useRouteQuery(
    routes.listProjects,
    { params: { companyId }, query: { sort: 'name' } },
    { enabled, select: (projects) => projects.map((p) => p.name).join(', ') },
  );
  const rename = useRouteMutation(routes.updateProject, (name: string) => ({
    params: { id: projectId },
    body: { name },
  }));
  return (
    <>
      <p>{names.data ?? (names.isError ? 'failed' : 'nothing yet')}</p>
      <button onClick={() => rename.mutate('Renamed')}>Rename</button>
    </>
  );
}

function projectHandlers() {
  const seen: string[] = [];
  let name = 'Before';
  return {
    seen,
    list: [
      mockRoute(routes.listProjects, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json([makeProject({ id: projectId, companyId, name })]);
      }),
      mockRoute(routes.updateProject, () => {
        name = 'Renamed';
        return HttpResponse.json(makeProject({ id: projectId, companyId, name }));
      }),
    ],
  };
}

describe('useRouteQuery', () => {
  it('calls its route with the params and query through the nearest ApiProvider, typed by the contract', async () => {
    const { seen, list } = projectHandlers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider baseUrl="https://portfolio.example.com">{children}</ApiProvider>
    );
    renderWithProviders(<ProjectNames />, { companyId, handlers: list, wrapper });
    await screen.findByText('Before');
    expect(seen).toEqual([
      `https://portfolio.example.com/api/companies/${companyId}/projects?sort=name`,
    ]);
  });

  it("is keyed by the route's path, so the write's refresh reads it again", async () => {
    const { seen, list } = projectHandlers();
    const { user, queryClient } = renderWithProviders(<ProjectNames />, {
      companyId,
      handlers: list,
    });
    await screen.findByText('Before');
    expect(
      queryClient.getQueryData(
        routeKey(routes.listProjects, { params: { companyId }, query: { sort: 'name' } }),
      ),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByText('Renamed');
    expect(seen).toHaveLength(2);
  });

  it('asks nothing while not enabled', async () => {
    const { seen, list } = projectHandlers();
    renderWithProviders(<ProjectNames enabled={false} />, { companyId, handlers: list });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText('nothing yet')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

function Bell() {
  const pages = useRouteInfiniteQuery(routes.listNotifications, {}, { cursorParam: 'cursor' });
  const count = pages.data?.pages.reduce((sum, page) => sum + page.notifications.length, 0);
  return (
    <>
      <p>{count === undefined ? 'loading' : `${count} shown`}</p>
      <button disabled={!pages.hasNextPage} onClick={() => void pages.fetchNextPage()}>
        More
      </button>
    </>
  );
}

describe('useRouteInfiniteQuery', () => {
  it("asks for the next page with the last page's cursor, until there is none", async () => {
    const cursors: (string | null)[] = [];
    const page = (size: number, nextCursor: string | null): NotificationPage => ({
      notifications: Array.from({ length: size }, (_, i) => ({
        id: String(i + 1),
        kind: 'risk_opened',
        title: `Risk ${i}`,
        body: null,
        link: null,
        read: false,
        createdAt: '2026-11-01T10:00:00.000Z',
      })) as unknown as NotificationPage['notifications'],
      nextCursor,
      unreadCount: 3,
    });
    const { user } = renderWithProviders(<Bell />, {
      companyId,
      handlers: [
        mockRoute(routes.listNotifications, ({ request }) => {
          const cursor = new URL(request.url).searchParams.get('cursor');
          cursors.push(cursor);
          return HttpResponse.json(cursor ? page(1, null) : page(2, 'c-2'));
        }),
      ],
    });
    await screen.findByText('2 shown');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByText('3 shown');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'More' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(cursors).toEqual([null, 'c-2']);
  });
});
