import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INBOUND_SETUP_STEPS, routes } from '@portfolio/contracts';
import { recordBodies, renderWithProviders, server } from '@portfolio/ui/testing';
import { inboundIntegrationHandlers } from '../../../testing/handlers';
import { InboundConnections } from './inbound-connections';
import { COMPANY, bodyRows } from '../../../testing/settings-tables';

const rows = () => bodyRows('Inbound connections');

/** No connection yet; the bodies of the create requests are kept to check what was sent. */
function renderWithoutConnections() {
  const { bodies, handler } = recordBodies(routes.createIntegration);
  server.use(handler, ...inboundIntegrationHandlers([]));
  return { ...renderWithProviders(<InboundConnections companyId={COMPANY} />), bodies };
}

describe('InboundConnections', () => {
  it('lists each connection with its provider, description, inbound URL and last event', async () => {
    server.use(...inboundIntegrationHandlers());
    renderWithProviders(<InboundConnections companyId={COMPANY} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(row.textContent).toContain('GitHub');
    expect(row.textContent).toContain('northwind/support-copilot');
    expect(row.textContent).toMatch(/\/api\/integrations\/[0-9a-f-]+\/events/);
    expect(row.textContent).toContain('1 hour ago');
    expect(within(row).getByRole('button', { name: /Copy the inbound URL/ })).toBeTruthy();
  });

  it('creates a connection: the inbound URL, the secret once and the provider’s steps', async () => {
    const { user, bodies } = renderWithoutConnections();
    expect(await screen.findByText('No inbound connections yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Description'), 'acme/claims-bot');
    await user.click(screen.getByRole('button', { name: 'Add Connection' }));

    const secret = await screen.findByRole('textbox', { name: 'Connection secret' });
    expect((secret as HTMLInputElement).value.length).toBeGreaterThan(16);
    const url = screen.getByRole('textbox', { name: 'New inbound URL' }) as HTMLInputElement;
    expect(url.value).toMatch(/\/api\/integrations\/[0-9a-f-]+\/events$/);
    const steps = screen.getByRole('list', { name: 'Set up GitHub' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...INBOUND_SETUP_STEPS.github]);
    expect(bodies).toEqual([{ provider: 'github', description: 'acme/claims-bot' }]);
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Connection secret' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Set up GitHub' })).toBeNull();
  });

  it('asks Linear for its own signing secret, and checks it before sending', async () => {
    const { user, bodies } = renderWithoutConnections();
    await user.selectOptions(await screen.findByLabelText('Provider'), 'Linear');
    const field = screen.getByLabelText(/Use the provider’s secret/);
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Add Connection' }));
    expect(await screen.findByText(/at least 16 characters/)).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, 'lin_wh_0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Add Connection' }));
    const secret = await screen.findByRole('textbox', { name: 'Connection secret' });
    expect((secret as HTMLInputElement).value).toBe('lin_wh_0123456789abcdef');
    expect(screen.getByRole('list', { name: 'Set up Linear' })).toBeTruthy();
    expect(bodies).toEqual([
      { provider: 'linear', description: null, secret: 'lin_wh_0123456789abcdef' },
    ]);
  });

  it('deletes a connection after confirming', async () => {
    server.use(...inboundIntegrationHandlers());
    const { user } = renderWithProviders(<InboundConnections companyId={COMPANY} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete the GitHub connection northwind/support-copilot',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Connection deleted');
    expect(await screen.findByText('No inbound connections yet.')).toBeTruthy();
  });
});
