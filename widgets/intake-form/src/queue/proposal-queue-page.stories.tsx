import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { INTAKE_MESSAGES, routes, type Proposal } from '@portfolio/contracts';
import { DEMO_COMPANY_ID, makeCurrentUser, type ProposalBook } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { addProhibitedProposal, createIntakeBook, intakeHandlers } from '../testing/handlers';
import { ProposalQueuePage } from './proposal-queue-page';

/*
 * Each story serves a book of its own, set up through the book's own calls, so every tier,
 * score and approval shown is the contract's. The demo user is an admin, and a named approver
 * for the risk role: a high-risk proposal takes one approval from them and waits for another.
 */

const me = makeCurrentUser();

/** Two questions of the company's own, answered on the sample proposals that are shown open. */
const withQuestions = () =>
  createIntakeBook({
    settings: {
      questions: [
        {
          id: 'sponsor',
          label: 'Who sponsors it in the business?',
          kind: 'text',
          required: false,
        },
        {
          id: 'personalData',
          label: 'Does it handle personal data?',
          kind: 'yes_no',
          required: false,
        },
      ],
      approvers: [{ userId: me.id, role: 'Risk' }],
    },
  });

const named = (book: ProposalBook, name: string) =>
  book.list(DEMO_COMPANY_ID).find((p) => p.name === name)!;

/** A book, and the id of its proposal `name` once `change` has been made to it. */
function shown(
  name: string,
  change: (book: ProposalBook, proposal: Proposal) => unknown = () => {},
) {
  const book = withQuestions();
  const proposal = named(book, name);
  book.update(proposal.id, {
    answers: { sponsor: 'Head of Finance Operations', personalData: false },
  });
  change(book, proposal);
  return { args: { proposalId: proposal.id }, parameters: { msw: intakeHandlers(book) } };
}

const meta = {
  title: 'Widgets/Intake Form/ProposalQueue',
  component: ProposalQueuePage,
  args: stories.widgetArgs(),
  parameters: { msw: intakeHandlers() },
  decorators: [stories.maxWidth(1200)],
} satisfies Meta<typeof ProposalQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample queue: the highest score first, an unscored high-risk proposal last. */
export const Queue: Story = {};

/** Nothing proposed yet: the way to the form. */
export const EmptyQueue: Story = { parameters: { msw: intakeHandlers({ samples: false }) } };

export const QueueLoading: Story = stories.loadingStory([routes.listProposals], intakeHandlers());

export const QueueError: Story = stories.failingStory(
  [[routes.listProposals, 'The proposals are not answering', 503]],
  intakeHandlers(),
);

/** Open and fully scored, minimal risk: one admin's approval makes it a project. */
export const Undecided: Story = shown('Invoice matching assistant');

/** High-risk, one of its two approvals given; an input of its score still missing. */
export const InReview: Story = shown('CV screening ranker', (book, proposal) =>
  book.approve(proposal.id, 'Fine from the risk side once the bias audit is booked'),
);

/** Approved: the decision links to the project it became. */
export const Approved: Story = shown('Invoice matching assistant', (book, proposal) =>
  book.approve(proposal.id, 'Fund from the Q3 automation budget'),
);

/** Rejected with the reason its submitter reads. */
export const Rejected: Story = shown('Invoice matching assistant', (book, proposal) =>
  book.reject(proposal.id, 'Accounts payable moves to the new ERP, which matches invoices itself'),
);

/** Merged into the similar project it duplicated. */
export const Merged: Story = shown('CV screening ranker', (book, proposal) => {
  const [project] = book.similar(DEMO_COMPANY_ID, proposal.name, proposal.id);
  if (project) book.update(proposal.id, { mergeInto: { kind: project.kind, id: project.id } });
});

/** A prohibited practice: no Approve, the rule of the EU AI Act in its place. */
export const Prohibited: Story = (() => {
  const book = withQuestions();
  const created = addProhibitedProposal(book);
  return { args: { proposalId: created.id }, parameters: { msw: intakeHandlers(book) } };
})();

/** "Merge into…": the similar project offered by name and problem statement. */
export const Merging: Story = {
  ...shown('CV screening ranker'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Merge into…' }, { timeout: 10_000 }),
    );
    const dialog = await stories.pageOf(canvasElement).findByRole('dialog');
    await expect(
      await within(dialog).findByRole('radio', { name: /Resume Screening Assistant/ }),
    ).toBeTruthy();
  },
};

/** The API refuses the approval (this viewer is no admin): its sentence in the dialog. */
export const ApprovalRefused: Story = {
  ...(() => {
    const book = createIntakeBook({ admin: false });
    const proposal = named(book, 'Invoice matching assistant');
    return { args: { proposalId: proposal.id }, parameters: { msw: intakeHandlers(book) } };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }),
    );
    const dialog = within(await stories.pageOf(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByRole('alert')).toBeTruthy();
  },
};

export const ProposalLoading: Story = {
  ...shown('Invoice matching assistant'),
  ...stories.loadingStory([routes.getProposal], intakeHandlers()),
};

export const ProposalNotFound: Story = {
  args: { proposalId: '1c1d0000-0000-4000-8000-0000000009ff' },
  ...stories.failingStory([[routes.getProposal, INTAKE_MESSAGES.notFound, 404]]),
};

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
