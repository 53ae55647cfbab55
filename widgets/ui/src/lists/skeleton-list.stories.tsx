import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SkeletonList } from './skeleton-list';

const meta = {
  title: 'Kit/SkeletonList',
  component: SkeletonList,
  args: { label: 'Loading the risks', height: '6rem' },
} satisfies Meta<typeof SkeletonList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneTallRow: Story = { args: { count: 1, height: '12rem' } };
