import { screen } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { mockRouteError } from '../testing/msw';
import { renderWithProviders } from '../testing/render';
import { server } from '../testing/server';
import { findToast } from '../testing/toast';
import { callRoute } from './api-client';
import type { MutationMeta } from './mutation-errors';

/** A button that creates a company, declaring `meta` as a widget's mutation hook does. */
function CreateCompany({ meta }: { meta?: MutationMeta }) {
  const create = useMutation({
    meta,
    mutationFn: () =>
      callRoute(routes.createCompany, { body: { name: 'Acme', industry: 'Retail', size: '1-50' } }),
  });
  return (
    <>
      <button onClick={() => create.mutate()}>Create</button>
      {create.isError ? <p>failed</p> : null}
    </>
  );
}

async function createFailing(meta: MutationMeta | undefined, status: number, message: string) {
  server.use(mockRouteError(routes.createCompany, status, message));
  const { user } = renderWithProviders(<CreateCompany meta={meta} />);
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await screen.findByText('failed');
}

describe('the error toast of a mutation', () => {
  it("says the server's message under Error", async () => {
    await createFailing(
      { errorMessage: 'Failed to create company' },
      409,
      'A company with this name already exists',
    );
    expect(await findToast()).toEqual({
      lines: ['Error', 'A company with this name already exists'],
      variant: 'destructive',
    });
  });

  it('says the declared sentence when the server sent no message', async () => {
    await createFailing({ errorMessage: 'Failed to create company' }, 500, '');
    expect(await findToast()).toEqual({
      lines: ['Error', 'Failed to create company'],
      variant: 'destructive',
    });
  });

  it('says fixed words whatever the server said', async () => {
    await createFailing(
      { errorMessage: { title: 'Failed to create project. Please try again.' } },
      409,
      'Conflict',
    );
    expect(await findToast()).toEqual({
      lines: ['Failed to create project. Please try again.'],
      variant: 'destructive',
    });
  });

  it('says the signed-out sentence on 401 when one is declared', async () => {
    await createFailing(
      { errorMessage: 'Failed to create company', signedOutMessage: 'You are logged out.' },
      401,
      'Unauthorized',
    );
    expect(await findToast()).toEqual({ lines: ['You are logged out.'], variant: 'destructive' });
  });

  it('is not shown for a mutation that declares none', async () => {
    await createFailing(undefined, 409, 'A company with this name already exists');
    expect(document.querySelector('[aria-label="Notifications"] [data-variant]')).toBeNull();
  });
});
