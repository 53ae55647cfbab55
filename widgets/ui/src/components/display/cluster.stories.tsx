import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge';
import { Cluster } from './cluster';

const meta = {
  title: 'Kit/Cluster',
  component: Cluster,
  args: {
    style: { maxWidth: 320 },
    children: ['High risk', 'GDPR', 'DORA', 'EU AI Act', 'Customer facing', 'In production'].map(
      (label) => <Badge key={label}>{label}</Badge>,
    ),
  },
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Badges wrapping onto a second line in a narrow space. */
export const Wrapping: Story = {};

export const WideGap: Story = { args: { $gap: '0.5rem 1.5rem' } };
