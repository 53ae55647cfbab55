import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import type { WidgetProps } from '@portfolio/ui';
import {
  makeCurrentUser,
  mockRouteError,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import type { ComponentType } from 'react';
import { ByDepartment } from '../by-department/by-department';
import { ByStatus } from '../by-status/by-status';
import { Dashboard } from '../dashboard/dashboard';

describe('a page of the dashboard widget without a company', () => {
  it.each<[string, ComponentType<WidgetProps>, string]>([
    ['Dashboard', Dashboard, 'view the portfolio dashboard'],
    ['ByDepartment', ByDepartment, 'view projects by department'],
    ['ByStatus', ByStatus, 'view projects by status'],
  ])(
    '%s shows the kit’s No Company Access, as the other pages do, and asks for nothing',
    async (_, Page, action) => {
      server.use(mockRouteError(routes.getPortfolioSummary, 500));
      const navigate = vi.fn();
      const { user } = renderWithProviders(
        <Page companyId={null} user={makeCurrentUser({ companies: [] })} navigate={navigate} />,
      );
      // The one heading of the page: no page header above it.
      expect(screen.getByRole('heading').textContent).toBe('No Company Access');
      expect(screen.getByText(`You need to be a member of a company to ${action}.`)).toBeTruthy();
      await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
      expect(navigate).toHaveBeenCalledWith('/');
    },
  );
});
