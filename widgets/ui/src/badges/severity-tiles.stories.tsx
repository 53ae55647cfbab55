import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SeverityTiles } from './severity-tiles';

const meta = {
  title: 'Kit/SeverityTiles',
  component: SeverityTiles,
  args: {
    label: 'Open risks by severity',
    counts: { critical: 2, high: 5, medium: 11, low: 3 },
  },
} satisfies Meta<typeof SeverityTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const None: Story = { args: { counts: { critical: 0, high: 0, medium: 0, low: 0 } } };
