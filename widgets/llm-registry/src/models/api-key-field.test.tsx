import { screen } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, mockRoute, mockRouteError, server } from '@portfolio/ui/testing';
import { ApiKeyField } from './api-key-field';
import { renderLlm } from '../testing/render';

const props = {
  modelId: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f01',
  modelName: 'GPT-4o',
  maskedApiKey: 'sk-p••••••••3f6a',
};

describe('ApiKeyField', () => {
  it('toggles between the mask and the clear key, asking the BFF each time it is shown', async () => {
    let calls = 0;
    server.use(
      mockRoute(routes.revealLlmModelKey, () => {
        calls += 1;
        return HttpResponse.json({ apiKey: 'sk-proj-4f8a2c9e1b7d3f6a' });
      }),
    );
    const { user } = renderLlm(<ApiKeyField {...props} canReveal />);
    expect(screen.getByLabelText('Masked API key of GPT-4o').textContent).toBe('sk-p••••••••3f6a');

    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect((await screen.findByLabelText('API key of GPT-4o')).textContent).toBe(
      'sk-proj-4f8a2c9e1b7d3f6a',
    );
    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(screen.getByLabelText('Masked API key of GPT-4o')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    await screen.findByLabelText('API key of GPT-4o');
    expect(calls).toBe(2);
  });

  it('copies the revealed key, and offers no copy while the key is masked', async () => {
    server.use(
      mockRoute(routes.revealLlmModelKey, () =>
        HttpResponse.json({ apiKey: 'sk-proj-4f8a2c9e1b7d3f6a' }),
      ),
    );
    const { user } = renderLlm(<ApiKeyField {...props} canReveal />);
    expect(screen.queryByRole('button', { name: 'Copy API key' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    await user.click(await screen.findByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe('sk-proj-4f8a2c9e1b7d3f6a');
    expect(await screen.findByText('API key copied')).toBeTruthy();
  });

  it('keeps the mask and says why when the key cannot be revealed', async () => {
    server.use(mockRouteError(routes.revealLlmModelKey, 403, 'Only admins can do this'));
    const { user } = renderLlm(<ApiKeyField {...props} canReveal />);
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(await screen.findByText('Only admins can do this')).toBeTruthy();
    expect(screen.getByLabelText('Masked API key of GPT-4o')).toBeTruthy();
  });

  it('has no toggle for a member', () => {
    renderLlm(<ApiKeyField {...props} canReveal={false} />);
    expect(screen.getByLabelText('Masked API key of GPT-4o')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
