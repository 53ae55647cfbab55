import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProgressBar } from './progress-bar';
import { maxWidth } from '../../../testing/stories';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  args: { value: 42, label: 'Active projects' },
  decorators: [maxWidth(360)],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 100 } };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ProgressBar value={45} label="Active" tone="green" />
      <ProgressBar value={30} label="In Progress" tone="blue" />
      <ProgressBar value={20} label="Planning" tone="violet" />
      <ProgressBar value={5} label="Completed" tone="teal" size="sm" />
    </div>
  ),
};
