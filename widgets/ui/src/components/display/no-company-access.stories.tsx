import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NoCompanyAccess } from './no-company-access';
import { CompanyGate } from './company-gate';

const meta = {
  title: 'Kit/NoCompanyAccess',
  component: NoCompanyAccess,
  args: { action: 'manage team members', onGoToDashboard: () => {} },
} satisfies Meta<typeof NoCompanyAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeamMembers: Story = {};

export const NewProject: Story = { args: { action: 'create projects' } };

/** A page behind {@link CompanyGate} without a company: Go to Dashboard goes through `navigate`. */
export const Gated: Story = {
  render: ({ action }) => (
    <CompanyGate companyId={null} navigate={() => {}} action={action}>
      {() => null}
    </CompanyGate>
  ),
};
