import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { demoCardStore } from '../shared/card-stories';
import { LinksCard } from './links-card';

/*
 * The Links card over the kit's demo portfolio: Customer Support Copilot links a Jira epic and
 * a GitHub pull request whose merge arrived two hours ago; Demand Forecasting links nothing.
 */
const { byName, readStories, cardMeta } = demoCardStore();

const meta = {
  title: 'Widgets/Project Workspace/Links card',
  component: LinksCard,
  ...cardMeta(byName('Customer Support Copilot')),
} satisfies Meta<typeof LinksCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Jira epic, and a merged pull request with its latest event. */
export const Data: Story = {};

/** Nothing linked yet. */
export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

const reads = readStories([[routes.listProjectLinks, 'The links could not be read.']]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
