import type { Knex } from 'knex';
import type { ModelClass } from 'objection';
import type { BaseModel } from './base-model.ts';

/** A row with the id of the company that owns it: what the tenant check of a route reads. */
export type Owned<M> = M & { companyId: string };

/**
 * A table whose rows belong to one company: through their `companyId` column, or, for rows
 * that reach their company through another row, through the relation named by `ownedThrough`
 * (whose row has the `companyId`).
 */
export type OwnedModel<M extends BaseModel> = ModelClass<M> & { ownedThrough?: string };

/** The row `id` of `model` with its company's id, in one query; undefined when there is none. */
export async function findOwned<M extends BaseModel>(
  model: OwnedModel<M>,
  db: Knex,
  id: string,
): Promise<Owned<M> | undefined> {
  const query = model.query(db).findById(id);
  const through = model.ownedThrough;
  if (through) {
    query.joinRelated(through).select(`${model.tableName}.*`, `${through}.companyId`);
  }
  // The one place the company id is typed: a column of the table or the joined row's.
  return (await query) as Owned<M> | undefined;
}
