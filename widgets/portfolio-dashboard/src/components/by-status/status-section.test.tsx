import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import { makeMembership, mockRouteError, renderWithProviders, server } from '@portfolio/ui/testing';
import { StatusSection } from './status-section';

describe('StatusSection', () => {
  it('contains a failed list in its own error card', async () => {
    server.use(mockRouteError(routes.listProjects, 503, 'Try again in a minute'));
    renderWithProviders(
      <StatusSection
        companyId={makeMembership().id}
        status="completed"
        count={3}
        navigate={vi.fn()}
      />,
    );
    const section = screen.getByRole('region', { name: 'Completed' });
    expect(section.textContent).toContain('Successfully delivered');
    expect(section.textContent).toContain('3 projects');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Completed projects could not be loaded');
    expect(alert.textContent).toContain('Try again in a minute');
  });
});
