import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState } from './empty-state';
import { QueryView } from './query-view';
import { Skeleton } from '../../display/spinner';
import { answeredQuery, queryIn } from '../../../testing/query-state';

const meta = {
  title: 'Kit/QueryView',
  component: QueryView<string[]>,
  args: {
    query: answeredQuery(['Claims triage assistant', 'Churn prediction']),
    pending: <Skeleton $height="4rem" />,
    errorTitle: 'Projects could not be loaded',
    empty: <EmptyState title="No projects yet" description="Add one to start the portfolio." />,
    children: (names) => (
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryView<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {};

export const Empty: Story = { args: { query: answeredQuery([]) } };

export const Loading: Story = {
  args: { query: queryIn<string[]>({ isPending: true }) },
};

export const Failed: Story = {
  args: {
    query: queryIn<string[]>({ isError: true, error: new Error('The server did not answer') }),
  },
};
