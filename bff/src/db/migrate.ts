import type { Knex } from 'knex';

export interface MigrationResult {
  batch: number;
  /** Names of the migrations applied (or rolled back) by this call. */
  names: string[];
}

/** Applies every pending migration (the source and table come from the knex config). */
export async function migrateLatest(db: Knex): Promise<MigrationResult> {
  const [batch, names] = (await db.migrate.latest()) as [number, string[]];
  return { batch, names };
}

/** Rolls back every migration; used by tests and by nothing in production. */
export async function migrateRollbackAll(db: Knex): Promise<MigrationResult> {
  const [batch, names] = (await db.migrate.rollback(undefined, true)) as [number, string[]];
  return { batch, names };
}
