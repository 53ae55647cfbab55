import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { COMPANY_ID, sampleModels } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { LlmModelDialog } from './llm-model-dialog';

const meta = {
  title: 'Widgets/LLM Registry/LlmModelDialog',
  component: LlmModelDialog,
  args: { open: true, onOpenChange: () => {}, companyId: COMPANY_ID },
  parameters: { msw: llmHandlers() },
} satisfies Meta<typeof LlmModelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** Editing: the key may stay empty to keep the current one. */
export const Edit: Story = { args: { model: sampleModels()[0]!.model } };

/**
 * A model of a vendor without a default address (Azure OpenAI): its endpoint and deployment
 * name, and suggestions turned on, the notice naming where the project's text goes.
 */
export const SuggestionsOnAzure: Story = {
  args: {
    model: {
      ...sampleModels()[0]!.model,
      name: 'GPT-4o (HR deployment)',
      vendor: 'Azure OpenAI',
      vendorModel: 'hr-gpt4o',
      endpointUrl: 'https://northwind.openai.azure.com',
      suggestionsEnabled: true,
    },
  },
};
