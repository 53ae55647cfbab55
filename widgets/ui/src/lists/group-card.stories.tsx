import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { maxWidth } from '../testing/stories';
import { GroupCard, GroupRows } from './group-card';

const meta = {
  title: 'Kit/GroupCard',
  component: GroupCard,
  args: {
    headingId: 'theme-gov',
    title: 'Governance',
    count: '2 controls',
    children: (
      <GroupRows>
        <li style={{ padding: '0.875rem 1.25rem' }}>GOV-1 AI policy</li>
        <li style={{ padding: '0.875rem 1.25rem' }}>GOV-2 Roles and accountability</li>
      </GroupRows>
    ),
  },
  decorators: [maxWidth('40rem')],
} satisfies Meta<typeof GroupCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A theme's controls, one row each. */
export const Rows: Story = {};

/** A group with nothing in it says so under its heading. */
export const Empty: Story = {
  args: {
    count: '0 items',
    children: <p style={{ margin: 0, padding: '0 1.25rem 1rem' }}>Nothing to cover here.</p>,
  },
};
