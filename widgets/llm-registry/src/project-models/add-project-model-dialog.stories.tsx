import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { COMPANY_ID, CLAUDE_ID, GPT_4O_ID, PROJECT_ID } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { AddProjectModelDialog } from './add-project-model-dialog';

const meta = {
  title: 'Widgets/LLM Registry/AddProjectModelDialog',
  component: AddProjectModelDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    projectId: PROJECT_ID,
    companyId: COMPANY_ID,
    linkedModelIds: [GPT_4O_ID, CLAUDE_ID],
    navigate: () => {},
  },
  parameters: { msw: llmHandlers() },
} satisfies Meta<typeof AddProjectModelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The models already used by the project are listed but cannot be picked again. */
export const Open: Story = {};

export const EmptyRegistry: Story = { parameters: { msw: llmHandlers({ models: [], links: [] }) } };

export const RegistryLoading: Story = stories.loadingStory([routes.listLlmModels]);
