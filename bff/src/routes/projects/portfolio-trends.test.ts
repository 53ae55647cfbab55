import {
  endOfLastMonth,
  portfolioFigures,
  type MetricFields,
  type PortfolioFigures,
  type ProjectCreateBody,
  DAY_MS,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../models/company.ts';
import { createProject } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

/** The instant the trends compare with: the end of last month. */
const since = () => endOfLastMonth(new Date());
const at = (offsetMs: number) => new Date(since().getTime() + offsetMs);

/** A company of its own, owned by admin A, so no other test's projects count. */
const newCompany = () => t.companyOwnedBy(t.adminA);

/** A history row written at a chosen time, as the unit of work would have written it then. */
async function historyRow(
  company: Company,
  projectId: string,
  action: 'created' | 'updated' | 'archived' | 'restored' | 'deleted',
  when: Date,
  changes: Record<string, { before: unknown; after: unknown }> = {},
) {
  await db()('audit_events').insert({
    companyId: company.id,
    projectId,
    actorType: 'user',
    actorId: t.adminA.user.id,
    actorLabel: 'Test User',
    entity: 'project',
    entityId: projectId,
    entityLabel: 'A project',
    action,
    changes: JSON.stringify(changes),
    at: when,
  });
}

const summaryOf = async (companyId: string) => {
  const response = await api.call('getPortfolioSummary', {
    params: { companyId },
    cookie: t.adminA.cookie,
  });
  expect(response.status).toBe(200);
  return response.body;
};

/** A project made directly in the table (no history), with times of our choosing. */
const projectRow = (
  company: Company,
  over: Record<string, unknown> & { createdAt?: Date; archivedAt?: Date },
) =>
  createProject(db(), {
    companyId: company.id,
    createdBy: t.adminA.user.id,
    ...over,
  } as Parameters<typeof createProject>[1]);

const fields = (over: Partial<MetricFields>): MetricFields => ({
  initialCosts: null,
  runningCosts: null,
  roi: null,
  euAiActStatus: 'not_applicable',
  aiActRiskClass: null,
  archivedAt: null,
  ...over,
});

/** A project admin A creates through the API in `company`, of IT, owned by "Owner". */
const createIn = (
  company: Company,
  fields: Omit<ProjectCreateBody, 'department' | 'businessOwner'>,
) =>
  api.call('createProject', {
    params: { companyId: company.id },
    cookie: t.adminA.cookie,
    body: { ...fields, department: 'IT', businessOwner: 'Owner' },
  });

describe('the portfolio summary trends (metrics at the end of last month)', () => {
  it('has no figures of last month when the history starts this month (demo data loaded today)', async () => {
    const company = await newCompany();
    const created = await createIn(company, {
      name: 'Fresh',
      problemStatement: 'Loaded today',
      initialCosts: '1000.00',
    });
    expect(created.status).toBe(201);
    const summary = await summaryOf(company.id);
    expect(summary.totalProjects).toBe(1);
    expect(summary.trends).toEqual({ since: since().toISOString(), lastMonth: null });
  });

  it('has no figures of last month for a company without any history', async () => {
    const company = await newCompany();
    await projectRow(company, {});
    expect((await summaryOf(company.id)).trends.lastMonth).toBeNull();
  });

  it('rebuilds last month from the history: changes, creations, archives, restores and deletions undone', async () => {
    const company = await newCompany();
    const old = { createdAt: at(-20 * DAY_MS) };
    const steady = await projectRow(company, {
      ...old,
      initialCosts: '1000.00',
      roi: '10.00',
      euAiActStatus: 'compliant',
      aiActRiskClass: 'minimal',
    });
    const edited = await projectRow(company, {
      ...old,
      initialCosts: '500.00',
      runningCosts: '10.00',
      roi: '20.00',
    });
    const archivedSince = await projectRow(company, { ...old, initialCosts: '300.00' });
    const restoredSince = await projectRow(company, {
      ...old,
      initialCosts: '7000.00',
      roi: '90.00',
      archivedAt: at(-5 * DAY_MS),
    });
    // The history reaches back before the instant.
    await historyRow(company, steady.id, 'created', at(-20 * DAY_MS));
    await historyRow(company, steady.id, 'updated', at(-10 * DAY_MS), {
      roi: { before: '5.00', after: '10.00' },
    });
    await historyRow(company, restoredSince.id, 'archived', at(-5 * DAY_MS), {
      archivedAt: { before: null, after: at(-5 * DAY_MS).toISOString() },
    });

    // Since then, through the API (history written now) …
    const update = await api.call('updateProject', {
      params: { id: edited.id },
      cookie: t.adminA.cookie,
      body: { initialCosts: '2000.00', roi: '50.00', euAiActStatus: 'compliant' },
    });
    expect(update.status).toBe(200);
    await api.call('updateProject', {
      params: { id: edited.id },
      cookie: t.adminA.cookie,
      body: { runningCosts: null },
    });
    await api.ok('archiveProject', { params: { id: archivedSince.id }, cookie: t.adminA.cookie });
    await api.ok('restoreProject', { params: { id: restoredSince.id }, cookie: t.adminA.cookie });
    const created = await createIn(company, {
      name: 'New this month',
      problemStatement: 'x',
      initialCosts: '99999.00',
      roi: '400.00',
    });
    expect(created.status).toBe(201);
    // … a project deleted since (its row is gone; the deletion kept its values) …
    const goneId = '11111111-1111-4111-8111-111111111111';
    await historyRow(company, goneId, 'deleted', at(DAY_MS / 24), {
      initialCosts: { before: '250.50', after: null },
      roi: { before: '-3.00', after: null },
      euAiActStatus: { before: 'compliant', after: null },
      aiActRiskClass: { before: 'limited', after: null },
    });
    // … and one loaded by hand this month, without history: it did not exist then either.
    await projectRow(company, { initialCosts: '123.00' });

    const summary = await summaryOf(company.id);
    const expected: PortfolioFigures = portfolioFigures([
      fields({
        initialCosts: '1000.00',
        roi: '10.00',
        euAiActStatus: 'compliant',
        aiActRiskClass: 'minimal',
      }),
      fields({ initialCosts: '500.00', runningCosts: '10.00', roi: '20.00' }),
      fields({ initialCosts: '300.00' }),
      fields({
        initialCosts: '250.50',
        roi: '-3.00',
        euAiActStatus: 'compliant',
        aiActRiskClass: 'limited',
      }),
    ]);
    expect(expected).toEqual({
      totalProjects: 4,
      totalInvestment: '2170.50',
      averageRoi: '9.00',
      fullyCompliant: 2,
    });
    expect(summary.trends).toEqual({ since: since().toISOString(), lastMonth: expected });
    // The current figures are today's: the restored and the new ones in, the archived out.
    expect(summary.totalProjects).toBe(5);
  });

  it('counts a project archived before the instant as gone, and one changed only before it as is', async () => {
    const company = await newCompany();
    const old = { createdAt: at(-40 * DAY_MS) };
    const kept = await projectRow(company, { ...old, initialCosts: '10.00', roi: '1.00' });
    await projectRow(company, { ...old, initialCosts: '20.00', archivedAt: at(-3 * DAY_MS) });
    await historyRow(company, kept.id, 'updated', at(-30 * DAY_MS), {
      roi: { before: '2.00', after: '1.00' },
    });
    const summary = await summaryOf(company.id);
    expect(summary.trends.lastMonth).toEqual({
      totalProjects: 1,
      totalInvestment: '10.00',
      averageRoi: '1.00',
      fullyCompliant: 0,
    });
  });

  it('counts a project compliant last month only if it had an assessment then', async () => {
    const company = await newCompany();
    const old = { createdAt: at(-40 * DAY_MS), euAiActStatus: 'compliant' };
    await historyRow(company, (await projectRow(company, old)).id, 'created', at(-40 * DAY_MS));
    await projectRow(company, { ...old, aiActRiskClass: 'minimal' });
    const assessedSince = await projectRow(company, { ...old, aiActRiskClass: 'limited' });
    await db()('audit_events').insert({
      companyId: company.id,
      projectId: assessedSince.id,
      actorType: 'user',
      actorId: t.adminA.user.id,
      actorLabel: 'Test User',
      entity: 'ai_act_assessment',
      entityId: '22222222-2222-4222-8222-222222222222',
      entityLabel: 'Limited risk',
      action: 'created',
      changes: JSON.stringify({}),
      at: at(DAY_MS / 24),
    });
    const summary = await summaryOf(company.id);
    // Without an assessment a "compliant" status never counts; the one assessed since did not then.
    expect(summary.fullyCompliant).toBe(2);
    expect(summary.trends.lastMonth).toMatchObject({ totalProjects: 3, fullyCompliant: 1 });
  });

  it("never reads another company's history", async () => {
    const mine = await newCompany();
    const theirs = await newCompany();
    const project = await projectRow(mine, { createdAt: at(-20 * DAY_MS), roi: '10.00' });
    await historyRow(mine, project.id, 'created', at(-20 * DAY_MS));
    // A history row of the other company naming this project changes nothing here.
    await historyRow(theirs, project.id, 'created', at(DAY_MS / 24));
    const summary = await summaryOf(mine.id);
    expect(summary.trends.lastMonth).toMatchObject({ totalProjects: 1, averageRoi: '10.00' });
    expect((await summaryOf(theirs.id)).trends.lastMonth).toBeNull();
  });

  it('names the month it compares with in the ETag, so a new month is a new answer', async () => {
    const company = await newCompany();
    const response = await api.call('getPortfolioSummary', {
      params: { companyId: company.id },
      cookie: t.adminA.cookie,
    });
    expect(response.headers.get('etag')).toMatch(
      new RegExp(`\\.${since().toISOString().slice(0, 7)}"$`),
    );
  });
});
