import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EyeIcon, PencilIcon, TrashIcon } from '../../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Kit/IconButton',
  component: IconButton,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton aria-label="Edit">
        <PencilIcon size={16} />
      </IconButton>
      <IconButton aria-label="Show key">
        <EyeIcon size={16} />
      </IconButton>
      <IconButton aria-label="Delete" $tone="danger">
        <TrashIcon size={16} />
      </IconButton>
      <IconButton aria-label="Removing" $tone="danger" disabled>
        <TrashIcon size={16} />
      </IconButton>
    </div>
  ),
};
