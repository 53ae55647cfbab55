import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { addMonths, monthOf, routes, type Project } from '@portfolio/contracts';
import { demoCardStore } from '../shared/card-stories';
import { BudgetCard } from './budget-card';

/*
 * The Budget card of a project's page, over the kit's demo portfolio: Customer Support Copilot
 * has spend entered under its plan (June planned by hand); Invoice Anomaly Detection is made to
 * overspend here; Resume Screening Assistant has no dates, so nothing is planned.
 */
const { store, byName, handlers, readStories } = demoCardStore();
const copilot = byName('Customer Support Copilot');
const undated = byName('Resume Screening Assistant');
const overspent = byName('Invoice Anomaly Detection');
const thisMonth = monthOf(new Date());
for (const [month, amount] of [
  [addMonths(thisMonth, -1), '420000.00'],
  [thisMonth, '95000.00'],
] as const) {
  store.budgets.createSpend(overspent, { month, amount, category: 'vendor', note: 'Overrun' });
}
store.update(overspent.id, {
  startDate: `${addMonths(thisMonth, -1)}-01`,
  targetDate: `${addMonths(thisMonth, 3)}-28`,
});

function Frame({ project }: { project: Project }) {
  return (
    <div style={{ maxWidth: '60rem' }}>
      <BudgetCard project={store.get(project.id) ?? project} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Project Workspace/Budget card',
  component: Frame,
  parameters: { msw: handlers() },
  args: { project: copilot },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Planned against actual, cumulative, spend under plan; a month planned by hand. */
export const Data: Story = {};

/** Spend more than 10% above the plan to date: the card says over budget, the line is red. */
export const OverBudget: Story = { args: { project: overspent } };

/** No start date and no spend: nothing is planned yet. */
export const Empty: Story = { args: { project: undated } };

const reads = readStories([
  [routes.getProjectBudget, 'The budget could not be read.'],
  [routes.listSpend, 'The spend entries could not be read.'],
]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
