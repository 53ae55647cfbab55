import { proposalPath } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps.ts';
import { describeProposalEvent } from '../presenters/intake/proposal-notice.ts';
import { sendMail } from '../services/integrations/mail.ts';
import { proposalEmail } from '../services/integrations/notification-mail.ts';
import {
  PROPOSAL_NOTICE_JOINS,
  PROPOSAL_NOTICE_SQL,
  type NoticeRow,
} from '../services/integrations/notifications.ts';
import { unsubscribeUrl } from '../services/integrations/unsubscribe-tokens.ts';
import type { JobDefinition } from './jobs.ts';
import type { HistoryConsumer } from './process-history.ts';

/**
 * The Proposals e-mail: the people the bell tells of a proposal's event (its approvers of a
 * submission or a move to another tier, its submitter of the decision) get it by e-mail too,
 * one e-mail per event and person, as it happens: someone waits on it. As the history is
 * processed, a job is queued for each; the job asks again whether the person still hears of it
 * (Email Notifications and Proposals on, still a member, still an approver) before it sends.
 */

export interface ProposalMail {
  eventId: string;
  userId: string;
}

/**
 * The people who hear of the events `ids` by e-mail now: the bell's audience of each, with
 * Email Notifications and Proposals on (both on unless saved off).
 */
async function recipients(
  db: Knex,
  ids: readonly string[],
  userId?: string,
): Promise<ProposalMail[]> {
  const { rows } = (await db.raw(
    `select e.id::text as "eventId", u.id as "userId"
      from audit_events e
        cross join users u
        ${PROPOSAL_NOTICE_JOINS}
        left join user_preferences up on up.user_id = u.id
      where e.entity = 'proposal' and e.id in (${ids.map(() => '?').join(', ')})
        ${userId ? 'and u.id = ?' : ''}
        and ${PROPOSAL_NOTICE_SQL}
        and coalesce(up.email_notifications, true) and coalesce(up.proposal_updates, true)
      order by e.id, u.id`,
    userId ? [...ids, userId] : [...ids],
  )) as { rows: ProposalMail[] };
  return rows;
}

export const proposalMailJob: JobDefinition<ProposalMail> = {
  name: 'send-proposal-mail',
  retryDelay: 30,
  async run(deps, mail) {
    await sendProposalMail(deps, mail);
  },
};

export const proposalMailConsumer: HistoryConsumer = {
  name: 'proposal-mail',
  async handle({ deps, trx, events, afterCommit }) {
    const ids = events.filter((e) => e.entity === 'proposal').map((e) => e.id);
    if (ids.length === 0) return;
    const mails = await recipients(trx, ids);
    if (mails.length === 0) return;
    afterCommit(async () => {
      if (!deps.jobs) return; // No runner here: nothing is sent.
      for (const mail of mails) await deps.jobs.send(proposalMailJob, mail);
    });
  },
};

/**
 * Sends the person the e-mail of the event, if they still hear of it (see above); answers
 * whether it did. A failed send throws, and the job is tried again.
 */
export async function sendProposalMail(deps: AppDeps, mail: ProposalMail): Promise<boolean> {
  const { db, config } = deps;
  if ((await recipients(db, [mail.eventId], mail.userId)).length === 0) return false;
  const { rows } = (await db.raw(
    `select e.action, e.actor_label as "actorLabel", e.entity_id as "entityId",
        e.entity_label as "entityLabel", e.changes, u.email, c.name as "companyName"
      from audit_events e
        join users u on u.id = ?
        left join companies c on c.id = e.company_id
      where e.id = ?`,
    [mail.userId, mail.eventId],
  )) as {
    rows: Array<
      Pick<NoticeRow, 'action' | 'actorLabel' | 'entityId' | 'entityLabel' | 'changes'> & {
        email: string;
        companyName: string | null;
      }
    >;
  };
  const [row] = rows;
  if (!row) return false;
  await sendMail(
    deps,
    proposalEmail({
      to: row.email,
      ...describeProposalEvent(row, 'person'),
      link: proposalPath(row.entityId),
      companyName: row.companyName,
      links: {
        publicUrl: config.publicUrl,
        unsubscribeUrl: await unsubscribeUrl(config, {
          userId: mail.userId,
          preference: 'proposalUpdates',
        }),
      },
    }),
  );
  return true;
}
