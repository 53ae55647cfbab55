import {
  AUDITED_FIELDS,
  SECRET_FIELDS,
  type AuditAction,
  type AuditEntity,
  type StoredChange,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { DepsOf } from '../app-deps.ts';
import type { Model } from 'objection';
import { NotFoundError } from '../errors.ts';
import { User } from '../models/user.ts';

/**
 * The one write path. Every write runs as a unit of work: one transaction, in which the rows it
 * changes are read under lock for their "before", the change is made, and `record` writes the
 * change to `audit_events`. The history row commits with the write or not at all, so no write
 * commits without its history (the shape of `withLockedMember`, for every write).
 */

/** Who makes a change; built once per request by `contract.ts` (`system` for the product itself). */
export type Actor =
  | { type: 'user'; id: string }
  | { type: 'embed_app'; id: string; label: string }
  | { type: 'api_token'; id: string; label: string }
  | { type: 'integration'; id: string; label: string }
  | { type: 'system'; label: string };

/** Changes the product makes by itself (seeds, jobs). */
export const SYSTEM_ACTOR: Actor = { type: 'system', label: 'System' };

/** A value of a row: the fields it has, whatever their type. */
type Fields = object;

export interface AuditRecord {
  entity: AuditEntity;
  /** The id of the thing that changed. */
  id: string;
  action: AuditAction;
  /** The row before the change (null or absent: it did not exist). */
  before?: Fields | null;
  /** The row after the change (null or absent: it no longer exists). */
  after?: Fields | null;
  /** Its company; read from the rows' `companyId` when not given. */
  companyId?: string | null;
  /** For a person's own settings (no company): whose. */
  userId?: string;
  /** The project it concerns (the project's History lists it); read from the rows when absent. */
  projectId?: string | null;
  /** Its name at the time; read from the rows' `name` (or `email`) when absent. */
  label?: string | null;
}

/** A model class; its rows are `M` (inferred from the constructor: Objection's statics say `Model`). */
type LockableModel<M extends Model> = (new () => M) & Pick<typeof Model, 'query'>;

export interface UnitOfWork {
  /** The transaction every read and write of the unit goes through. */
  trx: Knex.Transaction;
  actor: Actor;
  /**
   * The row `id` of `model`, read again under lock (`FOR UPDATE`): the "before" of a change,
   * which nothing else can change until the unit commits. Gone → 404 with `notFound`. Write
   * through the model (`patchAndFetchById`), not the row's `$query()`: that changes the row in
   * place, and the "before" with it.
   */
  lock<M extends Model>(model: LockableModel<M>, id: string, notFound: string): Promise<M>;
  /**
   * Writes the change to the history: only the fields `AUDITED_FIELDS` names that differ
   * between before and after; secrets as `changed` only. An update that changed none of them
   * writes nothing.
   */
  record(event: AuditRecord): Promise<void>;
  /** The actor's name now, as the history records it (a person's name, else their e-mail). */
  actorLabel(): Promise<string>;
}

/** What a unit of work needs: the database (the app's deps, or a transaction to nest in). */
export type WriteDeps = DepsOf<'db'>;

const comparable = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/** The audited fields that differ between two rows, as stored in `audit_events.changes`. */
export function changedFields(
  entity: AuditEntity,
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): Record<string, StoredChange> {
  const changes: Record<string, StoredChange> = {};
  for (const field of Object.keys(AUDITED_FIELDS[entity])) {
    const was = comparable((before as Record<string, unknown> | null | undefined)?.[field]);
    const now = comparable((after as Record<string, unknown> | null | undefined)?.[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[field] = SECRET_FIELDS.has(field) ? { changed: true } : { before: was, after: now };
  }
  return changes;
}

const read = (row: Fields | null | undefined, field: string) =>
  (row as Record<string, unknown> | null | undefined)?.[field];

async function actorLabel(trx: Knex.Transaction, actor: Actor): Promise<string> {
  if (actor.type !== 'user') return actor.label;
  const user = await User.query(trx).findById(actor.id).select('firstName', 'lastName', 'email');
  const name = [user?.firstName, user?.lastName].filter((part) => part?.trim()).join(' ');
  return name || user?.email || 'Unknown user';
}

async function lockRow<M extends Model>(
  trx: Knex.Transaction,
  model: LockableModel<M>,
  id: string,
  notFound: string,
): Promise<M> {
  const row = (await model.query(trx).findById(id).forUpdate()) as M | undefined;
  if (!row) throw new NotFoundError(notFound);
  return row;
}

/**
 * Runs `work` as one unit of work by `actor`: in one transaction, committed when it returns,
 * rolled back (history included) when it throws.
 */
export async function write<T>(
  deps: WriteDeps,
  actor: Actor,
  work: (uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (trx) => {
    // Read first, before the work takes its locks: a lock is held from then until commit.
    const label = actorLabel(trx, actor);
    // Awaited by the first record; a unit that fails or records nothing leaves it unread.
    label.catch(() => undefined);
    const uow: UnitOfWork = {
      trx,
      actor,
      lock: (model, id, notFound) => lockRow(trx, model, id, notFound),
      actorLabel: () => label,
      async record(event) {
        // Field changes need both sides: a creation starts from nothing and a deletion ends in
        // nothing; an event given one side only (a revocation, a revealed key) changes no field.
        const bothSides =
          (event.before !== undefined || event.action === 'created') &&
          (event.after !== undefined || event.action === 'deleted');
        const changes = bothSides ? changedFields(event.entity, event.before, event.after) : {};
        if (event.action === 'updated' && Object.keys(changes).length === 0) return;
        const pick = (field: string) => read(event.after, field) ?? read(event.before, field);
        await trx('audit_events').insert({
          companyId: event.companyId !== undefined ? event.companyId : (pick('companyId') ?? null),
          userId: event.userId ?? null,
          projectId:
            event.projectId !== undefined
              ? event.projectId
              : event.entity === 'project'
                ? event.id
                : (pick('projectId') ?? null),
          actorType: actor.type,
          actorId: actor.type === 'system' ? null : actor.id,
          actorLabel: await label,
          entity: event.entity,
          entityId: event.id,
          entityLabel:
            event.label !== undefined ? event.label : (pick('name') ?? pick('email') ?? null),
          action: event.action,
          changes: JSON.stringify(changes),
        });
      },
    };
    return work(uow);
  });
}
