import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { demoCardStore } from '../shared/card-stories';
import { TeamCard } from './team-card';

/*
 * The Team card of a project's page over the kit's demo portfolio: the first project has Maya
 * Chen (over 100% this month across projects) and Priya Patel; the fifth has nobody.
 */
const { store, readStories, cardMeta } = demoCardStore();
const [first] = store.all();
const nobody = store.all()[4]!;

const meta = {
  title: 'Widgets/Project Workspace/Team card',
  component: TeamCard,
  ...cardMeta(first!),
} satisfies Meta<typeof TeamCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two people, one of them over-allocated this month. */
export const Data: Story = {};

/** Nobody allocated yet. */
export const Empty: Story = { args: { project: nobody } };

/** Waiting for the allocations. */
const reads = readStories([[routes.listProjectAllocations, 'Database down']]);

export const Loading: Story = reads.loading;

/** The allocations could not be loaded. */
export const Failed: Story = reads.failing;
