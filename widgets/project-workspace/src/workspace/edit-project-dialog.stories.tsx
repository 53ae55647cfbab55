import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { useApi } from '@portfolio/ui';
import {
  createPortfolioStore,
  makeDemoProject,
  mockCompanyEventsAfter,
  portfolioHandlers,
  type PortfolioStore,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { projectQuery } from '../api/get-project';
import { projectEvent } from '../testing/company-events';
import { EditProjectDialog } from './edit-project-dialog';

const project = makeDemoProject({ id: '6d2b7f4e-5a8c-4b9d-9e0f-2a3b4c5d6e7f' });

const meta = {
  title: 'Widgets/Project Workspace/EditProjectDialog',
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
export const SaveFails: Story = stories.failingStory([[routes.updateProject, '']]);

/**
 * Someone else renames the project and raises its ROI `ms` after the stream opened: the store
 * takes the change, and the company event stream announces it.
 */
function someoneElseChanges(ms: number) {
  let store: PortfolioStore | undefined;
  const current = () => (store ??= createPortfolioStore([project]));
  const event = projectEvent('project.updated', project.id, project);
  return [
    mockCompanyEventsAfter(ms, [{ id: '41', data: event }], () =>
      current().update(project.id, { name: 'Support Copilot (EU)', roi: '140.00' }),
    ),
    ...portfolioHandlers(current),
  ];
}

/** The dialog over the project as the page reads it, so a change reaches it as on the page. */
function EditingLiveProject() {
  const api = useApi();
  const { data } = useQuery(projectQuery(project.id, api.config));
  return data ? <EditProjectDialog project={data} open onOpenChange={() => {}} /> : null;
}

/**
 * Grace Hopper renames the project and raises its ROI a second after the dialog opened: the
 * notice names her and offers to reload the fields she changed.
 */
export const ChangedBySomeoneElse: Story = {
  render: () => <EditingLiveProject />,
  parameters: { msw: someoneElseChanges(1000) },
};
