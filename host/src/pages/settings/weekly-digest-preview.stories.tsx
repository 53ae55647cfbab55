import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { mockRouteJson } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { demoWeeklyDigest } from '../../testing/handlers';
import { WeeklyDigestPreviewDialog } from './weekly-digest-preview';

const meta = {
  title: 'Host/Settings/Weekly digest preview',
  component: WeeklyDigestPreviewDialog,
  args: { open: true, onOpenChange: () => {} },
  parameters: { msw: [mockRouteJson(routes.previewWeeklyDigest, demoWeeklyDigest)] },
} satisfies Meta<typeof WeeklyDigestPreviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsItWouldBeSent: Story = {};

/** Weekly Reports (or all e-mail) is off: the preview says it would not be sent. */
export const WouldNotBeSent: Story = {
  parameters: {
    msw: [mockRouteJson(routes.previewWeeklyDigest, { ...demoWeeklyDigest, wouldSend: false })],
  },
};

export const QuietWeek: Story = {
  parameters: {
    msw: [
      mockRouteJson(routes.previewWeeklyDigest, {
        ...demoWeeklyDigest,
        newProjects: [],
        statusChanges: [],
        openRisks: [],
        totals: { newProjects: 0, statusChanges: 0, openRisks: 0 },
      }),
    ],
  },
};

export const Loading: Story = stories.loadingStory([routes.previewWeeklyDigest]);

export const Failed: Story = stories.failingStory([[routes.previewWeeklyDigest, 'Database down']]);
