import { Route, Routes } from 'react-router';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DAY_MS, TEAM_MESSAGES, routes, type InvitationPreview } from '@portfolio/contracts';
import { HttpResponse, delay, makeCurrentUser, mockRoute } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { currentUserHandler } from '../../testing/handlers';
import { withShell } from '../../testing/story-helpers';
import { InvitationPage } from './invitation-page';

const TOKEN = 'pendingInvitationToken0001';

const preview = (overrides: Partial<InvitationPreview> = {}) =>
  mockRoute(routes.getInvitation, () =>
    HttpResponse.json({
      companyName: 'Northwind Analytics',
      email: 'lena.fischer@northwind.example',
      role: 'member',
      state: 'pending',
      expiresAt: new Date(Date.now() + 6 * DAY_MS).toISOString(),
      ...overrides,
    } satisfies InvitationPreview),
  );

const invitee = makeCurrentUser({
  email: 'lena.fischer@northwind.example',
  firstName: 'Lena',
  lastName: 'Fischer',
  companies: [],
});
const accept = mockRoute(routes.acceptInvitation, async () => {
  await delay(800);
  return HttpResponse.json({ companyId: crypto.randomUUID(), role: 'member' });
});

const meta = {
  title: 'Host/Invitation',
  component: InvitationPage,
  render: () => (
    <Routes>
      <Route path="/invitations/:token" element={<InvitationPage />} />
      <Route path="*" element={<p>Dashboard</p>} />
    </Routes>
  ),
  decorators: [withShell(`/invitations/${TOKEN}`)],
  parameters: { layout: 'fullscreen', msw: [currentUserHandler(null), preview()] },
} satisfies Meta<typeof InvitationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: sign in or create an account, then come back here. */
export const SignedOut: Story = {};

/** The invitee is signed in: Accept invitation. */
export const SignedIn: Story = {
  parameters: { msw: [currentUserHandler(invitee), preview(), accept] },
};

/** Signed in with another address: the page warns, and the server refuses with its reason. */
export const OtherEmail: Story = stories.failingStory(
  [[routes.acceptInvitation, TEAM_MESSAGES.wrongEmail, 403]],
  [currentUserHandler(makeCurrentUser({ companies: [] })), preview({ role: 'admin' })],
);

export const Expired: Story = {
  parameters: {
    msw: [
      currentUserHandler(null),
      preview({ state: 'expired', expiresAt: new Date(Date.now() - 2 * DAY_MS).toISOString() }),
    ],
  },
};

export const Revoked: Story = {
  parameters: { msw: [currentUserHandler(null), preview({ state: 'revoked' })] },
};

export const AlreadyUsed: Story = {
  parameters: { msw: [currentUserHandler(invitee), preview({ state: 'accepted' })] },
};

export const InvalidLink: Story = stories.failingStory(
  [[routes.getInvitation, TEAM_MESSAGES.notValid, 404]],
  [currentUserHandler(null)],
);

export const Loading: Story = stories.loadingStory(
  [routes.getInvitation],
  [currentUserHandler(null)],
);
