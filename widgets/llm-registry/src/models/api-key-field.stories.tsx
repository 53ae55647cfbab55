import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { GPT_4O_ID } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { ApiKeyField } from './api-key-field';
import * as stories from '@portfolio/ui/testing/stories';

const meta = {
  title: 'Widgets/LLM Registry/ApiKeyField',
  component: ApiKeyField,
  args: {
    modelId: GPT_4O_ID,
    modelName: 'GPT-4o',
    maskedApiKey: 'sk-p••••••••3f6a',
    canReveal: true,
  },
  parameters: { msw: llmHandlers() },
  decorators: [stories.maxWidth(340)],
} satisfies Meta<typeof ApiKeyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Revealable: Story = {};

export const MaskedOnly: Story = { args: { canReveal: false } };

export const RevealRefused: Story = stories.failingStory([
  [routes.revealLlmModelKey, 'Only admins can do this', 403],
]);
