import type { Knex } from 'knex';
import { changedFields } from '../../audit/unit-of-work.ts';

/** A project row as the history records it (the audited fields, and what the seed needs). */
type ProjectRow = Record<string, unknown> & {
  id: string;
  name: string;
  companyId: string;
  createdBy: string | null;
  createdAt: Date;
  initialCosts: string | null;
  runningCosts: string | null;
  expectedReturn: string | null;
  roi: string | null;
  euAiActStatus: string;
};

/** First-year ROI in percent, as the demo's projects are given it (see demo.ts). */
function roiOf(initial: number, running: number, expected: number): string {
  const cost = initial + 12 * running;
  return (((expected - 12 * running - initial) / cost) * 100).toFixed(2);
}

const money = (amount: number) => amount.toFixed(2);

/**
 * What changed on a project this month, as the row was before the change: the dashboard's trends
 * compare with the end of last month, so each of its metrics moves (more projects, a revised
 * return, a raised budget, two projects found compliant).
 */
type Revision = (row: ProjectRow) => Partial<ProjectRow> | null;

/** A project's costs and return as numbers, or null when one of them is not set. */
function costsOf(row: ProjectRow): { initial: number; running: number; expected: number } | null {
  if (row.expectedReturn === null || row.initialCosts === null || row.runningCosts === null) {
    return null;
  }
  return {
    initial: Number(row.initialCosts),
    running: Number(row.runningCosts),
    expected: Number(row.expectedReturn),
  };
}

/** The expected return was raised by a third after the first months' figures. */
const returnRaised: Revision = (row) => {
  const costs = costsOf(row);
  if (costs === null) return null;
  const expected = costs.expected * 0.75;
  return { expectedReturn: money(expected), roi: roiOf(costs.initial, costs.running, expected) };
};

/** The build budget was raised by a quarter (the plan was 80% of today's). */
const budgetRaised: Revision = (row) => {
  const costs = costsOf(row);
  if (costs === null) return null;
  const initial = costs.initial * 0.8;
  return { initialCosts: money(initial), roi: roiOf(initial, costs.running, costs.expected) };
};

/** The assessment's last obligation was closed this month: it was in review before. */
const foundCompliant: Revision = (row) =>
  row.euAiActStatus === 'compliant' ? { euAiActStatus: 'in_review' } : null;

/**
 * The demo's history, months back, so the dashboard's trends and each project's History have
 * something true to say on a first start: every project's creation on the day it was created,
 * by the member who created it; the newest two created this month; and this month's revisions
 * (returns, budgets, compliance) as changes from the values they had. Written only for projects
 * that have no history yet (a second run writes nothing), oldest first, before anything else
 * the seed records, so the history's first event is the oldest.
 *
 * Dates: the two newest projects are moved into the current month, and the revisions are
 * spread over the days of it that have passed, so the figures at the end of last month differ
 * from today's on whatever day the demo is loaded.
 */
export async function ensureHistory(
  trx: Knex.Transaction,
  companyId: string,
  projectIds: string[],
  now: Date = new Date(),
): Promise<number> {
  const recorded = new Set(
    (
      (await trx('audit_events')
        .where({ companyId, entity: 'project', action: 'created' })
        .whereIn('entityId', projectIds)
        .select('entityId')) as Array<{ entityId: string }>
    ).map((e) => e.entityId),
  );
  const fresh = projectIds.filter((id) => !recorded.has(id));
  if (fresh.length === 0) return 0;

  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  // An instant this month, `share` of the way from its start to now.
  const thisMonth = (share: number) => new Date(monthStart + (now.getTime() - monthStart) * share);

  // The newest two projects (the first two in the seed's order) were created this month.
  for (const [index, share] of [
    [0, 0.7],
    [1, 0.35],
  ] as const) {
    const id = projectIds[index];
    if (id && fresh.includes(id)) {
      await trx('projects')
        .where({ id })
        .update({ createdAt: thisMonth(share), updatedAt: thisMonth(share + 0.1) });
    }
  }

  const rows = (await trx('projects')
    .whereIn('id', fresh)
    .orderBy('createdAt')
    .select()) as ProjectRow[];
  const people = new Map(
    (
      (await trx('users')
        .whereIn(
          'id',
          rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
        )
        .select('id', 'firstName', 'lastName')) as Array<{
        id: string;
        firstName: string;
        lastName: string;
      }>
    ).map((u) => [u.id, `${u.firstName} ${u.lastName}`]),
  );

  // Revisions of older projects (by their place in the seed's order, oldest to newest created),
  // each with the revision and how far into this month it was made.
  const older = rows.filter((r) => r.createdAt.getTime() < monthStart);
  const assessed = new Set(
    (
      (await trx('ai_act_assessments').whereIn('projectId', fresh).select('projectId')) as Array<{
        projectId: string;
      }>
    ).map((a) => a.projectId),
  );
  const plans: Array<{ row: ProjectRow; revision: Revision; share: number }> = [];
  const pick = (revision: Revision, count: number, share: number, only?: Set<string>) => {
    const found = older.filter(
      (r) =>
        (!only || only.has(r.id)) && !plans.some((p) => p.row.id === r.id) && revision(r) !== null,
    );
    // From the middle of the portfolio's age, not its oldest: believable recent revisions.
    for (const row of found.slice(
      Math.floor(found.length / 2),
      Math.floor(found.length / 2) + count,
    )) {
      plans.push({ row, revision, share: share + plans.length * 0.05 });
    }
  };
  pick(returnRaised, 3, 0.2);
  pick(budgetRaised, 2, 0.4);
  pick(foundCompliant, 2, 0.6, assessed);

  const events: Array<Record<string, unknown>> = [];
  const event = (row: ProjectRow, action: string, at: Date, changes: object) => ({
    companyId,
    projectId: row.id,
    actorType: row.createdBy ? 'user' : 'system',
    actorId: row.createdBy,
    actorLabel: (row.createdBy && people.get(row.createdBy)) || 'System',
    entity: 'project',
    entityId: row.id,
    entityLabel: row.name,
    action,
    changes: JSON.stringify(changes),
    at,
  });
  for (const row of rows) {
    const plan = plans.find((p) => p.row.id === row.id);
    const before = plan ? { ...row, ...plan.revision(row) } : row;
    events.push(event(row, 'created', row.createdAt, changedFields('project', null, before)));
    if (plan) {
      events.push(
        event(row, 'updated', thisMonth(plan.share), changedFields('project', before, row)),
      );
    }
  }
  events.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  // One by one, so the ids follow the dates.
  for (const e of events) await trx('audit_events').insert(e);
  return events.length;
}
