import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { computationsOf } from '../../services/single-flight.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { SUMMARY } from './portfolio-summary.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const summary = () =>
  api.call('getPortfolioSummary', {
    ...t.ofA(),
    cookie: t.memberA.cookie,
  });

/** Resolves once `count` statements of the test database wait for a lock. */
async function waitingOnLock(count: number) {
  for (;;) {
    const { rows } = (await db().raw(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )) as { rows: Array<{ n: number }> };
    if (rows[0]!.n >= count) return;
    await sleep(20);
  }
}

describe('the portfolio summary right after a write', () => {
  it('is computed once for many concurrent requests of the same version (single flight)', async () => {
    await t.projectOfA({ name: 'Before the burst' });
    await t.addProject({ name: 'The write' });
    const before = computationsOf(SUMMARY);

    // Holds the computation inside PostgreSQL until every request has asked: without single
    // flight each of them would have started its own by then.
    const blocker = await db().client.acquireConnection();
    try {
      await blocker.query('begin');
      await blocker.query('lock table project_benefits in access exclusive mode');
      const requests = Array.from({ length: 20 }, summary);
      await waitingOnLock(1);
      // Give every request the time to reach the computation (they are local and parsed in ms).
      await sleep(300);
      await blocker.query('rollback');
      const answers = await Promise.all(requests);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(answers[0]!.body.recentProjects.map((p) => p.name)).toContain('The write');
    } finally {
      await db().client.releaseConnection(blocker);
    }
    expect(computationsOf(SUMMARY) - before).toBe(1);

    // The next requests of that version are answered from the cache.
    await summary();
    expect(computationsOf(SUMMARY) - before).toBe(1);
  });
});

describe('Fully Compliant', () => {
  it('never counts a project without an EU AI Act assessment, whatever its status says', async () => {
    await db()('projects').where({ companyId: t.companyA.id }).delete();
    const create = (name: string) => t.addProject({ name, euAiActStatus: 'compliant' });
    const assessed = await create('Support Chatbot');
    await create('Picked compliant by hand');
    expect((await summary()).body).toMatchObject({ totalProjects: 2, fullyCompliant: 0 });
    const digest = async () =>
      (await api.ok('previewWeeklyDigest', { cookie: t.memberA.cookie })).body.metrics.find(
        (m) => m.key === 'fullyCompliant',
      );
    expect(await digest()).toMatchObject({ now: '0%' });

    // Assessed, and every obligation done: compliant by its assessment, so it counts.
    await api.ok('setAiActAssessment', {
      params: { id: assessed.id },
      cookie: t.memberA.cookie,
      body: { roles: ['provider'], answers: { 'art50-1-interaction': true } },
    });
    const obligations = (
      await api.ok('listProjectObligations', {
        params: { id: assessed.id },
        cookie: t.memberA.cookie,
      })
    ).body;
    expect(obligations.length).toBeGreaterThan(0);
    for (const obligation of obligations) {
      await api.ok('updateObligation', {
        params: { id: obligation.id },
        cookie: t.memberA.cookie,
        body: { status: 'done' },
      });
    }
    const after = (await summary()).body;
    expect(after).toMatchObject({ totalProjects: 2, fullyCompliant: 1 });
    // The hand-picked status still shows in the distribution; it is not counted compliant.
    expect(after.compliance.euAiAct.compliant).toBe(2);
    expect(await digest()).toMatchObject({ now: '50%' });
  });
});
