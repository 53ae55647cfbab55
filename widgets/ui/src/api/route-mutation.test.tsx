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
import { rowIdAndBody, rowIdAndRest, rowParams, useRouteMutation } from './route-mutation';

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

describe("the inputs of a write on one row, from the mutation's variables", () => {
  it('rowParams names the row by its id, with no body', () => {
    expect(rowParams('r-1')).toEqual({ params: { id: 'r-1' } });
  });

  it("rowIdAndRest takes the row's id out of the variables and sends the other fields as the body", () => {
    const input = rowIdAndRest<{ name: string; note?: string }>();
    expect(input({ id: 'r-1', name: 'Renamed', note: 'why' })).toEqual({
      params: { id: 'r-1' },
      body: { name: 'Renamed', note: 'why' },
    });
    expect(input({ id: 'r-1', name: 'Renamed' })).toEqual({
      params: { id: 'r-1' },
      body: { name: 'Renamed' },
    });
  });

  it("rowIdAndBody sends the variables' body as it is to the row they name", () => {
    const body = { done: true };
    const input = rowIdAndBody<{ done: boolean }>()({ id: 'r-1', body });
    expect(input).toEqual({ params: { id: 'r-1' }, body: { done: true } });
    expect(input.body).toBe(body);
  });
});
