import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { routes, type Notification } from '@portfolio/contracts';
import { renderWithProviders } from '@portfolio/ui/testing';
import {
  HttpResponse,
  demoNotifications,
  makeMembership,
  mockCompanyEvents,
  mockRoute,
  notificationHandlers,
  recordBodies,
} from '@portfolio/ui/testing/msw';
import { NotificationBell } from './notification-bell';

const companyId = makeMembership().id;

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderBell(handlers = notificationHandlers(demoNotifications), collapsed = false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={children} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
  return renderWithProviders(<NotificationBell companyId={companyId} collapsed={collapsed} />, {
    wrapper,
    handlers,
  });
}

describe('NotificationBell', () => {
  it('shows how many are unread, and lists them newest first with where each leads', async () => {
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications 2 unread' });
    expect(bell.textContent).toContain('2');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(await within(panel).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Risk opened on Customer Support Copilot (unread)'),
      expect.stringContaining('Lena Fischer updated Customer Support Copilot (unread)'),
      expect.stringContaining('Lena Fischer added GPT-4o to Invoice Anomaly Detection'),
      expect.stringContaining('Lena Fischer joined Northwind Analytics'),
    ]);
    expect(items[1]!.textContent).toContain('Running Costs: $8,500 → $9,200');
    expect(within(items[3]!).getByRole('link').getAttribute('href')).toBe('/team');

    // Following one goes to its project and closes the list.
    await user.click(within(items[0]!).getByRole('link'));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(
      `/projects/${demoNotifications[0]!.projectId}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks what it shows read: up to the newest one listed', async () => {
    const { bodies: asked, handler } = recordBodies(routes.markNotificationsRead);
    const { user } = renderBell([handler, ...notificationHandlers(demoNotifications)]);
    await user.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(asked).toEqual([{ upTo: '412' }]);
    expect(screen.queryByText('(unread)', { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says so when there is nothing to tell', async () => {
    const { user } = renderBell(notificationHandlers([]));
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You’re all caught up')).toBeTruthy();
  });

  it('shows older ones on request', async () => {
    const many: Notification[] = Array.from({ length: 25 }, (_, i) => ({
      ...demoNotifications[2]!,
      id: String(100 - i),
      title: `Change ${i + 1}`,
      unread: false,
    }));
    const { user } = renderBell(notificationHandlers(many));
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Change 20');
    expect(within(panel).queryByText('Change 21')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText('Change 25')).toBeTruthy();
  });

  it('is refreshed by the company event stream when a risk opens on a project of the person', async () => {
    let calls = 0;
    const fresh = { ...demoNotifications[0]!, id: '500' };
    renderBell([
      mockRoute(routes.listNotifications, () => {
        calls += 1;
        return HttpResponse.json({
          notifications: calls === 1 ? [] : [fresh],
          nextCursor: null,
          unreadCount: calls === 1 ? 0 : 1,
        });
      }),
      mockCompanyEvents([
        {
          id: '500',
          data: {
            type: 'risk.opened',
            id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001',
            companyId,
            projectId: fresh.projectId,
            at: fresh.at,
            actor: { type: 'system', id: null, label: 'System' },
          },
        },
      ]),
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows 99+ from a hundred unread on, also when the sidebar is collapsed', async () => {
    renderBell(
      [
        mockRoute(routes.listNotifications, () =>
          HttpResponse.json({ notifications: [], nextCursor: null, unreadCount: 100 }),
        ),
      ],
      true,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications 99+ unread' });
    expect(bell.textContent).toBe('99+');
  });
});
