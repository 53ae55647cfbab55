import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { DoraCard } from './dora-card';
import { GdprCard } from './gdpr-card';

/*
 * The GDPR and DORA cards over the kit's demo portfolio: Invoice Anomaly Detection monitors
 * payments on a large scale (a DPIA needed, and done) on Gemini (EU) and supports a critical
 * function not yet named; Demand Forecasting has no record yet.
 */
const store = demoPortfolio();
const byName = (name: string) => store.all().find((p) => p.name === name)!;

function Cards({ project }: { project: ReturnType<typeof byName> }) {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '60rem' }}>
      <GdprCard project={project} />
      <DoraCard project={project} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Project Workspace/GDPR and DORA cards',
  component: Cards,
  parameters: { msw: portfolioHandlers(() => store) },
  args: { project: byName('Invoice Anomaly Detection') },
} satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both records filled: the derived statuses, the DPIA hint and the processors. */
export const Filled: Story = {};

/** No record yet: the hand-picked statuses stay until one is saved. */
export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

export const Loading: Story = {
  parameters: {
    msw: [
      mockRouteLoading(routes.getProjectGdpr),
      mockRouteLoading(routes.getProjectDora),
      ...portfolioHandlers(() => store),
    ],
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.getProjectGdpr, 500, 'The record could not be read.'),
      mockRouteError(routes.getProjectDora, 500, 'The record could not be read.'),
      ...portfolioHandlers(() => store),
    ],
  },
};
