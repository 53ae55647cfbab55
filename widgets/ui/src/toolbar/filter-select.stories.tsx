import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FilterSelect } from './filter-select';

const meta = {
  title: 'Kit/FilterSelect',
  component: FilterSelect,
  args: {
    'aria-label': 'Severity',
    value: undefined,
    allLabel: 'All severities',
    options: [
      { value: 'critical', label: 'Critical' },
      { value: 'high', label: 'High' },
      { value: 'medium', label: 'Medium' },
      { value: 'low', label: 'Low' },
    ],
    onChange: () => {},
    style: { maxWidth: 240 },
  },
} satisfies Meta<typeof FilterSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The filter off: its first option, "All severities", is chosen. */
export const Off: Story = {};

export const Chosen: Story = { args: { value: 'high' } };
