import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LONG_MODEL_NAME, sampleModels } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { LlmModelCard, LlmModelCardSkeleton } from './llm-model-card';
import * as stories from '@portfolio/ui/testing/stories';

const meta = {
  title: 'Widgets/LLM Registry/LlmModelCard',
  component: LlmModelCard,
  args: { model: sampleModels()[0]!.model, canManage: true, onEdit: () => {}, onDelete: () => {} },
  parameters: { msw: llmHandlers() },
  decorators: [stories.maxWidth(380)],
} satisfies Meta<typeof LlmModelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Show API key asks the BFF for the clear key. */
export const ForAdmin: Story = {};

export const ForMember: Story = { args: { canManage: false } };

/** A key of 8 characters or fewer is fully masked. */
export const ShortKey: Story = { args: { model: sampleModels()[3]!.model } };

/** A 255-character name: two lines and an ellipsis; hover or focus it for the whole name. */
export const LongName: Story = {
  args: { model: { ...sampleModels()[0]!.model, name: LONG_MODEL_NAME } },
};

export const Loading: Story = { render: () => <LlmModelCardSkeleton /> };

/** Claude: run in the EU, retired by its vendor within 90 days, used by two projects. */
export const Retiring: Story = {
  args: {
    model: {
      ...sampleModels()[1]!.model,
      projects: [
        { id: '5e3f1a2b-6c7d-4e8f-9a0b-1c2d3e4f5a61', name: 'Support Ticket Triage Assistant' },
        { id: '5e3f1a2b-6c7d-4e8f-9a0b-1c2d3e4f5a62', name: 'Invoice Anomaly Detection' },
      ],
      projectCount: 2,
    },
  },
};
