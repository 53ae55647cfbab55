import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@portfolio/contracts';
import {
  HttpResponse,
  mockRoute,
  recordBodies,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { apiTokenHandlers } from '../../../testing/handlers';
import { ApiTokens } from './api-tokens';
import { COMPANY, bodyRows } from '../../../testing/settings-tables';

const rows = () => bodyRows('API tokens');

describe('ApiTokens', () => {
  it('creates a token with the chosen access and expiry, shows it once, then lists it', async () => {
    const { bodies, handler } = recordBodies(routes.createApiToken);
    server.use(handler, ...apiTokenHandlers());
    const { user } = renderWithProviders(<ApiTokens companyId={COMPANY} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.type(screen.getByLabelText(/Token name/), 'Nightly sync');
    await user.selectOptions(screen.getByLabelText('Access'), 'Read and write');
    await user.selectOptions(screen.getByLabelText('Expires'), 'Never');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));

    const secret = await screen.findByRole('textbox', { name: 'API token' });
    expect((secret as HTMLInputElement).value).toMatch(/^pai_tok_/);
    expect(bodies).toEqual([{ name: 'Nightly sync', scope: 'write', expiresInDays: null }]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.textContent).toContain('Read and write');
    expect(rows()[0]?.textContent).toContain('Never');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'API token' })).toBeNull();
  });

  it('says what is missing before sending anything', async () => {
    let created = 0;
    server.use(
      mockRoute(routes.createApiToken, () => {
        created += 1;
        return HttpResponse.json({} as never, { status: 500 });
      }),
      ...apiTokenHandlers(),
    );
    const { user } = renderWithProviders(<ApiTokens companyId={COMPANY} />);
    await user.click(await screen.findByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Token name is required')).toBeTruthy();
    expect(created).toBe(0);
  });

  it('deletes a token after confirming', async () => {
    server.use(...apiTokenHandlers());
    const { user } = renderWithProviders(<ApiTokens companyId={COMPANY} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Power BI refresh' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('API token deleted');
    expect(screen.queryByRole('button', { name: 'Delete Power BI refresh' })).toBeNull();
  });
});
