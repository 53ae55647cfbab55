import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { makeCurrentUser, mockRouteError, mockRouteLoading } from '@portfolio/ui/testing/msw';
import { COMPANY_ID, adminUser, memberUser, sampleMembers } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { TeamPanel } from './team-panel';

const meta = {
  title: 'Widgets/Team Panel/TeamPanel',
  component: TeamPanel,
  args: { companyId: COMPANY_ID, user: adminUser, navigate: () => {} },
  parameters: { msw: teamHandlers() },
} satisfies Meta<typeof TeamPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: invite, member actions and the pending invitations. */
export const Admin: Story = {};

/** A member sees the team read-only. */
export const MemberReadOnly: Story = { args: { user: memberUser } };

export const Loading: Story = {
  parameters: {
    msw: [mockRouteLoading(routes.listMembers), mockRouteLoading(routes.listInvitations)],
  },
};

/** A new company: its creator alone, nobody invited yet. */
export const Empty: Story = {
  parameters: { msw: teamHandlers({ members: sampleMembers().slice(0, 1), invitations: [] }) },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listMembers, 500, 'The team could not be read. Please try again.'),
      mockRouteError(routes.listInvitations, 500, 'The invitations could not be read.'),
    ],
  },
};

export const WithoutCompany: Story = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};
