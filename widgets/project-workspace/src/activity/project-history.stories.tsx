import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  createPortfolioStore,
  makeDemoProject,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { ProjectHistory } from './project-history';

const project = makeDemoProject({
  id: '3a9e4c1b-2d5f-4e6a-8b7c-9d0e1f2a3b4c',
  status: 'planning',
  initialCosts: '120000.00',
});
const quiet = makeDemoProject({ id: '6d2b7f4e-5a8c-4b9d-9eaf-2a3b4c5d6e7f' });

/** A store where the project was edited: its history has entries to show. */
function editedStore(edits: number) {
  return () => {
    const store = createPortfolioStore([project, quiet]);
    store.update(project.id, { status: 'active', initialCosts: '150000.50' });
    store.update(project.id, { euAiActStatus: 'compliant', roi: '140' });
    for (let i = 3; i <= edits; i += 1) store.update(project.id, { notes: `Review ${i}` });
    store.archive(project.id);
    return store;
  };
}

const meta = {
  title: 'Widgets/Project Workspace/ProjectHistory',
  component: ProjectHistory,
  parameters: { msw: portfolioHandlers(editedStore(2)) },
  args: { projectId: project.id, defaultOpen: true },
} satisfies Meta<typeof ProjectHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed what, each field before → after. */
export const Data: Story = {};

/** As the project page shows it first: closed until asked for. */
export const Closed: Story = { args: { defaultOpen: false } };

/** More than a page: Load more fetches the older changes. */
export const LoadMore: Story = { parameters: { msw: portfolioHandlers(editedStore(30)) } };

export const Empty: Story = { args: { projectId: quiet.id } };

export const Loading: Story = stories.loadingStory([routes.getProjectHistory]);

export const LoadError: Story = stories.failingStory([
  [routes.getProjectHistory, 'The history could not be read.'],
]);
