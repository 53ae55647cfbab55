import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { mockRouteJson } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { COMPANY_ID } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { PendingInvitations } from './pending-invitations';

const meta = {
  title: 'Widgets/Team Panel/PendingInvitations',
  component: PendingInvitations,
  args: { companyId: COMPANY_ID, onInvite: () => {} },
  parameters: { msw: teamHandlers() },
} satisfies Meta<typeof PendingInvitations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending invitation and an expired one (resend it to copy its link again). */
export const WithInvitations: Story = {};

export const Empty: Story = { parameters: { msw: [mockRouteJson(routes.listInvitations, [])] } };

export const Loading: Story = stories.loadingStory([routes.listInvitations]);

export const LoadError: Story = stories.failingStory([
  [routes.listInvitations, 'The invitations could not be read.'],
]);
