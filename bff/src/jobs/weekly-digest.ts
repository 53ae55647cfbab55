import type { AppDeps } from '../app-deps.ts';
import { presentProject } from '../presenters/portfolio/project.ts';
import { sendMail } from '../services/integrations/mail.ts';
import { weeklyDigestEmail } from '../services/integrations/notification-mail.ts';
import { unsubscribeUrl } from '../services/integrations/unsubscribe-tokens.ts';
import { buildWeeklyDigest, type DigestContent } from '../services/reporting/weekly-digest.ts';
import { mailJob, sendEach } from './mail-jobs.ts';

/** Mondays at 07:00 UTC: the start of the working week in Europe, before it in the Americas. */
export const WEEKLY_DIGEST_SCHEDULE = '0 7 * * 1';

/** The Monday (UTC) of the week `at` falls in, as `YYYY-MM-DD`: a digest is sent once a week. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Sends each member of each company with Email Notifications and Weekly Reports on the
 * company's digest, one e-mail per person and company. Who got this week's is remembered, so a
 * retried run (after a failed send) sends only the ones still missing.
 */
export async function sendWeeklyDigests(deps: AppDeps, now = new Date()): Promise<number> {
  const { db, config } = deps;
  const week = weekOf(now);
  const recipients = (await db('companyMembers as m')
    .join('users as u', 'u.id', 'm.userId')
    .leftJoin('userPreferences as up', 'up.userId', 'u.id')
    .whereRaw('coalesce(up.email_notifications, true) and coalesce(up.weekly_reports, true)')
    .whereNotExists(
      db('weeklyDigestsSent as s')
        .whereRaw('s.user_id = m.user_id and s.company_id = m.company_id')
        .where('s.weekOf', week),
    )
    .orderBy(['m.companyId', 'u.id'])
    .select('m.companyId', 'u.id as userId', 'u.email')) as Array<{
    companyId: string;
    userId: string;
    email: string;
  }>;

  const digests = new Map<string, DigestContent>();
  return sendEach(
    deps,
    recipients,
    async ({ companyId, userId, email }) => {
      let digest = digests.get(companyId);
      if (!digest) {
        digest = await buildWeeklyDigest(db, companyId, presentProject, now);
        digests.set(companyId, digest);
      }
      const links = {
        publicUrl: config.publicUrl,
        unsubscribeUrl: await unsubscribeUrl(config, { userId, preference: 'weeklyReports' }),
      };
      await sendMail(deps, weeklyDigestEmail({ to: email, digest, links }));
      await db('weeklyDigestsSent')
        .insert({ userId, companyId, weekOf: week })
        .onConflict()
        .ignore();
      return 1;
    },
    {
      message: 'weekly digest not sent',
      about: ({ companyId, userId }) => ({ companyId, userId }),
    },
  );
}

export const weeklyDigestJob = mailJob(
  'weekly-digest',
  WEEKLY_DIGEST_SCHEDULE,
  sendWeeklyDigests,
  'weekly digests sent',
);
