import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { aiActSuggestionHandlers } from '@portfolio/ui/testing/msw';
import { demoCardStore } from '../shared/card-stories';
import { AiActCard } from './ai-act-card';

/*
 * The EU AI Act card over the kit's demo portfolio: the Resume Screening Assistant is high-risk
 * (Annex III point 4(a)) with obligations done, in progress, to do and not applicable, and a
 * training log as the evidence of Article 4 (each obligation lists and adds its evidence); Demand
 * Forecasting is not assessed; Campaign Copy Generator is assessed here as a prohibited practice.
 * In the questionnaire, GPT-4o or Claude suggests answers, each applied only when accepted.
 */
const { store, byName, handlers, readStories, cardMeta } = demoCardStore();
const prohibited = byName('Campaign Copy Generator');
store.aiAct.save(prohibited, {
  roles: ['deployer'],
  answers: { 'art5-a-manipulation': true },
});

const meta = {
  title: 'Widgets/Project Workspace/EU AI Act card',
  component: AiActCard,
  ...cardMeta(byName('Resume Screening Assistant'), aiActSuggestionHandlers()),
} satisfies Meta<typeof AiActCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * High-risk, with its obligations in every state, one line each; the parts of an article
 * (Article 16's points, Article 26's paragraphs, Article 73's) under its heading.
 */
export const HighRisk: Story = {};

/** A part of Article 26 opened: the logs kept at least six months, in progress. */
export const PartOfAnArticleOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deployer = await canvas.findByRole(
      'listitem',
      { name: "Article 26: The deployer's duties" },
      { timeout: 10_000 },
    );
    await userEvent.click(within(deployer).getByRole('button', { name: 'Update Article 26(6)' }));
    await expect(within(deployer).getByRole('form', { name: 'Update Article 26(6)' })).toBeTruthy();
  },
};

/** An obligation opened: what it takes, its status, owner and notes, and its evidence. */
export const ObligationOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Update Article 4' }, { timeout: 10_000 }),
    );
    await expect(
      await canvas.findByRole('list', { name: /^Evidence of Article 4/ }, { timeout: 10_000 }),
    ).toBeTruthy();
  },
};

/** Not assessed yet: "Assess" opens the questionnaire, where a model may suggest answers. */
export const NoAssessment: Story = { args: { project: byName('Demand Forecasting') } };

/** A prohibited practice: no obligations, the ban and since when. */
export const Prohibited: Story = { args: { project: prohibited } };

/** No model of the company may suggest: the questionnaire says how an admin turns it on. */
export const NoModelMaySuggest: Story = {
  args: { project: byName('Demand Forecasting') },
  parameters: { msw: [...aiActSuggestionHandlers([]), ...handlers()] },
};

const reads = readStories([[routes.getAiActAssessment, 'The assessment could not be read.']]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
