import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NoCompanyAccess } from './no-company-access';

const meta = {
  title: 'Kit/NoCompanyAccess',
  component: NoCompanyAccess,
  args: { action: 'manage team members', onGoToDashboard: () => {} },
} satisfies Meta<typeof NoCompanyAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeamMembers: Story = {};

export const NewProject: Story = { args: { action: 'create projects' } };
