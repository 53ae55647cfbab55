import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadMore, type LoadMoreQuery } from './load-more';

const query = (state: Partial<LoadMoreQuery>): LoadMoreQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: () => Promise.resolve(),
  ...state,
});

const meta = {
  title: 'Kit/LoadMore',
  component: LoadMore,
  args: { query: query({}), label: 'Load more' },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {};

export const Loading: Story = { args: { query: query({ isFetchingNextPage: true }) } };

/** The last page is shown: no button. */
export const LastPage: Story = { args: { query: query({ hasNextPage: false }) } };
