import type { AppDeps } from '../app-deps.ts';
import { evidenceFileStore } from '../services/compliance/evidence-store.ts';
import type { JobDefinition } from './jobs.ts';

/** Keys claimed per round: each is one DELETE call to the bucket. */
const BATCH = 100;
/** A failed delete waits 2, 4, 8… minutes before the next try, at most a day. */
const MAX_WAIT_MINUTES = 24 * 60;

/**
 * Deletes from the bucket the objects of deleted evidence, queued in `evidence_object_deletions`
 * by a trigger in the deleting transaction (see its migration), whichever way the row went: a
 * delete, an obligation an assessment no longer gives, a deleted company. Keys are claimed by
 * moving their next attempt on (a lease), so two processes never send the same key at once and
 * a process that dies mid-round leaves its keys to a later one; a key goes once its delete
 * succeeded. Without a bucket configured nothing is reachable: the keys wait for one. Returns
 * how many objects it deleted.
 */
export async function removeQueuedEvidenceObjects({
  config,
  db,
  logger,
}: Pick<AppDeps, 'config' | 'db' | 'logger'>): Promise<number> {
  const store = evidenceFileStore(config);
  if (store.kind !== 's3') return 0;
  let removed = 0;
  for (;;) {
    const { rows } = (await db.raw(
      `update evidence_object_deletions set attempts = attempts + 1,
         next_attempt_at = now() + least(power(2, attempts + 1), ?) * interval '1 minute'
       where id in (select id from evidence_object_deletions where next_attempt_at <= now()
                    order by id limit ? for update skip locked)
       returning id, storage_key`,
      [MAX_WAIT_MINUTES, BATCH],
    )) as { rows: Array<{ id: string; storage_key: string }> };
    for (const row of rows) {
      try {
        await store.remove({ id: row.id, storage: 's3', storageKey: row.storage_key });
        await db('evidenceObjectDeletions').where({ id: row.id }).delete();
        removed += 1;
      } catch (error) {
        logger.warn(
          { err: error, storageKey: row.storage_key },
          'an evidence file could not be deleted from the bucket; tried again later',
        );
      }
    }
    if (rows.length < BATCH) return removed;
  }
}

/** Woken by every queued key; every 10 minutes for the ones whose delete failed. */
export const removeEvidenceObjectsJob: JobDefinition = {
  name: 'remove-evidence-objects',
  schedule: '*/10 * * * *',
  policy: 'short',
  wakeOn: 'evidence_object_deletions',
  async run(deps) {
    const removed = await removeQueuedEvidenceObjects(deps);
    if (removed > 0)
      deps.logger.info({ removed }, 'deleted evidence files removed from the bucket');
  },
};
