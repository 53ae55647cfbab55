import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NoCompanyAccess } from './no-company-access';

const meta = {
  title: 'Widgets/LLM Registry/NoCompanyAccess',
  component: NoCompanyAccess,
} satisfies Meta<typeof NoCompanyAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
