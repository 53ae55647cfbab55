import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
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

export const Loading: Story = stories.loadingStory([routes.listMembers, routes.listInvitations]);

/** A new company: its creator alone, nobody invited yet. */
export const Empty: Story = {
  parameters: { msw: teamHandlers({ members: sampleMembers().slice(0, 1), invitations: [] }) },
};

export const LoadError: Story = stories.failingStory([
  [routes.listMembers, 'The team could not be read. Please try again.'],
  [routes.listInvitations, 'The invitations could not be read.'],
]);

export const WithoutCompany: Story = stories.withoutCompanyStory;
