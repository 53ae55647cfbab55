import { NotFoundError } from '../../errors.ts';
import { allows, preferencesOf } from '../../jobs/project-updates.ts';
import { presentNotification } from '../../presenters/integrations/notification.ts';
import { presentProject } from '../../presenters/portfolio/project.ts';
import {
  audienceOf,
  listNotices,
  markNoticesRead,
  unreadCount,
  type Audience,
} from '../../services/integrations/notifications.ts';
import { buildWeeklyDigest } from '../../services/reporting/weekly-digest.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contractRoute } from '../contract.ts';

async function audience(deps: AppDeps, userId: string): Promise<Audience> {
  const who = await audienceOf(deps.db, userId);
  // Signed in, so the account exists; gone since (deleted in another tab) reads as missing.
  if (!who) throw new NotFoundError('Your account no longer exists');
  return who;
}

/** GET /api/notifications: the bell's list, newest first, and how many are unread. */
export const listNotifications = contractRoute('listNotifications', {
  async handle({ query, userId, deps }) {
    const page = await listNotices(deps.db, await audience(deps, userId), query);
    return {
      notifications: page.rows.map((row) => presentNotification(row, page.lastRead)),
      nextCursor: page.nextCursor,
      unreadCount: page.unreadCount,
    };
  },
});

/** POST /api/notifications/read: everything, or up to `upTo`, is read; answers what is left. */
export const markNotificationsRead = contractRoute('markNotificationsRead', {
  async handle({ body, userId, deps }) {
    const who = await audience(deps, userId);
    await markNoticesRead(deps.db, who, body.upTo === 'all' ? undefined : body.upTo);
    return { unreadCount: await unreadCount(deps.db, who) };
  },
});

/** GET /api/account/weekly-digest/preview: this week's digest of the active company, for them. */
export const previewWeeklyDigest = contractRoute('previewWeeklyDigest', {
  async handle({ userId, deps }) {
    const who = await audience(deps, userId);
    if (!who.companyId) {
      throw new NotFoundError('You are not a member of a company: there is no portfolio to sum up');
    }
    const digest = await buildWeeklyDigest(deps.db, who.companyId, presentProject);
    return { ...digest, wouldSend: allows(await preferencesOf(deps.db, userId), 'weeklyReports') };
  },
});
