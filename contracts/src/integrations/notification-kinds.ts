// The bell's kinds and its count, apart from the schemas (`notifications.ts`): the shell shows
// them on every page.

/**
 * What a person is told (the bell in the shell, and the e-mails their preferences allow). The
 * bell's items are read from the history at request time, not copied per person:
 * - `risk_opened`: a risk raised on a project the person owns (its Business Owner is their name
 *   or e-mail) or created;
 * - `project_changed`: a change to such a project (or its LLM models) made by someone else;
 * - `invitation`: an invitation to join a company sent to the person's e-mail, while it is
 *   pending (it links to the page that accepts it);
 * - `member_joined`: for admins, someone accepted an invitation to the company;
 * - `proposal_submitted`: a proposal submitted (or moved to another risk tier) that the person
 *   is one of the approvers of, by its tier's rule in the intake settings (the admins, or the
 *   named approvers); a prohibited one goes to the admins, who reject it;
 * - `proposal_decided`: a proposal the person submitted was approved, rejected or merged.
 */
export const NOTIFICATION_KINDS = [
  'risk_opened',
  'incident_deadline',
  'project_changed',
  'invitation',
  'member_joined',
  'proposal_submitted',
  'proposal_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The unread count stops here; the bell shows "99+" above it. */
export const NOTIFICATION_UNREAD_MAX = 100;

/** How a count reads on the bell: "3", or "99+" from {@link NOTIFICATION_UNREAD_MAX} on. */
export const formatUnreadCount = (count: number) =>
  count >= NOTIFICATION_UNREAD_MAX ? `${NOTIFICATION_UNREAD_MAX - 1}+` : String(count);
