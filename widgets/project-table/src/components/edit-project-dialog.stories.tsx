import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { createPortfolioStore, mockRouteError, portfolioHandlers } from '@portfolio/ui/testing/msw';
import { makeProject } from '../testing/projects';
import { EditProjectDialog } from './edit-project-dialog';

const project = makeProject({ id: '6d2b7f4e-5a8c-4b9d-9e0f-2a3b4c5d6e7f' });

const meta = {
  title: 'Widgets/Project Table/EditProjectDialog',
  component: EditProjectDialog,
  parameters: {
    layout: 'fullscreen',
    msw: portfolioHandlers(() => createPortfolioStore([project])),
  },
  args: { project, open: true, onOpenChange: () => {} },
} satisfies Meta<typeof EditProjectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Saving fails without a message: "Failed to update project". */
export const SaveFails: Story = {
  parameters: { msw: [mockRouteError(routes.updateProject, 500, '')] },
};
