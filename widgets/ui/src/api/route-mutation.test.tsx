import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockRoute } from '../testing/mock-route';
import { renderWithProviders } from '../testing/render';
import { server } from '../testing/server';
import { ApiProvider } from './api-context';
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
