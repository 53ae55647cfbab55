import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ToggleButtons } from './toggle-buttons';

const meta = {
  title: 'Kit/ToggleButtons',
  component: ToggleButtons,
  args: {
    'aria-label': 'Group the obligations',
    options: [
      { value: 'due', label: 'By due date' },
      { value: 'owner', label: 'By owner' },
      { value: 'article', label: 'By article' },
    ],
    value: 'due',
    onChange: () => {},
  },
} satisfies Meta<typeof ToggleButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first choice filled and pressed, the others outlined. */
export const Chosen: Story = {};

/** Click a button: it becomes the chosen one. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <ToggleButtons {...args} value={value} onChange={setValue} />;
  },
};
