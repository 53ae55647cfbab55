import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { RouteDef } from '@portfolio/contracts';
import {
  mockRouteError,
  mockRouteLoading,
  renderWithProviders,
  server,
  type RenderWithProvidersOptions,
} from '@portfolio/ui/testing';
import { COMPANY_ID } from './fixtures';

/** Renders a component of the widget in a WidgetRoot of the demo company unless told otherwise. */
export const renderLlm = (ui: ReactElement, options: RenderWithProvidersOptions = {}) =>
  renderWithProviders(ui, { companyId: COMPANY_ID, ...options });

/**
 * Renders a view while `route` loads, expecting its placeholders, then again when `route` fails
 * with `status` and `reason`, expecting the error's title and the server's reason.
 */
export async function expectLoadingThenFailure(
  route: RouteDef,
  render: () => { unmount: () => void },
  expected: { loading: string; status: number; reason: string; errorTitle: string },
) {
  server.use(mockRouteLoading(route));
  const loading = render();
  expect(screen.getByRole('status', { name: expected.loading })).toBeTruthy();
  loading.unmount();

  server.use(mockRouteError(route, expected.status, expected.reason));
  render();
  expect(await screen.findByText(expected.errorTitle)).toBeTruthy();
  expect(screen.getByText(expected.reason)).toBeTruthy();
}
