import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../forms/button';
import { CardContent } from '../display/card';
import { ClockIcon } from '../../icons/icons';
import { TitledCard } from './titled-card';

const meta = {
  title: 'Kit/TitledCard',
  component: TitledCard,
  args: {
    title: 'Reporting clocks',
    icon: <ClockIcon size={18} />,
    description: 'Each report the incident owes, by deadline.',
    style: { maxWidth: 480 },
    children: <CardContent>GDPR Art. 33 · due in 2 days</CardContent>,
  },
} satisfies Meta<typeof TitledCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button $variant="outline" $size="sm">
        Record a report
      </Button>
    ),
  },
};
