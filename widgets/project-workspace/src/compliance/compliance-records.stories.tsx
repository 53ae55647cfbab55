import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { recordControls, routes } from '@portfolio/contracts';
import { demoCardStore, recordControlsHandlers } from '../shared/card-stories';
import { DoraCard } from './dora-card';
import { GdprCard } from './gdpr-card';

/*
 * The GDPR and DORA cards over the kit's demo portfolio: Invoice Anomaly Detection monitors
 * payments on a large scale (a DPIA needed, and done) on Gemini (EU) and supports a critical
 * function not yet named; Demand Forecasting has no record yet. Under each record, the company's
 * controls that cover it, each linking to its page.
 */
const { store, byName, handlers, readStories } = demoCardStore();

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
  parameters: { msw: handlers() },
  args: { project: byName('Invoice Anomaly Detection') },
} satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both records filled: the derived statuses, the DPIA hint, the processors and the controls. */
export const Filled: Story = {};

const [impact, personal] = recordControls('gdpr-record', new Map());
const [suppliers] = recordControls('dora-register', new Map());

/** Evidence on the controls: current on personal data protection, lapsed on suppliers of AI. */
export const ControlEvidence: Story = {
  parameters: {
    msw: [
      ...recordControlsHandlers(store, {
        gdpr: [impact!, { ...personal!, evidence: 'current' }],
        dora: [{ ...suppliers!, evidence: 'lapsed' }],
      }),
      ...handlers(),
    ],
  },
};

/** No record yet: the hand-picked statuses stay until one is saved. */
export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

const reads = readStories([
  [routes.getProjectGdpr, 'The record could not be read.'],
  [routes.getProjectDora, 'The record could not be read.'],
]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
