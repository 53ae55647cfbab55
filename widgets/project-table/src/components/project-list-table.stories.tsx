import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '@portfolio/ui';
import { demoProjects, manyProjects } from '@portfolio/ui/testing/msw';
import { ProjectListTable } from './project-list-table';

const live = demoProjects().filter((p) => !p.archivedAt);

const meta = {
  title: 'Widgets/Project Table/ProjectListTable',
  component: ProjectListTable,
  decorators: [(Story) => <Card>{Story()}</Card>],
  args: {
    projects: live,
    total: live.length,
    sort: '-createdAt',
    onSort: () => {},
    onOpen: () => {},
  },
} satisfies Meta<typeof ProjectListTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const SortedByRoi: Story = { args: { sort: '-roi' } };

export const Archived: Story = {
  args: {
    projects: demoProjects().filter((p) => p.archivedAt),
    total: 1,
    archived: true,
    onRestore: () => {},
  },
};

/** 500 of 50,000 loaded: the last row says more are loading. */
export const MoreToLoad: Story = {
  args: {
    projects: manyProjects(500),
    total: 50_000,
    hasNextPage: true,
    isFetchingNextPage: true,
    fetchNextPage: () => {},
  },
};

/** New filters are on their way: the old rows dim. */
export const Stale: Story = { args: { stale: true } };
