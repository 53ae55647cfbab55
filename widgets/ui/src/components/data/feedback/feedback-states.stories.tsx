import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CpuIcon } from '../../../icons/icons';
import { Button } from '../../forms/button';
import { EmptyState } from './empty-state';
import { ErrorCard } from './error-card';
import { LoadingBlock, Skeleton, Spinner } from '../../display/spinner';

const meta = {
  title: 'Kit/States',
  component: EmptyState,
  args: { title: 'No projects found' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: {
    title: 'No LLM models configured',
    description: 'Register the models your company uses to assign them to projects.',
    icon: <CpuIcon size={24} />,
    action: <Button>Add Model</Button>,
  },
};

export const Error: Story = {
  render: () => (
    <ErrorCard
      title="Dashboard is unavailable"
      message="It could not be loaded. Check your connection and try again."
      onRetry={() => {}}
    />
  ),
};

export const ErrorWithoutRetry: Story = {
  render: () => (
    <ErrorCard
      title="Project Not Found"
      message="The project you're looking for doesn't exist or you don't have access to it."
    />
  ),
};

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Spinner />
      <LoadingBlock minHeight="8rem" />
    </div>
  ),
};

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Skeleton $height="1.5rem" $width="60%" />
      <Skeleton />
      <Skeleton />
      <Skeleton $height="6rem" $radius="12px" />
    </div>
  ),
};
