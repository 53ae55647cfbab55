import type { Static } from '@sinclair/typebox';
import { AUDIT_ACTOR_TYPES, HistoryQuery, NextCursor } from '../history';
import type { PreferencesBody } from '../access/preferences';
import { RISK_SEVERITIES } from '../portfolio/status';
import * as Type from '../type';
import { NOTIFICATION_KINDS, NOTIFICATION_UNREAD_MAX } from './notification-kinds';

export * from './notification-kinds';

export const Notification = Type.Object({
  id: Type.String({ description: 'The history event it tells of: increasing, newest first' }),
  at: Type.Timestamp,
  kind: Type.StringEnum(NOTIFICATION_KINDS),
  actor: Type.Object({
    type: Type.StringEnum(AUDIT_ACTOR_TYPES),
    name: Type.String({ description: 'Their name when they made the change' }),
  }),
  title: Type.String({ description: 'One sentence: "Lena Fischer updated Invoice Reader"' }),
  detail: Type.Nullable(
    Type.String({ description: 'What changed, e.g. "Status: Planning → Active"; null if nothing' }),
  ),
  companyId: Type.Uuid(),
  projectId: Type.Nullable(Type.Uuid()),
  link: Type.Nullable(
    Type.String({ description: 'Where it leads in the shell: `/projects/{id}`, `/team`, …' }),
  ),
  unread: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationPage = Type.Object({
  notifications: Type.Array(Notification, { description: 'Newest first' }),
  nextCursor: NextCursor,
  unreadCount: Type.Integer({
    minimum: 0,
    maximum: NOTIFICATION_UNREAD_MAX,
    description: `Unread notifications, counted up to ${NOTIFICATION_UNREAD_MAX}`,
  }),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const NotificationQuery = HistoryQuery;
export type NotificationQuery = Static<typeof NotificationQuery>;

export const MarkNotificationsReadBody = Type.StrictObject({
  upTo: Type.String({
    pattern: '^([1-9][0-9]{0,18}|all)$',
    title: 'Up to',
    description:
      'The id of a notification: it and every older one are marked read; `all` marks every one',
    errorMessage: 'must be the id of a notification, or all',
  }),
});
export type MarkNotificationsReadBody = Static<typeof MarkNotificationsReadBody>;

export const UnreadCount = Type.Object({
  unreadCount: Type.Integer({ minimum: 0, maximum: NOTIFICATION_UNREAD_MAX }),
});
export type UnreadCount = Static<typeof UnreadCount>;

/** The e-mails a person can turn off from the e-mail itself, by the preference that sends them. */
export const UNSUBSCRIBABLE = [
  'projectUpdates',
  'weeklyReports',
  'proposalUpdates',
] as const satisfies ReadonlyArray<keyof PreferencesBody>;
export type Unsubscribable = (typeof UNSUBSCRIBABLE)[number];

/** The preference's label on the Settings page, and what its e-mails are. */
export const UNSUBSCRIBE_LABELS: Record<Unsubscribable, { label: string; emails: string }> = {
  projectUpdates: { label: 'Project Updates', emails: 'e-mails about changes to your projects' },
  weeklyReports: { label: 'Weekly Reports', emails: 'the weekly summary of your AI portfolio' },
  proposalUpdates: {
    label: 'Proposals',
    emails: 'e-mails about proposals that wait for your approval, or that you submitted',
  },
};

export const UnsubscribeQuery = Type.StrictObject({
  token: Type.String({
    minLength: 1,
    maxLength: 2000,
    description: 'The signed token of the e-mail’s List-Unsubscribe link',
    errorMessage: 'is missing: open the link of the e-mail as it was sent',
  }),
});
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

/** The weekly digest's period: the seven days before it is made. */
export const WEEKLY_DIGEST_DAYS = 7;

const DigestMetric = Type.Object({
  key: Type.StringEnum([
    'totalProjects',
    'averageRoi',
    'totalInvestment',
    'fullyCompliant',
  ] as const),
  label: Type.String({ description: 'As the dashboard names it' }),
  now: Type.String({ description: 'Formatted as the dashboard shows it' }),
  weekAgo: Type.String({ description: 'The same figure seven days before' }),
  change: Type.String({ description: 'e.g. "+2", "-1.5 pts", "no change"' }),
});

export const WeeklyDigest = Type.Object({
  companyId: Type.Uuid(),
  companyName: Type.String(),
  from: Type.Timestamp,
  to: Type.Timestamp,
  subject: Type.String({ description: 'The subject of the e-mail' }),
  /** Whether the person would get it now: e-mail and weekly reports both on. */
  wouldSend: Type.Boolean({
    description: 'Whether this person gets it: Email Notifications and Weekly Reports are on',
  }),
  metrics: Type.Array(DigestMetric),
  newProjects: Type.Array(
    Type.Object({
      projectId: Type.Uuid(),
      name: Type.String(),
      department: Type.String(),
      businessOwner: Type.String(),
      status: Type.String({ description: 'Its status, as its badge reads' }),
      createdAt: Type.Timestamp,
    }),
  ),
  statusChanges: Type.Array(
    Type.Object({
      projectId: Type.Uuid(),
      name: Type.String(),
      before: Type.Nullable(Type.String({ description: 'The status label before' })),
      after: Type.Nullable(Type.String({ description: 'The status label after' })),
      by: Type.String(),
      at: Type.Timestamp,
    }),
  ),
  totals: Type.Object(
    {
      newProjects: Type.Integer({ minimum: 0 }),
      statusChanges: Type.Integer({ minimum: 0 }),
      openRisks: Type.Integer({ minimum: 0 }),
    },
    { description: 'How many there are of each list; a list shows the first few of them' },
  ),
  openRisks: Type.Array(
    Type.Object({
      riskId: Type.Uuid(),
      projectId: Type.Uuid(),
      projectName: Type.String(),
      title: Type.String({ description: 'What the rule found' }),
      severity: Type.StringEnum(RISK_SEVERITIES),
      state: Type.StringEnum(['open', 'acknowledged'] as const),
      openedAt: Type.Timestamp,
    }),
  ),
});
export type WeeklyDigest = Static<typeof WeeklyDigest>;

/**
 * A digest section's heading: "Open risks (34)", or "Open risks (25 of 34)" when the list shows
 * fewer than there are, so the count is never read as the whole.
 */
export const digestListTitle = (title: string, shown: number, total: number) =>
  `${title} (${shown < total ? `${shown} of ${total}` : total})`;
