import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { UseQueryResult } from '@tanstack/react-query';
import { exampleQuery, type ExampleItem } from './list-card-examples';
import { QueryRows } from './query-list';

/** A card's figures read from a query: two loading rows of their height until the answer. */
function Figures({ state }: { state: Partial<UseQueryResult<ExampleItem[]>> }) {
  return (
    <div style={{ maxWidth: '32rem' }}>
      <QueryRows
        query={exampleQuery(state)}
        loading={{ label: 'Loading the figures', heights: ['3rem', '6rem'], gap: '1.25rem' }}
        errorTitle="The figures could not be loaded"
      >
        {(items) => <p>{items.map((item) => item.name).join(' · ')}</p>}
      </QueryRows>
    </div>
  );
}

const meta = {
  title: 'Kit/QueryRows',
  component: Figures,
  args: { state: { data: [{ id: 'a', name: 'Planned €120,000' }] } },
} satisfies Meta<typeof Figures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { state: { isPending: true } } };

export const LoadError: Story = {
  args: { state: { isError: true, error: new Error('The figures could not be read.') } },
};
