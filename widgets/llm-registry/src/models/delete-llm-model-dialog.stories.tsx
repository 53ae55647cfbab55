import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleModels } from '../testing/fixtures';
import { DeleteLlmModelDialog } from './delete-llm-model-dialog';

const gpt = sampleModels()[0]!.model;

const meta = {
  title: 'Widgets/LLM Registry/DeleteLlmModelDialog',
  component: DeleteLlmModelDialog,
  parameters: { layout: 'fullscreen' },
  args: { model: gpt, pending: false, onConfirm: () => {}, onCancel: () => {} },
} satisfies Meta<typeof DeleteLlmModelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model three projects use: the confirmation says so (the count comes from the BFF). */
export const UsedByProjects: Story = { args: { model: { ...gpt, projectCount: 3 } } };

export const UsedByOneProject: Story = { args: { model: { ...gpt, projectCount: 1 } } };

/** No project uses it: the spec's question and the model alone. */
export const Unused: Story = {};

export const Deleting: Story = { args: { model: { ...gpt, projectCount: 3 }, pending: true } };
