import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { INTAKE_MESSAGES, routes } from '@portfolio/contracts';
import { makeCurrentUser, makeMembership } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { intakeHandlers } from '../testing/handlers';
import { IntakeSettingsPage } from './intake-settings-page';
import { intakeMembers, sampleIntakeSettings } from './settings-fixtures';

const served = (withSettings: boolean) =>
  intakeHandlers({
    samples: false,
    members: intakeMembers(),
    ...(withSettings ? { settings: sampleIntakeSettings } : {}),
  });

const meta = {
  title: 'Widgets/Intake Form/IntakeSettings',
  component: IntakeSettingsPage,
  args: stories.widgetArgs(),
  parameters: { msw: served(false) },
  decorators: [stories.maxWidth(960)],
} satisfies Meta<typeof IntakeSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company that has changed nothing: no questions of its own, WSJF, the contract's rules. */
export const Defaults: Story = {};

/** Three questions, the company's own weighted criteria and two approvers of different roles. */
export const WithQuestionsAndWeightedModel: Story = {
  parameters: { msw: served(true) },
};

/** The server refuses the questions: its sentence on the card, the unsaved order kept. */
export const ErrorOnSave: Story = {
  ...stories.failingStory(
    [[routes.updateIntakeSettings, INTAKE_MESSAGES.duplicateKey, 400]],
    served(true),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = await canvas.findByRole(
      'region',
      { name: 'Intake Questions' },
      { timeout: 10_000 },
    );
    const card = within(questions);
    await userEvent.click(card.getByRole('button', { name: 'Move Strategic theme up' }));
    await userEvent.click(card.getByRole('button', { name: 'Save Questions' }));
    await expect(await card.findByText(INTAKE_MESSAGES.duplicateKey)).toBeTruthy();
  },
};

/** The settings have not come yet. */
export const Loading: Story = stories.loadingStory([routes.getIntakeSettings]);

/** The settings could not be read: a retryable error. */
export const LoadFailed: Story = stories.failingStory([
  [routes.getIntakeSettings, 'The database is unavailable'],
]);

/** A member who is not an admin, on a page that embeds it: the settings, read-only. */
export const ReadOnlyForMember: Story = {
  args: { user: makeCurrentUser({ companies: [makeMembership({ role: 'member' })] }) },
  parameters: { msw: served(true) },
};
