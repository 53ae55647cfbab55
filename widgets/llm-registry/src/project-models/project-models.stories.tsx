import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  COMPANY_ID,
  LONG_MODEL_NAME,
  PROJECT_ID,
  memberUser,
  sampleLinks,
  sampleModels,
} from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { ProjectModels } from './project-models';
import * as stories from '@portfolio/ui/testing/stories';

const meta = {
  title: 'Widgets/LLM Registry/ProjectModels',
  component: ProjectModels,
  args: { projectId: PROJECT_ID, companyId: COMPANY_ID, user: memberUser, navigate: () => {} },
  parameters: { msw: llmHandlers() },
  decorators: [stories.maxWidth(720)],
} satisfies Meta<typeof ProjectModels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two models and their total monthly cost; any member may add or remove. */
export const WithModels: Story = {};

/** A 255-character model name: two lines and an ellipsis, the whole name in a tooltip. */
export const LongModelName: Story = {
  parameters: {
    msw: llmHandlers({
      models: sampleModels().map((m, i) =>
        i === 0 ? { ...m, model: { ...m.model, name: LONG_MODEL_NAME } } : m,
      ),
      links: sampleLinks().map((l, i) =>
        i === 0 ? { ...l, llmModel: { ...l.llmModel, name: LONG_MODEL_NAME } } : l,
      ),
    }),
  },
};

export const Empty: Story = { parameters: { msw: llmHandlers({ links: [] }) } };

/** Add Model with an empty registry points to the LLM Models page. */
export const EmptyRegistry: Story = { parameters: { msw: llmHandlers({ models: [], links: [] }) } };

export const Loading: Story = stories.loadingStory([routes.listProjectLlmModels]);

export const LoadError: Story = stories.failingStory([
  [routes.listProjectLlmModels, 'Project not found', 404],
]);
