import {
  ERROR_CODES,
  PLAN_MONTH_TWICE_MESSAGE,
  monthNamedTwice,
  formatMonth,
  type AuditAction,
  type AuditEntity,
} from '@portfolio/contracts';
import type { Model } from 'objection';
import { InputError } from '../errors.ts';
import type { UnitOfWork } from './unit-of-work.ts';

/**
 * Writes that come with their history: each changes a row through the unit of work and records
 * the change, so a service says what it changes once.
 */

type Row = Model & { id: string };

/** A model class; its rows are `M` (inferred from the constructor: Objection's statics say `Model`). */
type RowModel<M extends Row> = (new () => M) & Pick<typeof Model, 'query'>;

/**
 * A project's one row of `model` (its GDPR record, its DORA answers) set to `values`: read under
 * lock, then patched when it exists, else inserted with the project's company and id. Recorded
 * as created or updated under `label`; returns the row as stored.
 */
export async function upsertRecorded<M extends Row>(
  uow: UnitOfWork,
  model: RowModel<M>,
  project: { id: string; companyId: string },
  change: Recording<M> & {
    entity: AuditEntity;
    values: Partial<M>;
    label: NonNullable<Recording<M>['label']>;
  },
): Promise<M> {
  const { entity, values, ...recording } = change;
  const before = (await model.query(uow.trx).findOne({ projectId: project.id }).forUpdate()) as
    M | undefined;
  return before
    ? patchRecorded(uow, model, entity, before, values, recording)
    : insertRecorded(
        uow,
        model,
        entity,
        { ...values, companyId: project.companyId, projectId: project.id },
        recording,
      );
}

/** How the history names a written row and what it keeps of it (the row itself by default). */
export interface Recording<M> {
  /** Its name in the history, or how the row names it (the row after, or before a delete). */
  label?: string | ((row: M) => string | null);
  view?: (row: M) => object | undefined;
}

const recorded = <M extends Row>(row: M, { label, view }: Recording<M>) => ({
  row: view ? view(row) : row,
  label: typeof label === 'function' ? label(row) : label,
});

/** A new row of `model` with `values`, recorded as created; returns the row as stored. */
export async function insertRecorded<M extends Row>(
  uow: UnitOfWork,
  model: RowModel<M>,
  entity: AuditEntity,
  values: Partial<M>,
  recording: Recording<M> = {},
): Promise<M> {
  const after = (await model.query(uow.trx).insertAndFetch(values)) as M;
  const { row, label } = recorded(after, recording);
  await uow.record({ entity, id: after.id, action: 'created', after: row, label });
  return after;
}

/**
 * `before` patched with `patch`, recorded as an update (or as the step `action` names, an
 * approval say); returns the row as stored.
 */
export async function patchRecorded<M extends Row>(
  uow: UnitOfWork,
  model: RowModel<M>,
  entity: AuditEntity,
  before: M,
  patch: Partial<M>,
  recording: Recording<M> & { action?: AuditAction } = {},
): Promise<M> {
  const after = (await model.query(uow.trx).patchAndFetchById(before.id, patch)) as M;
  const { row, label } = recorded(after, recording);
  await uow.record({
    entity,
    id: before.id,
    action: recording.action ?? 'updated',
    before: recording.view ? recording.view(before) : before,
    after: row,
    label,
  });
  return after;
}

/** `before` deleted, recorded as a deletion. */
export async function deleteRecorded<M extends Row>(
  uow: UnitOfWork,
  model: RowModel<M>,
  entity: AuditEntity,
  before: M,
  recording: Recording<M> = {},
): Promise<void> {
  await model.query(uow.trx).deleteById(before.id);
  const { row, label } = recorded(before, recording);
  await uow.record({ entity, id: before.id, action: 'deleted', before: row, label });
}

/** A row of a project's amount for one month (a planned spend, a realised benefit). */
type MonthRow = Row & { companyId: string; projectId: string; month: string; amount: string };

/**
 * Sets a project's amount of each month named in `months` (`YYYY-MM`, each once, else 400):
 * a month with an amount is created or changed, one with `amount: null` deleted. The months'
 * rows are locked first; each change is its own history entry, labelled by what the amount is
 * and the month: "Planned spend, March 2026".
 */
export async function setMonthAmounts<M extends MonthRow>(
  uow: UnitOfWork,
  model: RowModel<M>,
  entity: AuditEntity,
  project: { id: string; companyId: string },
  months: ReadonlyArray<{ month: string; amount: string | null }>,
  what: string,
): Promise<void> {
  const twice = monthNamedTwice(months);
  if (twice !== -1) {
    throw new InputError(PLAN_MONTH_TWICE_MESSAGE, {
      code: ERROR_CODES.validation,
      details: [{ field: `months.${twice}.month`, message: PLAN_MONTH_TWICE_MESSAGE }],
    });
  }
  const rows = (await model
    .query(uow.trx)
    .where({ projectId: project.id })
    .whereIn(
      'month',
      months.map((m) => m.month),
    )
    .forUpdate()) as M[];
  const existing = new Map(rows.map((row) => [row.month, row]));
  for (const { month, amount } of months) {
    const before = existing.get(month);
    const label = `${what}, ${formatMonth(month, 'long')}`;
    if (amount === null) {
      if (!before) continue;
      await model.query(uow.trx).deleteById(before.id);
      await uow.record({ entity, id: before.id, action: 'deleted', before, label });
    } else if (before) {
      const after = await model
        .query(uow.trx)
        .patchAndFetchById(before.id, { amount } as Partial<M>);
      await uow.record({ entity, id: before.id, action: 'updated', before, after, label });
    } else {
      const created = (await model.query(uow.trx).insertAndFetch({
        companyId: project.companyId,
        projectId: project.id,
        month,
        amount,
      })) as M;
      await uow.record({ entity, id: created.id, action: 'created', after: created, label });
    }
  }
}
