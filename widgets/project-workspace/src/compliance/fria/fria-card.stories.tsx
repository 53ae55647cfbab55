import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { friaApprovalBasis, routes, type FriaTexts, type Project } from '@portfolio/contracts';
import { demoMembersHandler } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { demoCardStore } from '../../shared/card-stories';
import { EditProjectDialog } from '../../workspace/edit-project-dialog';
import { FriaCard } from './fria-card';

/*
 * The FRIA card over the kit's demo portfolio, each project re-assessed as a system its company
 * deploys for creditworthiness (Annex III point 5(b)), which owes a FRIA: Invoice Anomaly
 * Detection has none yet (its parts pre-filled from its project and GDPR records); Demand
 * Forecasting has a draft; Customer Support Copilot's is approved and notified; Campaign Copy
 * Generator's was approved before its purpose changed. The Resume Screening Assistant (a
 * private company's recruitment system) owes none.
 */
const { store, byName, handlers: portfolio, readStories } = demoCardStore();
const CREDIT = { roles: ['deployer' as const], answers: { 'annex3-5b-creditworthiness': true } };

const PARTS: FriaTexts = {
  processes: 'Each new customer account is scored before its credit limit is set',
  period: 'From January 2027, on every new account: about 40 a day',
  affected: 'Applicants for trade credit: sole traders and small companies',
  risks: 'Limits set too low for businesses with a short history; scores that track postcode',
  oversight: 'A credit controller reviews every limit below the requested one before it is sent',
  measures:
    'A refused applicant may ask for a review within 30 days; the risk committee reviews refusals monthly',
};

function seeded(name: string, fria: 'draft' | 'approved' | 'notified') {
  const project = byName(name);
  store.aiAct.save(project, CREDIT);
  const approved = fria !== 'draft';
  store.fria.seed(project.id, {
    texts: approved ? PARTS : { ...PARTS, risks: '', measures: '' },
    sources: {},
    approval: approved
      ? {
          approvedBy: { id: null, name: 'Maya Chen' },
          approvedOn: '2026-11-02',
          basis: friaApprovalBasis(PARTS, store.fria.prefillOf(project)),
        }
      : null,
    notification:
      fria === 'notified'
        ? {
            notifiedOn: '2026-11-05',
            reference: 'MSA-2026-118',
            documentUrl: 'https://dms.example.com/fria/118',
          }
        : null,
    updatedAt: '2026-11-02T10:00:00.000Z',
  });
  return project;
}

store.aiAct.save(byName('Invoice Anomaly Detection'), CREDIT);
// Not Active yet: its move there is what the FRIA holds back.
store.update(byName('Invoice Anomaly Detection').id, { status: 'planning' });
seeded('Demand Forecasting', 'draft');
seeded('Customer Support Copilot', 'notified');
const changed = seeded('Campaign Copy Generator', 'approved');
store.update(changed.id, { problemStatement: 'Write and send campaign e-mails without review' });
const current = (project: Project) => store.get(project.id)!;

const handlers = () => [...portfolio(), demoMembersHandler()];

const meta = {
  title: 'Widgets/Project Workspace/FRIA card',
  component: FriaCard,
  parameters: { msw: handlers() },
  args: { project: current(byName('Invoice Anomaly Detection')) },
  decorators: [stories.maxWidth('60rem')],
} satisfies Meta<typeof FriaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Owed and not started: why, and each part as the records pre-fill it, with its source. */
export const Required: Story = {};

/** Being filled in: the six parts as a form, each with what Article 27(1) asks and its source. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Fill in' }, { timeout: 10_000 }),
    );
    await expect(
      canvas.getByRole('form', { name: 'Fundamental rights impact assessment' }),
    ).toBeTruthy();
  },
};

/** A draft with two parts still blank: it cannot be approved yet. */
export const Draft: Story = { args: { project: current(byName('Demand Forecasting')) } };

/** Approved by a member, and the market surveillance authority notified. */
export const ApprovedAndNotified: Story = {
  args: { project: current(byName('Customer Support Copilot')) },
};

/** Approved, then the project's purpose changed: it needs approving again (Article 27(2)). */
export const NeedsReview: Story = { args: { project: current(changed) } };

/** Approving: who approved it and on which day. */
export const Approving: Story = {
  args: { project: current(changed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Approve again' }, { timeout: 10_000 }),
    );
  },
};

/** Owed by nobody here: a private company's recruitment system. */
export const NotRequired: Story = {
  args: { project: current(byName('Resume Screening Assistant')) },
};

const reads = readStories([[routes.getProjectFria, 'The FRIA could not be read.']]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;

/**
 * Where the project's status is changed: moving Invoice Anomaly Detection to Active is refused
 * while its FRIA is not approved; an admin may give a reason to move it anyway.
 */
export const MoveToActiveRefused: Story = {
  render: () => (
    <EditProjectDialog
      project={current(byName('Invoice Anomaly Detection'))}
      open
      admin
      onOpenChange={() => {}}
    />
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const body = stories.pageOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Edit Project' }, { timeout: 10_000 });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Status/), 'active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(
      await within(dialog).findByTestId('fria-activation-refusal', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  },
};
