import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { COMPANY_ID, adminUser, sampleMembers } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { MembersTable, MembersTableSkeleton } from './members-table';

const meta = {
  title: 'Widgets/Team Panel/MembersTable',
  component: MembersTable,
  args: {
    members: sampleMembers(),
    companyId: COMPANY_ID,
    companyName: 'Northwind Analytics',
    isAdmin: true,
    currentUserId: adminUser.id,
  },
  parameters: { msw: teamHandlers() },
} satisfies Meta<typeof MembersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the actions menu (change role, remove with confirmation). */
export const ForAdmin: Story = {};

export const ForMember: Story = { args: { isAdmin: false } };

export const NoMatch: Story = { args: { members: [], search: 'zoe' } };

export const Loading: Story = { render: () => <MembersTableSkeleton /> };
