import type { ReactElement } from 'react';
import type { RequestHandler } from 'msw';
import { renderWithProviders, server } from '@portfolio/ui/testing';
import { COMPANY_ID } from './fixtures';

/**
 * Renders a component of the widget in a WidgetRoot of `companyId` (the demo company unless
 * given), with `handlers` answering first.
 */
export function renderLlm(
  ui: ReactElement,
  {
    companyId = COMPANY_ID,
    handlers = [],
  }: { companyId?: string | null; handlers?: RequestHandler[] } = {},
) {
  server.use(...handlers);
  return renderWithProviders(ui, { companyId });
}
