import {
  NOTIFICATION_UNREAD_MAX,
  routes,
  type Notification,
  type NotificationPage,
} from '@portfolio/contracts';
import { makeMembership } from '../demo-data/fixtures';
import { historyQueryOf, pageBefore } from './history-book';
import { HttpResponse, mockRoute } from './mock-route';

const companyId = makeMembership().id;
// The demo portfolio's first projects (see demo-portfolio.ts): their pages open in dev:mock.
const copilot = '6d1e7a20-5b3c-4f8d-9e0a-000000000001';
const invoices = '6d1e7a20-5b3c-4f8d-9e0a-000000000002';

/** Where a notification about a project points, as the BFF links it: the project's page. */
const aboutProject = (projectId: string) => ({
  companyId,
  projectId,
  link: `/projects/${projectId}`,
});

/** The bell of the demo user: a risk, two changes to their projects, a member who joined. */
export const demoNotifications: Notification[] = [
  {
    id: '412',
    at: '2026-03-12T15:24:00.000Z',
    kind: 'risk_opened',
    actor: { type: 'system', name: 'System' },
    title: 'Risk opened on Customer Support Copilot',
    detail: 'Active while its EU AI Act status is non-compliant',
    ...aboutProject(copilot),
    unread: true,
  },
  {
    id: '409',
    at: '2026-03-12T15:20:00.000Z',
    kind: 'project_changed',
    actor: { type: 'user', name: 'Lena Fischer' },
    title: 'Lena Fischer updated Customer Support Copilot',
    detail: 'Running Costs: $8,500 → $9,200; Status: Planning → Active',
    ...aboutProject(copilot),
    unread: true,
  },
  {
    id: '377',
    at: '2026-03-10T09:02:00.000Z',
    kind: 'project_changed',
    actor: { type: 'user', name: 'Lena Fischer' },
    title: 'Lena Fischer added GPT-4o to Invoice Anomaly Detection',
    detail: null,
    ...aboutProject(invoices),
    unread: false,
  },
  {
    id: '350',
    at: '2026-03-05T12:00:00.000Z',
    kind: 'member_joined',
    actor: { type: 'user', name: 'Lena Fischer' },
    title: 'Lena Fischer joined Northwind Analytics',
    detail: 'lena.fischer@northwind.example',
    companyId,
    projectId: null,
    link: '/team',
    unread: false,
  },
];

/**
 * msw: the bell's two routes over `initial` (newest first), paged and marked read in memory as
 * the BFF does. Without notifications, the quiet bell every shell test gets.
 */
export function notificationHandlers(initial: readonly Notification[] = []) {
  let notifications = initial.map((n) => ({ ...n }));
  const unreadCount = () =>
    Math.min(notifications.filter((n) => n.unread).length, NOTIFICATION_UNREAD_MAX);
  return [
    mockRoute(routes.listNotifications, ({ request }) => {
      const { page, nextCursor } = pageBefore(notifications, historyQueryOf(request.url));
      return HttpResponse.json({
        notifications: page,
        nextCursor,
        unreadCount: unreadCount(),
      } satisfies NotificationPage);
    }),
    mockRoute(routes.markNotificationsRead, async ({ request }) => {
      const { upTo } = await request.json();
      notifications = notifications.map((n) =>
        upTo === 'all' || BigInt(n.id) <= BigInt(upTo) ? { ...n, unread: false } : n,
      );
      return HttpResponse.json({ unreadCount: unreadCount() });
    }),
  ];
}
