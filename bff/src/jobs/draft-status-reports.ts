import { reportWeek } from '@portfolio/contracts';
import type { AppDeps } from '../app-deps.ts';
import { SYSTEM_ACTOR, write } from '../audit/unit-of-work.ts';
import { NotFoundError } from '../errors.ts';
import { Project } from '../models/project.ts';
import { draftStatusReport, REPORTED_STATUSES } from '../services/reporting/status-reports.ts';
import type { JobDefinition } from './jobs.ts';

const BATCH_SIZE = 500;

export interface DraftRun {
  /** Projects drafted (new or refreshed) by this run. */
  drafted: number;
  /** Projects already drafted for the week, or no longer under way when their turn came. */
  skipped: number;
}

/**
 * Drafts the week's status report of every live project under way (active or in progress), in
 * every company, each in a unit of work of its own by the product itself. A project drafted for
 * the week already is left alone, so a run repeated in the same week (a retry, another process)
 * drafts nobody twice. One project's failure does not stop the others; the run then fails, to
 * be retried for those.
 */
export async function draftWeeklyStatusReports(deps: AppDeps, now = new Date()): Promise<DraftRun> {
  const week = reportWeek(now);
  const run: DraftRun = { drafted: 0, skipped: 0 };
  const failed: unknown[] = [];
  let after: string | undefined;
  for (;;) {
    const ids = (
      await Project.query(deps.db)
        .whereIn('status', [...REPORTED_STATUSES])
        .whereNull('archivedAt')
        .modify((q) => (after ? q.where('id', '>', after) : q))
        .orderBy('id')
        .limit(BATCH_SIZE)
        .select('id')
    ).map((row) => row.id);
    for (const id of ids) {
      try {
        const report = await write(deps, SYSTEM_ACTOR, (uow) =>
          draftStatusReport(uow, id, { week }),
        );
        if (report) run.drafted += 1;
        else run.skipped += 1;
      } catch (error) {
        // Deleted meanwhile: nothing to report on.
        if (error instanceof NotFoundError) run.skipped += 1;
        else failed.push(error);
      }
    }
    if (ids.length < BATCH_SIZE) break;
    after = ids.at(-1);
  }
  if (failed.length > 0) {
    throw new AggregateError(failed, `${failed.length} status reports could not be drafted`);
  }
  return run;
}

/** Every Monday at 06:00 UTC: the week's drafts, ready when people start their week. */
export const draftStatusReportsJob: JobDefinition = {
  name: 'draft-status-reports',
  schedule: '0 6 * * 1',
  retryLimit: 5,
  retryDelay: 60,
  async run(deps) {
    const run = await draftWeeklyStatusReports(deps);
    deps.logger.info(run, 'weekly status reports drafted');
  },
};
