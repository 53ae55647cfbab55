import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_DEFAULTS, routes } from '@portfolio/contracts';
import { renderWithProviders } from '@portfolio/ui/testing';
import { mockRouteJson } from '@portfolio/ui/testing/msw';
import { demoWeeklyDigest } from '../../testing/handlers';
import { PreferencesCard } from './preferences-card';

describe('Settings: the weekly digest preview', () => {
  it('shows the digest as it would be sent now, from the preferences card', async () => {
    const { user } = renderWithProviders(<PreferencesCard />, {
      handlers: [
        mockRouteJson(routes.getPreferences, PREFERENCE_DEFAULTS),
        mockRouteJson(routes.previewWeeklyDigest, demoWeeklyDigest),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Preview weekly digest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly digest preview' });
    expect(await within(dialog).findByText(demoWeeklyDigest.subject)).toBeTruthy();
    const metrics = within(dialog).getByRole('region', { name: 'Metrics against last week' });
    expect(metrics.textContent).toContain('Total Projects7+1 · a week ago 6');
    expect(
      within(dialog).getByRole('region', { name: 'Open risks (1 of 3)' }).textContent,
    ).toContain(
      'High Active while its EU AI Act status is non-compliant · Customer Support Copilot',
    );
    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the person would not get it', async () => {
    const { user } = renderWithProviders(<PreferencesCard />, {
      handlers: [
        mockRouteJson(routes.getPreferences, { ...PREFERENCE_DEFAULTS, weeklyReports: false }),
        mockRouteJson(routes.previewWeeklyDigest, { ...demoWeeklyDigest, wouldSend: false }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Preview weekly digest' }));
    expect((await screen.findByRole('note')).textContent).toContain(
      'You would not get this e-mail',
    );
  });
});
