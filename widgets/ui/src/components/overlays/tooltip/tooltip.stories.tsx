import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SettingsIcon, UsersIcon } from '../../../icons/icons';
import { Button } from '../../forms/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  args: { content: 'Team Members', side: 'right', children: null },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after 700 ms of hover, at once on focus; moving to the next trigger within 300 ms skips the delay. */
export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tooltip content="Team Members" side="bottom">
        <Button $size="icon" $variant="outline" aria-label="Team Members">
          <UsersIcon />
        </Button>
      </Tooltip>
      <Tooltip content="Settings" side="bottom">
        <Button $size="icon" $variant="outline" aria-label="Settings">
          <SettingsIcon />
        </Button>
      </Tooltip>
    </div>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Tooltip content="Hidden" disabled>
      <Button $variant="outline">No tooltip here</Button>
    </Tooltip>
  ),
};
