import type { Preferences } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps.ts';
import { UserPreferences } from '../models/user-preferences.ts';
import { User } from '../models/user.ts';
import { presentPreferences } from '../presenters/access/preferences.ts';
import { describeNotice } from '../presenters/integrations/notification.ts';
import { sendMail } from '../services/integrations/mail.ts';
import { projectUpdatesEmail } from '../services/integrations/notification-mail.ts';
import {
  NOTICE_EVENT_COLUMNS,
  NOTICE_NAMES_JOIN,
  OWNS_PROJECT_SQL,
  PROJECT_NOTICE_SQL,
  type NoticeRow,
} from '../services/integrations/notifications.ts';
import { unsubscribeUrl } from '../services/integrations/unsubscribe-tokens.ts';
import type { JobDefinition } from './jobs.ts';
import type { HistoryConsumer } from './process-history.ts';

/**
 * The Project Updates e-mail, batched. As the history is processed, each change to a project
 * (and each risk opened on it) is queued for every member who owns or created the project, did
 * not make the change, and has Email Notifications and Project Updates on. A person's first
 * queued change sends a job that waits NOTIFY_BATCH_SECONDS; further changes meanwhile find it
 * waiting (one per person: a `short` queue keyed by the person) and go out in the same e-mail.
 */

/** Whether the preferences let an e-mail of `which` go out: nothing at all with e-mail off. */
export const allows = (preferences: Preferences, which: 'projectUpdates' | 'weeklyReports') =>
  preferences.emailNotifications && preferences[which];

export async function preferencesOf(db: Knex, userId: string): Promise<Preferences> {
  return presentPreferences(await UserPreferences.query(db).findOne({ userId }));
}

export const projectUpdatesJob: JobDefinition<{ userId: string }> = {
  name: 'send-project-updates',
  policy: 'short',
  retryDelay: 30,
  async run(deps, { userId }) {
    await sendProjectUpdates(deps, userId);
  },
};

export const projectUpdatesConsumer: HistoryConsumer = {
  name: 'project-updates',
  async handle({ deps, trx, events, afterCommit }) {
    const ids = events
      .filter(
        (e) => e.projectId !== null && ['project', 'project_llm_model', 'risk'].includes(e.entity),
      )
      .map((e) => e.id);
    if (ids.length === 0) return;
    const { rows } = (await trx.raw(
      `insert into project_update_queue (user_id, audit_event_id)
        select distinct u.id, e.id
        from audit_events e
          join projects p on p.id = e.project_id and p.company_id = e.company_id
          join company_members m on m.company_id = e.company_id
          join users u on u.id = m.user_id
          left join user_preferences up on up.user_id = u.id
        where e.id in (${ids.map(() => '?').join(', ')}) and ${OWNS_PROJECT_SQL} and ${PROJECT_NOTICE_SQL}
          and coalesce(up.email_notifications, true) and coalesce(up.project_updates, false)
        on conflict do nothing
        returning user_id as "userId"`,
      ids,
    )) as { rows: Array<{ userId: string }> };
    const people = new Set(rows.map((row) => row.userId));
    if (people.size === 0) return;
    afterCommit(async () => {
      if (!deps.jobs) return; // No runner here (a test): the queue waits for sendProjectUpdates.
      for (const userId of people) {
        await deps.jobs.send(
          projectUpdatesJob,
          { userId },
          { startAfter: deps.config.notifyBatchSeconds, singletonKey: userId },
        );
      }
    });
  },
};

/**
 * Sends the person ONE e-mail with every change queued for them, oldest first, then removes
 * those from the queue. The preferences are read again first: a person who turned Project
 * Updates (or all e-mail) off while changes waited gets nothing, and the changes are dropped.
 * Changes of a company they have since left are dropped too. A failed send leaves the queue as
 * it was, and the job is retried.
 */
export async function sendProjectUpdates(deps: AppDeps, userId: string): Promise<number> {
  const { db, config } = deps;
  const { rows } = (await db.raw(
    `select ${NOTICE_EVENT_COLUMNS},
        null as "invitationToken", null as "invitationRole",
        exists (select 1 from company_members m
          where m.company_id = e.company_id and m.user_id = q.user_id) as "stillMember"
      from project_update_queue q
        join audit_events e on e.id = q.audit_event_id
        ${NOTICE_NAMES_JOIN}
      where q.user_id = ?
      order by e.id`,
    [userId],
  )) as { rows: Array<NoticeRow & { stillMember: boolean }> };
  if (rows.length === 0) return 0;
  const queued = rows.map((row) => row.id);
  const dequeue = () =>
    db('projectUpdateQueue').where({ userId }).whereIn('auditEventId', queued).delete();

  const user = await User.query(db).findById(userId).select('email');
  const preferences = await preferencesOf(db, userId);
  const wanted = rows.filter((row) => row.stillMember);
  if (!user || !allows(preferences, 'projectUpdates') || wanted.length === 0) {
    await dequeue();
    return 0;
  }
  const links = {
    publicUrl: config.publicUrl,
    unsubscribeUrl: await unsubscribeUrl(config, { userId, preference: 'projectUpdates' }),
  };
  const companies = new Set(wanted.map((row) => row.companyId));
  const lines = wanted.map((row) => ({
    ...describeNotice(row),
    link: row.projectId ? `/projects/${row.projectId}` : null,
    at: row.at,
    // The company is named only when the changes span several.
    companyName: companies.size > 1 ? row.companyName : null,
  }));
  await sendMail(deps, projectUpdatesEmail({ to: user.email, lines, links }));
  await dequeue();
  return lines.length;
}
