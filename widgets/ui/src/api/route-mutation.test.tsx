import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockRoute } from '../testing/mock-api/mock-route';
import { renderWithProviders } from '../testing/render';
import { server } from '../testing/server';
import { makeProject } from '../testing/demo-data/fixtures';
import { ApiProvider } from './api-context';
import { routeQuery } from './query';
import { useRouteMutation } from './route-mutation';

function RemoveMember({ onSuccess }: { onSuccess: () => void }) {
  const remove = useRouteMutation(routes.removeMember, (id: string) => ({ params: { id } }), {
    onSuccess,
  });
  return (
    <>
      <button onClick={() => remove.mutate('m-1')}>Remove</button>
      {remove.isSuccess ? <p>removed</p> : null}
    </>
  );
}

describe('useRouteMutation', () => {
  it("calls its route with the variables' params through the API client of the nearest ApiProvider", async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.use(
      mockRoute(routes.removeMember, ({ request }) => {
        seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onSuccess = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider baseUrl="https://portfolio.example.com" getToken={() => 'embed-token'}>
        {children}
      </ApiProvider>
    );
    const { user, queryClient } = renderWithProviders(<RemoveMember onSuccess={onSuccess} />, {
      wrapper,
    });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText('removed');
    expect(seen).toEqual([
      { url: 'https://portfolio.example.com/api/members/m-1', authorization: 'Bearer embed-token' },
    ]);
    expect(onSuccess).toHaveBeenCalledWith(queryClient, undefined);
  });
});

const companyId = '11111111-1111-4111-8111-111111111111';
const projectId = '22222222-2222-4222-8222-222222222222';

/** Reads the company's projects and members, and offers to rename the project. */
function Screen() {
  const projects = useQuery(routeQuery(routes.listProjects, { params: { companyId } }));
  const members = useQuery(routeQuery(routes.listMembers, { params: { companyId } }));
  const rename = useRouteMutation(routes.updateProject, (name: string) => ({
    params: { id: projectId },
    body: { name },
  }));
  const revoke = useRouteMutation(routes.revokeInvitation, (id: string) => ({ params: { id } }), {
    refreshOnFailure: true,
  });
  return (
    <>
      <p>{projects.data?.map((p) => p.name).join(', ') ?? 'loading'}</p>
      <p>{members.data ? `${members.data.length} members` : 'loading'}</p>
      <button onClick={() => rename.mutate('Renamed')}>Rename</button>
      <button onClick={() => revoke.mutate('i-1')}>Revoke</button>
    </>
  );
}

describe('useRouteMutation refreshes what its write made out of date', () => {
  function handlers() {
    const reads = { projects: 0, members: 0 };
    let name = 'Before';
    return {
      reads,
      list: [
        mockRoute(routes.listProjects, () => {
          reads.projects += 1;
          return HttpResponse.json([makeProject({ id: projectId, companyId, name })]);
        }),
        mockRoute(routes.listMembers, () => {
          reads.members += 1;
          return HttpResponse.json([]);
        }),
        mockRoute(routes.updateProject, () => {
          name = 'Renamed';
          return HttpResponse.json(makeProject({ id: projectId, companyId, name }));
        }),
        mockRoute(routes.revokeInvitation, () =>
          HttpResponse.json({ message: 'Invitation not found' }, { status: 404 }),
        ),
      ],
    };
  }

  it("as the write's event would: the project's lists, not the team", async () => {
    const { reads, list } = handlers();
    const { user } = renderWithProviders(<Screen />, { companyId, handlers: list });
    await screen.findByText('Before');
    await screen.findByText('0 members');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByText('Renamed');
    expect(reads).toEqual({ projects: 2, members: 1 });
  });

  it('after a failure too when asked: the invitation may have gone meanwhile', async () => {
    const { reads, list } = handlers();
    const { user } = renderWithProviders(<Screen />, { companyId, handlers: list });
    await screen.findByText('0 members');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    // An invitation's change refreshes the members (an accepted one joins them).
    await waitFor(() => expect(reads.members).toBe(2));
    expect(reads.projects).toBe(1);
  });
});
