import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { aiActSuggestionHandlers, suggestingModels } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { demoCardStore } from '../shared/card-stories';
import { AiActSuggestionsPanel } from './ai-act-suggestions';

/*
 * The questionnaire's suggestions over the kit's models: GPT-4o (OpenAI) and Claude Sonnet 4
 * (Anthropic) may suggest, Llama may not. Pick a model and press Suggest answers: the sample
 * answer says yes to recruitment (Annex III point 4(a)) and to chatting with people
 * (Article 50(1)).
 */
const { store, handlers, readStories } = demoCardStore();
const project = store.all()[0]!;

const meta = {
  title: 'Widgets/Project Workspace/EU AI Act suggestions',
  component: AiActSuggestionsPanel,
  parameters: { msw: [...aiActSuggestionHandlers(), ...handlers()] },
  args: { projectId: project.id, onAccept: fn() },
  decorators: [stories.maxWidth('48rem')],
} satisfies Meta<typeof AiActSuggestionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two models may suggest; the notice names the picked one's vendor. */
export const Data: Story = {};

/** One suggestion already matches the questionnaire's answer. */
export const WithAnswers: Story = { args: { answers: { 'art50-1-interaction': true } } };

/** No model has suggestions turned on. */
export const Empty: Story = {
  parameters: {
    msw: [
      ...aiActSuggestionHandlers(
        suggestingModels().map((model) => ({ ...model, suggestionsEnabled: false })),
      ),
      ...handlers(),
    ],
  },
};

const reads = readStories([[routes.listLlmModels, 'The models could not be read.']]);

export const Loading: Story = reads.loading;

/** The vendor failed: the message says which and that nothing was applied. */
export const VendorError: Story = stories.failingStory(
  [
    [
      routes.suggestAiActAssessment,
      'OpenAI is limiting requests (HTTP 429): try again in a minute',
      502,
    ],
  ],
  [...aiActSuggestionHandlers(), ...handlers()],
);

export const LoadError: Story = reads.failing;
