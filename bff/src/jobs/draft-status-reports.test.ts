import { afterAll, describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import { draftStatusReportsJob, draftWeeklyStatusReports } from './draft-status-reports.ts';
import type { JobRunner } from './job-runner.ts';
import { JOBS } from './jobs.ts';
import { HOUR_MS } from '@portfolio/contracts';

const t = setupTwoCompanies();
const { api, db, deps } = t;
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
});

/** A Monday 06:00 UTC, `weeks` after the first one used here. */
const monday = (weeks = 0) => new Date(Date.UTC(2026, 10, 23 + 7 * weeks, 6));

const reportsOf = (projectId: string) =>
  db()('statusReports').where({ projectId }).orderBy('createdAt');

describe('the Monday job draft-status-reports', () => {
  it('is scheduled every Monday at 06:00 UTC', () => {
    expect(JOBS).toContain(draftStatusReportsJob);
    expect(draftStatusReportsJob).toMatchObject({
      name: 'draft-status-reports',
      schedule: '0 6 * * 1',
    });
  });

  it('drafts each live project that is active or in progress, by the product itself', async () => {
    const active = await t.projectOfA({ status: 'active' });
    const inProgress = await t.projectOfA({ status: 'in_progress' });
    const others = await Promise.all([
      t.projectOfA({ status: 'planning' }),
      t.projectOfA({ status: 'completed' }),
      t.projectOfA({ status: 'on_hold' }),
      t.projectOfA({ status: 'active', archivedAt: new Date() }),
    ]);
    await draftWeeklyStatusReports(deps(), monday(0));
    for (const project of [active, inProgress]) {
      expect(await reportsOf(project.id)).toMatchObject([{ state: 'draft' }]);
    }
    for (const project of others) expect(await reportsOf(project.id)).toEqual([]);
    const [report] = await reportsOf(active.id);
    expect(
      await db()('auditEvents').where({ entityId: report.id }).select('actorType', 'action'),
    ).toEqual([{ actorType: 'system', action: 'created' }]);
  });

  it('drafts a project once a week across two runs, even when its draft was published between', async () => {
    const project = await t.projectOfA({ status: 'active' });
    const first = await draftWeeklyStatusReports(deps(), monday(1));
    expect(first.drafted).toBeGreaterThan(0);
    const [draft] = await reportsOf(project.id);
    await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie });

    const second = await draftWeeklyStatusReports(deps(), new Date(monday(1).getTime() + HOUR_MS));
    expect(second.drafted).toBe(0);
    expect(await reportsOf(project.id)).toMatchObject([{ id: draft.id, state: 'published' }]);

    // The next week's run drafts the next report.
    await draftWeeklyStatusReports(deps(), monday(2));
    expect((await reportsOf(project.id)).map((r) => r.state)).toEqual(['published', 'draft']);
  });

  it('drafts a project once when two processes run the week at the same time', async () => {
    const projects = await Promise.all([
      t.projectOfA({ status: 'active' }),
      t.projectOfA({ status: 'in_progress' }),
    ]);
    const runs = await Promise.all([
      draftWeeklyStatusReports(deps(), monday(3)),
      draftWeeklyStatusReports(deps(), monday(3)),
    ]);
    for (const project of projects) expect(await reportsOf(project.id)).toHaveLength(1);
    const total = await db()('statusReports').where({ scheduledWeek: '2026-12-14' }).count();
    expect(runs[0]!.drafted + runs[1]!.drafted).toBe(Number(total[0]!.count));
  });

  it("refreshes a project's unpublished draft instead of making a second one", async () => {
    const project = await t.projectOfA({ status: 'active' });
    const onDemand = (
      await api.ok('createStatusReport', { params: { id: project.id }, cookie: t.memberA.cookie })
    ).body;
    await draftWeeklyStatusReports(deps(), monday(4));
    expect(await reportsOf(project.id)).toMatchObject([{ id: onDemand.id, state: 'draft' }]);
  });

  it('runs as a job of the runner', async () => {
    const project = await t.projectOfA({ status: 'in_progress' });
    const runner = await t.startJobs([draftStatusReportsJob]);
    runners.push(runner);
    await runner.send(draftStatusReportsJob, {});
    await expect.poll(() => reportsOf(project.id), { timeout: 20_000 }).toHaveLength(1);
  });
});
