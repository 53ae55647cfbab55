import type { ReactElement } from 'react';
import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@portfolio/contracts';
import { renderWithProviders } from '@portfolio/ui/testing';
import { TeamPanel } from '../components/team-panel';
import { COMPANY_ID, adminUser } from './fixtures';
import { teamHandlers } from './handlers';

/**
 * Renders a component of the widget in a WidgetRoot of the demo company, the team API answered
 * by `handlers` (the in-memory team API unless given).
 */
export const renderTeam = (ui: ReactElement, handlers: RequestHandler[] = teamHandlers()) =>
  renderWithProviders(ui, { companyId: COMPANY_ID, handlers });

/** The panel as the host mounts it for `user` of the demo company. */
export const teamPanel = (user: CurrentUser = adminUser) => (
  <TeamPanel companyId={COMPANY_ID} user={user} navigate={() => {}} />
);
