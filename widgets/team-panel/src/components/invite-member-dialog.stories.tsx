import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { COMPANY_ID } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { InviteMemberDialog } from './invite-member-dialog';

const meta = {
  title: 'Widgets/Team Panel/InviteMemberDialog',
  component: InviteMemberDialog,
  args: { open: true, onOpenChange: () => {}, companyId: COMPANY_ID },
  parameters: { msw: teamHandlers() },
} satisfies Meta<typeof InviteMemberDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Sending fails: the server's reason shows in a destructive toast. */
export const AlreadyMember: Story = stories.failingStory([
  [routes.inviteMember, 'This person is already a member of the company', 409],
]);
