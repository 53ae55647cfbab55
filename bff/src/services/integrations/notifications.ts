import {
  DEFAULT_INTAKE_APPROVAL_RULES,
  HISTORY_PAGE_DEFAULT,
  NOTIFICATION_UNREAD_MAX,
  type NotificationQuery,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { AuditEventRow } from '../../audit/history.ts';
import { User } from '../../models/user.ts';
import { listMemberships } from '../access/users.ts';

/**
 * The bell's notifications, read from the history when asked: nothing is copied per person, so
 * a person sees what the history says now (a project handed to them brings its changes along),
 * and the only thing kept per person is the id of the newest notification they marked read.
 */

/** Whom notifications are for: the person and their active company (the first, as the shell's). */
export interface Audience {
  userId: string;
  /** Lowercased, as stored. */
  email: string;
  /** "First Last", lowercased; empty when they have no name. */
  name: string;
  companyId: string | null;
  isAdmin: boolean;
  /**
   * The owner proved the address: only then do invitations sent to it reach the bell (with
   * their link). Anyone could have signed up with an address before it was verified.
   */
  emailVerified: boolean;
}

/** An event of the history with what its notification names: project, company, invitation. */
export interface NoticeRow extends AuditEventRow {
  companyId: string;
  projectId: string | null;
  projectName: string | null;
  companyName: string | null;
  invitationToken: string | null;
  invitationRole: string | null;
}

/**
 * A NoticeRow's columns but the invitation's: the history event `e` and the names of its project
 * `p` and company `c` (joined by {@link NOTICE_NAMES_JOIN}), which the bell and the Project
 * Updates e-mail both read.
 */
export const NOTICE_EVENT_COLUMNS = `e.id::text as id, e.at, e.actor_type as "actorType",
  e.actor_id as "actorId", e.actor_label as "actorLabel", e.entity, e.entity_id as "entityId",
  e.entity_label as "entityLabel", e.action, e.changes, e.company_id as "companyId",
  e.project_id as "projectId", p.name as "projectName", c.name as "companyName"`;
/** The joins of {@link NOTICE_EVENT_COLUMNS}: the event's project and company, when it has them. */
export const NOTICE_NAMES_JOIN = `left join projects p on p.id = e.project_id
  left join companies c on c.id = e.company_id`;

export async function audienceOf(db: Knex, userId: string): Promise<Audience | undefined> {
  const user = await User.query(db)
    .findById(userId)
    .select('email', 'firstName', 'lastName', 'emailVerifiedAt');
  if (!user) return undefined;
  const [active] = await listMemberships(db, userId);
  return {
    userId,
    email: user.email.toLowerCase(),
    name: personName(user).toLowerCase(),
    companyId: active?.id ?? null,
    isAdmin: active?.role === 'admin',
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export const personName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * SQL of the projects a person owns or created in a company: the creator, or a Business Owner
 * that is their name or e-mail (case-insensitive). `p` is the projects table.
 */
export const OWNS_PROJECT_SQL = `(p.created_by = u.id
  or lower(trim(p.business_owner)) = u.email
  or lower(trim(p.business_owner)) = lower(trim(concat_ws(' ', u.first_name, u.last_name))))`;

/**
 * Which project events a person hears of (bell and e-mail alike): a risk opened on the
 * project, or any change to it or its LLM models made by someone else. `e` is the event.
 */
export const PROJECT_NOTICE_SQL = `((e.entity = 'risk' and e.action = 'opened')
  or (e.entity in ('project', 'project_llm_model')
    and not (e.actor_type = 'user' and e.actor_id = u.id::text)))`;

/** The approval rules of a company that saved none, as SQL (a constant of the contract). */
const DEFAULT_RULES_SQL = `'${JSON.stringify(DEFAULT_INTAKE_APPROVAL_RULES)}'::jsonb`;

/**
 * Which proposal events a person hears of (bell and e-mail alike), made by someone else: a
 * submission, or a move to another tier, of a proposal they are an approver of (by its tier's
 * rule now: `from: 'admins'` the company's admins, `'approvers'` the named approvers; a
 * prohibited one, which only a rejection decides, the admins); and the decision on a proposal
 * they submitted. `e` is the event and `u` the person, with {@link PROPOSAL_NOTICE_JOINS}.
 */
export const PROPOSAL_NOTICE_SQL = `(not (e.actor_type = 'user' and e.actor_id = u.id::text) and (
  ((e.action = 'submitted' or (e.action = 'updated' and e.changes -> 'tier' is not null))
    and ((tier_rule.approved_by = 'admins' and m.role = 'admin')
      or (tier_rule.approved_by = 'approvers' and coalesce(s.approvers, '[]'::jsonb)
        @> jsonb_build_array(jsonb_build_object('userId', u.id::text)))))
  or (e.action in ('approved', 'rejected', 'merged') and pr.submitted_by = u.id)))`;

/**
 * What {@link PROPOSAL_NOTICE_SQL} reads: the event's proposal `pr`, the person's membership
 * `m` of its company, the company's intake settings `s` (null: the defaults) and who approves
 * the proposal's tier (`tier_rule.approved_by`).
 */
export const PROPOSAL_NOTICE_JOINS = `join proposals pr on pr.id::text = e.entity_id and pr.company_id = e.company_id
  join company_members m on m.company_id = e.company_id and m.user_id = u.id
  left join intake_settings s on s.company_id = e.company_id
  cross join lateral (select case when pr.tier = 'prohibited' then 'admins'
    else coalesce(s.approval_rules, ${DEFAULT_RULES_SQL}) -> pr.tier ->> 'from' end as approved_by) tier_rule`;

/**
 * The ids of a person's notifications in `(after, before)`, newest first, at most `limit`: an
 * index range per kind (their projects' events, incident deadlines, proposals, invitations to
 * their e-mail, invitations accepted for admins), each cut to the limit before they are merged.
 */
function noticeIds(
  db: Knex,
  who: Audience,
  range: { before?: string; after?: string; limit: number },
): Knex.Raw {
  // Ids are digits (the contract's cursor pattern, or read from the table): written inline, so
  // each branch's range stays a plain index condition.
  const id = (value: string) => {
    if (!/^\d{1,19}$/.test(value)) throw new Error(`Not an event id: ${value}`);
    return value;
  };
  const bounds = (column: string) =>
    [
      range.before ? `and ${column} < ${id(range.before)}` : '',
      range.after ? `and ${column} > ${id(range.after)}` : '',
    ].join(' ');
  const limit = Math.trunc(range.limit);
  const branches = [
    // Own or created projects, in the active company.
    `(select e.id from audit_events e
        join projects p on p.id = e.project_id and p.company_id = e.company_id
        join users u on u.id = ?
      where e.company_id = ? and ${OWNS_PROJECT_SQL} and ${PROJECT_NOTICE_SQL} ${bounds('e.id')}
      order by e.id desc limit ${limit})`,
  ];
  const bindings: Knex.RawBinding[] = [who.userId, who.companyId];
  // Reporting deadlines of incidents, near or missed: to the incident's owner and the admins.
  branches.push(`(select e.id from audit_events e
      join incidents i on i.id::text = e.entity_id and i.company_id = e.company_id
    where e.company_id = ? and e.entity = 'incident'
      and e.action in ('deadline_near', 'deadline_passed')
      and (i.owner_id = ? or ?) ${bounds('e.id')}
    order by e.id desc limit ${limit})`);
  bindings.push(who.companyId, who.userId, who.isAdmin);
  // Proposals to approve, and the decisions on the person's own.
  branches.push(`(select e.id from audit_events e
      join users u on u.id = ?
      ${PROPOSAL_NOTICE_JOINS}
    where e.company_id = ? and e.entity = 'proposal' and ${PROPOSAL_NOTICE_SQL} ${bounds('e.id')}
    order by e.id desc limit ${limit})`);
  bindings.push(who.userId, who.companyId);
  if (who.emailVerified) {
    // The latest sending of each pending invitation to the person's e-mail, from any company.
    branches.push(`(select e.id from audit_events e
        join invitations i on i.id::text = e.entity_id
      where e.entity = 'invitation' and lower(e.entity_label) = ?
        and e.action in ('created', 'resent')
        and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
        and not exists (select 1 from audit_events later
          where later.entity = 'invitation' and later.entity_id = e.entity_id
            and later.company_id = e.company_id and later.action in ('created', 'resent')
            and later.id > e.id)
        ${bounds('e.id')}
      order by e.id desc limit ${limit})`);
    bindings.push(who.email);
  }
  if (who.isAdmin) {
    branches.push(`(select e.id from audit_events e
      where e.company_id = ? and e.entity = 'invitation' and e.action = 'accepted' ${bounds('e.id')}
      order by e.id desc limit ${limit})`);
    bindings.push(who.companyId);
  }
  return db.raw(branches.join(' union all '), bindings);
}

/** The id of the newest notification the person marked read (0: none). */
export async function lastReadId(db: Knex, userId: string): Promise<string> {
  const row = (await db('notificationReads')
    .where({ userId })
    .first(db.raw('last_read_id::text as last_read_id'))) as { lastReadId: string } | undefined;
  return row?.lastReadId ?? '0';
}

/** Unread notifications, counted up to NOTIFICATION_UNREAD_MAX. */
export async function unreadCount(db: Knex, who: Audience, lastRead?: string): Promise<number> {
  const after = lastRead ?? (await lastReadId(db, who.userId));
  const ids = noticeIds(db, who, { after, limit: NOTIFICATION_UNREAD_MAX });
  const { rows } = (await db.raw(`select count(*)::int as count from (?) as ids`, [ids])) as {
    rows: Array<{ count: number }>;
  };
  return Math.min(rows[0]?.count ?? 0, NOTIFICATION_UNREAD_MAX);
}

export interface NoticePage {
  rows: NoticeRow[];
  nextCursor: string | null;
  lastRead: string;
  unreadCount: number;
}

/** A page of a person's notifications, newest first, from before `cursor`. */
export async function listNotices(
  db: Knex,
  who: Audience,
  paging: NotificationQuery,
): Promise<NoticePage> {
  const limit = paging.limit ?? HISTORY_PAGE_DEFAULT;
  const lastRead = await lastReadId(db, who.userId);
  const ids = noticeIds(db, who, { before: paging.cursor, limit: limit + 1 });
  const { rows } = (await db.raw(
    `select ${NOTICE_EVENT_COLUMNS},
        i.token as "invitationToken", i.role as "invitationRole"
      from (?) as hit
      join audit_events e on e.id = hit.id
      ${NOTICE_NAMES_JOIN}
      left join invitations i on e.entity = 'invitation' and i.id::text = e.entity_id
      order by e.id desc limit ${Math.trunc(limit + 1)}`,
    [ids],
  )) as { rows: NoticeRow[] };
  const more = rows.length > limit;
  if (more) rows.length = limit;
  return {
    rows,
    nextCursor: more ? (rows.at(-1)?.id ?? null) : null,
    lastRead,
    unreadCount: await unreadCount(db, who, lastRead),
  };
}

/**
 * Marks the person's notifications read up to `upTo` (every one when absent). The marker only
 * moves forward: a tab that marks an older page read does not bring newer ones back. A read
 * marker is what the person has seen, not a change to the company: it is kept, not audited.
 */
export async function markNoticesRead(db: Knex, who: Audience, upTo?: string): Promise<void> {
  const target =
    upTo ??
    ((await db('auditEvents').max({ max: 'id' }).first()) as { max: string | number | null })
      ?.max ??
    0;
  await db.raw(
    `insert into notification_reads (user_id, last_read_id) values (?, ?)
      on conflict (user_id) do update
        set last_read_id = greatest(notification_reads.last_read_id, excluded.last_read_id),
            updated_at = now()`,
    [who.userId, String(target)],
  );
}
