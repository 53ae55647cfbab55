import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  demoNotifications,
  makeMembership,
  mockRouteError,
  mockRouteJson,
  mockRouteLoading,
  notificationHandlers,
} from '@portfolio/ui/testing/msw';
import { withShell } from '../testing/story-helpers';
import { NotificationBell } from './notification-bell';

/** The bell as the sidebar shows it, on the sidebar's colours. */
function SidebarStrip({ children }: { children: ReactNode }) {
  return <Strip>{children}</Strip>;
}

const meta = {
  title: 'Host/Notification bell',
  component: NotificationBell,
  args: { companyId: makeMembership().id, collapsed: false },
  parameters: { msw: notificationHandlers(demoNotifications) },
  decorators: [
    (Story) => (
      <SidebarStrip>
        <Story />
      </SidebarStrip>
    ),
    withShell('/'),
  ],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: a risk opened on the person's project and a colleague's change. */
export const Unread: Story = {};

/** Pressed: the newest first, unread ones marked, each leading to its project. */
export const Open: Story = { args: { initiallyOpen: true } };

export const Collapsed: Story = { args: { collapsed: true } };

export const AllCaughtUp: Story = {
  args: { initiallyOpen: true },
  parameters: { msw: notificationHandlers([]) },
};

export const ManyUnread: Story = {
  args: { collapsed: true },
  parameters: {
    msw: [
      mockRouteJson(routes.listNotifications, {
        notifications: demoNotifications,
        nextCursor: null,
        unreadCount: 100,
      }),
    ],
  },
};

export const Loading: Story = {
  args: { initiallyOpen: true },
  parameters: { msw: [mockRouteLoading(routes.listNotifications)] },
};

export const Failed: Story = {
  args: { initiallyOpen: true },
  parameters: { msw: [mockRouteError(routes.listNotifications, 500, 'Database down')] },
};

const Strip = styled.div`
  width: 16rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.sidebar};
`;
