import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { routes, type Project } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { demoCardStore } from '../../shared/card-stories';
import { EditProjectDialog } from '../../workspace/edit-project-dialog';
import { FriaCard } from './fria-card';
import { owingAFria, seedFria } from './fria-fixtures';

/*
 * The FRIA card over the kit's demo portfolio, each project re-assessed as a system its company
 * deploys for creditworthiness (Annex III point 5(b)), which owes a FRIA: Invoice Anomaly
 * Detection has none yet (its parts pre-filled from its project and GDPR records); Demand
 * Forecasting has a draft; Customer Support Copilot's is approved and notified; Campaign Copy
 * Generator's was approved before its purpose changed. The Resume Screening Assistant (a
 * private company's recruitment system) owes none.
 */
const { store, byName, readStories, cardMeta } = demoCardStore();
owingAFria(store, byName('Invoice Anomaly Detection'));
// Not Active yet: its move there is what the FRIA holds back.
store.update(byName('Invoice Anomaly Detection').id, { status: 'planning' });
seedFria(store, byName('Demand Forecasting'), 'draft');
seedFria(store, byName('Customer Support Copilot'), 'notified');
const changed = seedFria(store, byName('Campaign Copy Generator'), 'approved');
store.update(changed.id, { problemStatement: 'Write and send campaign e-mails without review' });
const current = (project: Project) => store.get(project.id)!;

const meta = {
  title: 'Widgets/Project Workspace/FRIA card',
  component: FriaCard,
  ...cardMeta(current(byName('Invoice Anomaly Detection'))),
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
