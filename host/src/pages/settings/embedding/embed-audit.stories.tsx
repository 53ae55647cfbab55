import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes, type EmbedAuditEntry } from '@portfolio/contracts';
import { makeMembership } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { embedAuditHandler, embedHandlers, manyAuditEntries } from '../../../testing/handlers';
import { EmbedAudit } from './embed-audit';

const meta = {
  title: 'Host/Settings/Embedding audit',
  component: EmbedAudit,
  args: { companyId: makeMembership().id },
  parameters: { msw: embedHandlers },
} satisfies Meta<typeof EmbedAudit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few entries: one page, no "Load more". */
export const OnePage: Story = {};

const many: EmbedAuditEntry[] = manyAuditEntries(120);

/** Many tokens after the app was created: pages of 50, "Load more" below; the kind filter finds the app. */
export const ManyPages: Story = {
  parameters: { msw: [embedAuditHandler(() => many)] },
};

export const Empty: Story = {
  parameters: { msw: [embedAuditHandler(() => [])] },
};

export const Loading: Story = stories.loadingStory([routes.listEmbedAudit]);

export const Failed: Story = stories.failingStory([
  [routes.listEmbedAudit, 'Internal server error'],
]);
