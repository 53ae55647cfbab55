import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { mockRouteError, mockRouteLoading } from '@portfolio/ui/testing/msw';
import { COMPANY_ID, PROJECT_ID, memberUser } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { ProjectModels } from './project-models';
import { maxWidth } from '@portfolio/ui/testing/stories';

const meta = {
  title: 'Widgets/LLM Registry/ProjectModels',
  component: ProjectModels,
  args: { projectId: PROJECT_ID, companyId: COMPANY_ID, user: memberUser, navigate: () => {} },
  parameters: { msw: llmHandlers() },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof ProjectModels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two models and their total monthly cost; any member may add or remove. */
export const WithModels: Story = {};

export const Empty: Story = { parameters: { msw: llmHandlers({ links: [] }) } };

/** Add Model with an empty registry points to the LLM Models page. */
export const EmptyRegistry: Story = { parameters: { msw: llmHandlers({ models: [], links: [] }) } };

export const Loading: Story = {
  parameters: { msw: [mockRouteLoading(routes.listProjectLlmModels)] },
};

export const LoadError: Story = {
  parameters: { msw: [mockRouteError(routes.listProjectLlmModels, 404, 'Project not found')] },
};
