import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  DEMO_COMPANY_ID,
  demoPortfolio,
  makeCurrentUser,
  mockRouteError,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
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
export const LoggedOut: Story = {
  parameters: { msw: [mockRouteError(routes.createProject, 401, 'Unauthorized')] },
};

/** The server fails: "Failed to create project. Please try again." */
export const ServerError: Story = {
  parameters: { msw: [mockRouteError(routes.createProject, 500, 'Something went wrong')] },
};

export const WithoutCompany: Story = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};
