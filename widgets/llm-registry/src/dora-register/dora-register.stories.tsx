import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { COMPANY_ID } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { DoraRegisterSection } from './dora-register';

/*
 * The DORA register of the LLM page over the widget's mocks: Google is flagged critical (Invoice
 * Anomaly Detection supports "Supplier payments" on Gemini), Claude retires within 90 days; under
 * it the control the register documents (suppliers of AI) with its evidence.
 */
const meta = {
  title: 'Widgets/LLM Registry/DORA register',
  component: DoraRegisterSection,
  args: { companyId: COMPANY_ID, navigate: () => {} },
  parameters: { msw: llmHandlers() },
} satisfies Meta<typeof DoraRegisterSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The control has current evidence. */
export const Filled: Story = {
  parameters: {
    msw: llmHandlers({ controlEvidence: [{ controlId: 'supplier-management', expiresAt: null }] }),
  },
};

/** The control's only evidence expired. */
export const ControlEvidenceLapsed: Story = {
  parameters: {
    msw: llmHandlers({
      controlEvidence: [{ controlId: 'supplier-management', expiresAt: '2025-12-31' }],
    }),
  },
};

/** No evidence on the control yet (the mocks of `npm run dev:mock`). */
export const NoControlEvidence: Story = {};

export const Empty: Story = { parameters: { msw: llmHandlers({ models: [], links: [] }) } };

export const Loading: Story = stories.loadingStory([routes.getDoraRegister]);

export const LoadError: Story = stories.failingStory([
  [routes.getDoraRegister, 'The register could not be read.'],
]);
