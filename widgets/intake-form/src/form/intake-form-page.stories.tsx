import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { routes, type IntakeSettingsBody } from '@portfolio/contracts';
import { proposalHandlers, type ProposalBook } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { intakeHandlers, screeningOf } from '../testing/handlers';
import { createMemberProposalsBook } from '../testing/member-proposals';
import { IntakeFormPage } from './intake-form-page';

/** A company's own questions, one of each kind, required and not. */
const companyQuestions: IntakeSettingsBody = {
  questions: [
    {
      id: 'sponsor',
      label: 'Who sponsors it in the business?',
      help: 'A director or above who will fund the first phase.',
      kind: 'text',
      required: true,
    },
    {
      id: 'dataSource',
      label: 'Where does its data come from?',
      kind: 'choice',
      choices: ['Our own systems', 'A vendor', 'Public data', 'Not known yet'],
      required: true,
    },
    {
      id: 'usersPerMonth',
      label: 'About how many people would use it a month?',
      kind: 'number',
      required: false,
    },
    {
      id: 'personalData',
      label: 'Does it handle personal data?',
      help: 'Names, e-mail addresses, HR records, customer accounts…',
      kind: 'yes_no',
      required: true,
    },
  ],
};

const meta = {
  title: 'Widgets/Intake Form/IntakeFormPage',
  component: IntakeFormPage,
  args: stories.widgetArgs(),
  parameters: { layout: 'padded', msw: intakeHandlers({ samples: false }) },
} satisfies Meta<typeof IntakeFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form under the default settings (no company questions) and nothing proposed yet. */
export const EmptyForm: Story = {};

/** The company asks four questions of its own: text, choice, number and yes/no. */
export const WithCompanyQuestions: Story = {
  parameters: { msw: intakeHandlers({ samples: false, settings: companyQuestions }) },
};

/** A name like a demo project's: it is offered to join instead. */
export const WithSimilarItems: Story = {
  parameters: { msw: intakeHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Project Name/), 'Resume screening assistant');
    await expect(
      await canvas.findByRole(
        'link',
        { name: 'Join this one instead: Resume Screening Assistant' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  },
};

/** A yes to an Annex III use: the tier preview says high-risk and why. */
export const HighRiskPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvasElement.querySelector<HTMLInputElement>(
      `input[name="${screeningOf('annex_iii')}"][value="yes"]`,
    )!;
    await userEvent.click(question);
    await expect(
      within(canvas.getByLabelText('Risk tier preview')).getByText('High-risk'),
    ).toBeTruthy();
  },
};

let memberBook: ProposalBook | undefined;

/**
 * The member's proposals in every state: submitted, in review, approved, rejected, merged. The
 * book is made when the story first asks, as its approval adds a project to the demo portfolio.
 */
export const MemberProposals: Story = {
  parameters: { msw: proposalHandlers(() => (memberBook ??= createMemberProposalsBook())) },
};

/** The company's questions and the member's proposals still loading. */
export const Loading: Story = stories.loadingStory(
  [routes.getIntakeSettings, routes.listProposals],
  intakeHandlers(),
);

/** The API fails: each part says so with the server's message and a Retry. */
export const Error: Story = stories.failingStory(
  [
    [routes.getIntakeSettings, 'The intake settings are not answering', 503],
    [routes.listProposals, 'Proposals are resting, try again soon', 503],
  ],
  intakeHandlers(),
);

/** Submitting is refused: the server's sentence shows above the button. */
export const SubmitRefused: Story = stories.failingStory(
  [[routes.createProposal, 'Proposals are closed until the next funding round', 409]],
  intakeHandlers({ samples: false }),
);

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
