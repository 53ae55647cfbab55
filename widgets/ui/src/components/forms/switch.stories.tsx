import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Switch } from './switch';

const meta = {
  title: 'Kit/Switch',
  component: Switch,
  args: { checked: true, onCheckedChange: () => {}, 'aria-label': 'Email Notifications' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { checked: false } };
export const Disabled: Story = { args: { disabled: true } };

function WeeklyReports() {
  const [checked, setChecked] = useState(false);
  return (
    <label style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
      <Switch checked={checked} onCheckedChange={setChecked} /> Weekly Reports (
      {checked ? 'on' : 'off'})
    </label>
  );
}

export const Interactive: Story = { render: () => <WeeklyReports /> };
