import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { UseQueryResult } from '@tanstack/react-query';
import { exampleQuery, type ExampleItem } from './list-card-examples';
import { ListRow } from './list-parts';
import { QueryList } from './query-list';
import { RemoveButton } from './remove-button';
import { useConfirmedRemoval } from './use-confirmed-removal';

type Item = ExampleItem;
const query = exampleQuery;

/** A list of a card whose items are deleted after asking. */
function Items({ state }: { state: Partial<UseQueryResult<Item[]>> }) {
  const removal = useConfirmedRemoval<Item>(
    { isPending: false, mutate: (_id, { onSuccess, onSettled }) => (onSuccess(), onSettled()) },
    { title: 'Delete item', question: (item) => `Delete ${item.name}?`, done: 'Item deleted' },
  );
  return (
    <div style={{ maxWidth: '32rem' }}>
      <QueryList
        query={query(state)}
        label="Items"
        loadingLabel="Loading the items"
        rowHeight="2.75rem"
        errorTitle="The items could not be loaded"
        empty="No items yet. Add the first one below."
      >
        {(item) => (
          <ListRow key={item.id}>
            <span style={{ flex: 1 }}>{item.name}</span>
            <RemoveButton aria-label={`Delete ${item.name}`} onClick={() => removal.ask(item)} />
          </ListRow>
        )}
      </QueryList>
      {removal.dialog}
    </div>
  );
}

const meta = {
  title: 'Kit/List card',
  component: Items,
  args: {
    state: {
      data: [
        { id: 'a', name: 'Pilot with the first team' },
        { id: 'b', name: 'Roll out to every region' },
      ],
    },
  },
} satisfies Meta<typeof Items>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two items, each deleted after asking. */
export const Data: Story = {};

export const Empty: Story = { args: { state: { data: [] } } };

export const Loading: Story = { args: { state: { isPending: true } } };

export const LoadError: Story = {
  args: { state: { isError: true, error: new Error('The items could not be read.') } },
};
