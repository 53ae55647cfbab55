import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import {
  aiActSuggestionHandlers,
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
  suggestingModels,
} from '@portfolio/ui/testing/msw';
import { AiActSuggestionsPanel } from './ai-act-suggestions';

/*
 * The questionnaire's suggestions over the kit's models: GPT-4o (OpenAI) and Claude Sonnet 4
 * (Anthropic) may suggest, Llama may not. Pick a model and press Suggest answers: the sample
 * answer says yes to recruitment (Annex III point 4(a)) and to chatting with people
 * (Article 50(1)).
 */
const store = demoPortfolio();
const project = store.all()[0]!;

const meta = {
  title: 'Widgets/Project Workspace/EU AI Act suggestions',
  component: AiActSuggestionsPanel,
  parameters: { msw: [...aiActSuggestionHandlers(), ...portfolioHandlers(() => store)] },
  args: { projectId: project.id, onAccept: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
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
      ...portfolioHandlers(() => store),
    ],
  },
};

export const Loading: Story = {
  parameters: {
    msw: [mockRouteLoading(routes.listLlmModels), ...portfolioHandlers(() => store)],
  },
};

/** The vendor failed: the message says which and that nothing was applied. */
export const VendorError: Story = {
  parameters: {
    msw: [
      mockRouteError(
        routes.suggestAiActAssessment,
        502,
        'OpenAI is limiting requests (HTTP 429): try again in a minute',
      ),
      ...aiActSuggestionHandlers(),
      ...portfolioHandlers(() => store),
    ],
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listLlmModels, 500, 'The models could not be read.'),
      ...portfolioHandlers(() => store),
    ],
  },
};
