import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  DEMO_COMPANY_ID,
  demoPortfolio,
  makeCurrentUser,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { ProjectForm } from './project-form';

const meta = {
  title: 'Widgets/Project Table/ProjectForm',
  component: ProjectForm,
  parameters: { msw: portfolioHandlers(demoPortfolio) },
  args: { companyId: DEMO_COMPANY_ID, user: makeCurrentUser(), navigate: () => {} },
} satisfies Meta<typeof ProjectForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create New AI Project; submit it empty to see the Validation Error toast. */
export const Empty: Story = {};

/** The session has ended: submitting says so and goes to sign in. */
export const LoggedOut: Story = stories.failingStory([[routes.createProject, 'Unauthorized', 401]]);

/** The server fails: "Failed to create project. Please try again." */
export const ServerError: Story = stories.failingStory([
  [routes.createProject, 'Something went wrong'],
]);

export const WithoutCompany: Story = stories.withoutCompanyStory;
