import {
  ENTITIES,
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
   * Writes the change to the history, and so its event: every record does, whatever the
   * registry's labels say, except an update whose row did not change at all. The event keeps
   * the fields the registry labels (`ENTITIES[entity].fields`) that differ between before and
   * after, secrets as `changed` only; a change of another field writes its event with no
   * field changes.
   */
  record(event: AuditRecord): Promise<void>;
  /** The actor's name now, as the history records it (a person's name, else their e-mail). */
  actorLabel(): Promise<string>;
}

/** What a unit of work needs: the database (the app's deps, or a transaction to nest in). */
export type WriteDeps = DepsOf<'db'>;

const comparable = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/**
 * What a row keeps about itself, rewritten by any save: the time of its last write and a
 * project's stored answer (`apiJson`, which holds that time). Their change alone is no change.
 */
const BOOKKEEPING_FIELDS = new Set(['updatedAt', 'apiJson']);

const same = (was: unknown, now: unknown) =>
  JSON.stringify(comparable(was)) === JSON.stringify(comparable(now));

/**
 * Whether any field of a row, labelled or not, differs between before and after. Only the
 * fields both sides have are compared: an "after" read with more (a relation, an e-mail joined
 * in) is the same row; two sides with no field in common are taken as changed.
 */
export function rowChanged(before: Fields, after: Fields): boolean {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const fields = Object.keys(was).filter(
    (field) => Object.hasOwn(now, field) && !BOOKKEEPING_FIELDS.has(field),
  );
  return fields.length === 0 || fields.some((field) => !same(was[field], now[field]));
}

/** The audited fields that differ between two rows, as stored in `audit_events.changes`. */
export function changedFields(
  entity: AuditEntity,
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): Record<string, StoredChange> {
  const changes: Record<string, StoredChange> = {};
  for (const field of Object.keys(ENTITIES[entity].fields)) {
    const was = comparable((before as Record<string, unknown> | null | undefined)?.[field]);
    const now = comparable((after as Record<string, unknown> | null | undefined)?.[field]);
    if (same(was, now)) continue;
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
 * A change of one row, as a service the routes call with the row their path names: the row is
 * read again under lock first (gone meanwhile → 404 with `notFound`), and `change` makes the
 * change from that "before" and the body.
 */
export const lockedChange =
  <M extends Model, B, T>(
    model: LockableModel<M>,
    notFound: string,
    change: (uow: UnitOfWork, before: M, body: B) => Promise<T>,
  ) =>
  async (uow: UnitOfWork, row: { id: string }, body: B): Promise<T> =>
    change(uow, await uow.lock(model, row.id, notFound), body);

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
        // An update that changed nothing is no change; one of fields the history does not
        // label is, and its event tells those who follow the entity.
        if (
          event.action === 'updated' &&
          event.before &&
          event.after &&
          !rowChanged(event.before, event.after)
        ) {
          return;
        }
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
