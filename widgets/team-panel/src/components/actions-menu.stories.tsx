import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ShieldCheckIcon, TrashIcon } from '@portfolio/ui';
import { ActionsMenu } from './actions-menu';

const meta = {
  title: 'Widgets/Team Panel/ActionsMenu',
  component: ActionsMenu,
  args: {
    label: 'Actions for Jonas Weber',
    items: [
      { label: 'Make admin', icon: <ShieldCheckIcon size={16} />, onSelect: () => {} },
      {
        label: 'Remove member',
        icon: <TrashIcon size={16} />,
        destructive: true,
        onSelect: () => {},
      },
    ],
  },
} satisfies Meta<typeof ActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Disabled: Story = { args: { disabled: true } };
