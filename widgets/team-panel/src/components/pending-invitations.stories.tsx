import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { mockRouteError, mockRouteJson, mockRouteLoading } from '@portfolio/ui/testing/msw';
import { COMPANY_ID } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { PendingInvitations } from './pending-invitations';

const meta = {
  title: 'Widgets/Team Panel/PendingInvitations',
  component: PendingInvitations,
  args: { companyId: COMPANY_ID, onInvite: () => {} },
  parameters: { msw: teamHandlers() },
} satisfies Meta<typeof PendingInvitations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending invitation and an expired one (resend it to copy its link again). */
export const WithInvitations: Story = {};

export const Empty: Story = { parameters: { msw: [mockRouteJson(routes.listInvitations, [])] } };

export const Loading: Story = { parameters: { msw: [mockRouteLoading(routes.listInvitations)] } };

export const LoadError: Story = {
  parameters: {
    msw: [mockRouteError(routes.listInvitations, 500, 'The invitations could not be read.')],
  },
};
