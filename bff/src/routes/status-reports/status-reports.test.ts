import { NARRATIVE_MAX, STATUS_REPORT_MESSAGES } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { readEventStream } from '../../testing/event-stream.ts';
import { MISSING_ID } from '../../testing/factories.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

type Severity = 'high' | 'medium' | 'low';
type RiskState = 'open' | 'acknowledged' | 'resolved';

/** A risk row as the risk rules would leave it (this part only reads them). */
async function addRisk(
  project: { id: string; companyId: string },
  severity: Severity,
  state: RiskState = 'open',
  ruleId = `rule-${severity}-${state}-${Math.random()}`,
) {
  await db()('risks').insert({
    companyId: project.companyId,
    projectId: project.id,
    ruleId,
    severity,
    state,
    resolvedAt: state === 'resolved' ? new Date() : null,
  });
}

const draftOf = (projectId: string, cookie = t.memberA.cookie) =>
  api.ok('createStatusReport', { params: { id: projectId }, cookie });

/** A new active project of company A, and the report drafted for it. */
const draftOfActiveProject = async () => {
  const project = await t.projectOfA({ status: 'active' });
  return { project, draft: (await draftOf(project.id)).body };
};

const reportRows = () => db()('statusReports').orderBy('id');
const rowsAndHistory = async () => ({
  reports: await reportRows(),
  history: await db()('auditEvents').where({ entity: 'status_report' }).orderBy('id'),
});

describe('POST /api/projects/{id}/status-reports', () => {
  it("drafts a report now: health from unresolved risks, the figures, the project's changes", async () => {
    const project = await t.projectOfA({
      name: 'Invoice Reader',
      status: 'planning',
      roi: '12.00',
      initialCosts: '100000.00',
      runningCosts: '5000.00',
    });
    await t.editProject(project.id, { status: 'active', roi: '18.5' }, t.adminA.cookie);
    await addRisk(project, 'medium');
    await addRisk(project, 'low', 'acknowledged');
    await addRisk(project, 'high', 'resolved');

    const { body } = await draftOf(project.id);
    expect(body).toMatchObject({
      projectId: project.id,
      state: 'draft',
      health: 'amber',
      publishedAt: null,
      publishedBy: null,
      periodStart: project.createdAt.toISOString(),
      metrics: {
        status: 'active',
        roi: '18.50',
        totalInvestment: '160000.00',
        llmModels: 0,
        llmMonthlyCost: '0.00',
        unresolvedRisks: { high: 0, medium: 1, low: 1 },
      },
      changes: {
        fields: [
          { label: 'ROI', before: '12%', after: '18.5%' },
          { label: 'Status', before: 'Planning', after: 'Active' },
        ],
        people: [expect.any(String)],
      },
    });
    expect(body.narrative).toMatch(/^Health is amber: 1 medium-severity risk/);
    expect(Date.parse(body.periodEnd)).toBeGreaterThanOrEqual(Date.parse(body.periodStart));
    // The history has it, as the project's.
    expect(
      await db()('auditEvents').where({ entity: 'status_report', entityId: body.id }),
    ).toMatchObject([{ action: 'created', projectId: project.id, entityLabel: 'Invoice Reader' }]);
  });

  it('is red with an unresolved high risk, acknowledged or not', async () => {
    const project = await t.projectOfA({ status: 'active' });
    await addRisk(project, 'high', 'acknowledged');
    expect((await draftOf(project.id)).body.health).toBe('red');
  });

  it('refreshes the draft a project has instead of making a second, keeping an edited narrative', async () => {
    const project = await t.projectOfA({ status: 'active' });
    const first = (await draftOf(project.id)).body;
    expect(first.health).toBe('green');
    await api.ok('updateStatusReport', {
      params: { id: first.id },
      body: { narrative: 'On track; pilot in two teams.' },
      cookie: t.memberA.cookie,
    });
    await addRisk(project, 'high');
    const again = (await draftOf(project.id)).body;
    expect(again).toMatchObject({
      id: first.id,
      health: 'red',
      narrative: 'On track; pilot in two teams.',
      periodStart: first.periodStart,
    });
    expect(await db()('statusReports').where({ projectId: project.id })).toHaveLength(1);
  });

  it('rewrites a narrative nobody edited with the data of now', async () => {
    const project = await t.projectOfA({ status: 'active' });
    const first = (await draftOf(project.id)).body;
    await addRisk(project, 'medium');
    const again = (await draftOf(project.id)).body;
    expect(first.narrative).toMatch(/^Health is green/);
    expect(again.narrative).toMatch(/^Health is amber/);
  });

  it('answers 409 for an archived project, and writes nothing', async () => {
    const project = await t.projectOfA({ archivedAt: new Date() });
    const response = await expectRefused(rowsAndHistory, 409, () =>
      api.call('createStatusReport', { params: { id: project.id }, cookie: t.adminA.cookie }),
    );
    expect(response.error.message).toBe(STATUS_REPORT_MESSAGES.archivedProject);
  });

  it('answers 401 to the signed-out, 400 for a bad id, 404 for another company’s project', async () => {
    const project = await t.projectOfA();
    const params = { id: project.id };
    await expectRefused(rowsAndHistory, 401, () => api.call('createStatusReport', { params }));
    await expectRefused(rowsAndHistory, 400, () =>
      api.call('createStatusReport', { params: { id: 'nope' }, cookie: t.adminA.cookie }),
    );
    const stranger = await expectRefused(rowsAndHistory, 404, () =>
      api.call('createStatusReport', { params, cookie: t.adminB.cookie }),
    );
    const missing = await api.call('createStatusReport', {
      params: { id: MISSING_ID },
      cookie: t.adminB.cookie,
    });
    expect(stranger.body).toEqual(missing.body);
  });
});

describe('GET /api/projects/{id}/status-reports', () => {
  it('lists newest first; a new draft reports what changed since the last published one', async () => {
    const project = await t.projectOfA({ status: 'in_progress', roi: '10.00' });
    const first = (await draftOf(project.id)).body;
    const published = (
      await api.ok('publishStatusReport', { params: { id: first.id }, cookie: t.memberA.cookie })
    ).body;
    await t.editProject(project.id, { roi: '14' }, t.adminA.cookie);
    const second = (await draftOf(project.id)).body;
    expect(second.id).not.toBe(first.id);
    expect(second.periodStart).toBe(published.periodEnd);
    expect(second.changes.fields).toEqual([
      { field: 'roi', label: 'ROI', before: '10%', after: '14%' },
    ]);
    // The publication itself is not a change of the project.
    expect(second.changes.total).toBe(1);

    const { body } = await api.ok('listStatusReports', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(body.map((r) => [r.id, r.state])).toEqual([
      [second.id, 'draft'],
      [first.id, 'published'],
    ]);
  });

  it('answers the newest `limit` reports (20 unless said), and refuses a limit out of range', async () => {
    const project = await t.projectOfA();
    // Three published reports and a draft, each drafted after the previous one was published.
    for (let i = 0; i < 3; i++) {
      const draft = (await draftOf(project.id)).body;
      await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.memberA.cookie });
    }
    const draft = (await draftOf(project.id)).body;
    const list = (query?: { limit: number }) =>
      api.call('listStatusReports', {
        params: { id: project.id },
        cookie: t.memberA.cookie,
        ...(query ? { query } : {}),
      });
    const all = (await list()).body;
    expect(all).toHaveLength(4);
    expect(all[0]!.id).toBe(draft.id);
    const two = await list({ limit: 2 });
    expect(two.body.map((r) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
    for (const limit of [0, 101]) {
      const refused = await list({ limit });
      expect(refused.status).toBe(400);
      expect(refused.error.message).toMatch(/Limit/);
    }
  });

  it('answers an empty list for a project without reports', async () => {
    const project = await t.projectOfA();
    const { body } = await api.ok('listStatusReports', {
      params: { id: project.id },
      cookie: t.adminA.cookie,
    });
    expect(body).toEqual([]);
  });

  it('answers 401 to the signed-out and 404 to another company', async () => {
    const project = await t.projectOfA();
    await draftOf(project.id);
    const params = { id: project.id };
    expect((await api.call('listStatusReports', { params })).status).toBe(401);
    const stranger = await api.call('listStatusReports', { params, cookie: t.adminB.cookie });
    expect(stranger.status).toBe(404);
    expect(stranger.text).not.toContain(project.id);
  });
});

describe('PUT /api/status-reports/{id}', () => {
  it("changes a draft's narrative, with its history", async () => {
    const { draft } = await draftOfActiveProject();
    const { body } = await api.ok('updateStatusReport', {
      params: { id: draft.id },
      body: { narrative: 'Rolled out to finance.' },
      cookie: t.memberA.cookie,
    });
    expect(body).toMatchObject({
      id: draft.id,
      state: 'draft',
      narrative: 'Rolled out to finance.',
    });
    const [updated] = await db()('auditEvents')
      .where({ entityId: draft.id, action: 'updated' })
      .orderBy('id', 'desc');
    expect(updated.changes.narrative).toEqual({
      before: draft.narrative,
      after: 'Rolled out to finance.',
    });
  });

  it('answers 409 with a clear message for a published report, and changes nothing', async () => {
    const { draft } = await draftOfActiveProject();
    await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie });
    const response = await expectRefused(rowsAndHistory, 409, () =>
      api.call('updateStatusReport', {
        params: { id: draft.id },
        body: { narrative: 'Rewritten history' },
        cookie: t.adminA.cookie,
      }),
    );
    expect(response.error.message).toBe(
      'This status report is published and can no longer be changed',
    );
  });

  it.each([
    ['no narrative', {}],
    ['a narrative too long', { narrative: 'x'.repeat(NARRATIVE_MAX + 1) }],
    ['a field it does not take', { narrative: 'ok', health: 'green' }],
    ['a narrative that is not text', { narrative: 42 }],
  ])('answers 400 to %s, naming the field, and changes nothing', async (_, body) => {
    const { draft } = await draftOfActiveProject();
    const response = await expectRefused(rowsAndHistory, 400, () =>
      api.call('updateStatusReport', { params: { id: draft.id }, body, cookie: t.adminA.cookie }),
    );
    expect(response.error.details?.[0]?.message).toEqual(expect.any(String));
  });

  it('answers 401 to the signed-out and 404 to another company, and changes nothing', async () => {
    const { draft } = await draftOfActiveProject();
    const options = { params: { id: draft.id }, body: { narrative: 'Planted' } };
    await expectRefused(rowsAndHistory, 401, () => api.call('updateStatusReport', options));
    await expectRefused(rowsAndHistory, 404, () =>
      api.call('updateStatusReport', { ...options, cookie: t.adminB.cookie }),
    );
  });
});

describe('POST /api/status-reports/{id}/publish', () => {
  it('publishes the draft as it is, by whom and when, as a status-report.published event', async () => {
    const { project, draft } = await draftOfActiveProject();
    const { body } = await api.ok('publishStatusReport', {
      params: { id: draft.id },
      cookie: t.memberA.cookie,
    });
    expect(body).toMatchObject({
      id: draft.id,
      state: 'published',
      narrative: draft.narrative,
      health: draft.health,
      publishedBy: { id: t.memberA.user.id, name: expect.any(String) },
    });
    expect(Date.parse(body.publishedAt!)).not.toBeNaN();
    const [event] = await db()('auditEvents').where({ entityId: draft.id, action: 'published' });
    expect(event).toMatchObject({
      entity: 'status_report',
      projectId: project.id,
      companyId: t.companyA.id,
      actorId: t.memberA.user.id,
      changes: { state: { before: 'draft', after: 'published' } },
    });
  });

  it("streams status-report.published to the company's members as it commits", async () => {
    const { project, draft } = await draftOfActiveProject();
    const stream = await readEventStream(t.server.baseUrl, t.companyA.id, {
      Cookie: t.memberA.cookie,
    });
    try {
      await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie });
      expect(await stream.next()).toMatchObject({
        event: 'status-report.published',
        data: { type: 'status-report.published', id: draft.id, projectId: project.id },
      });
    } finally {
      stream.close();
    }
  });

  it('answers 409 to a second publication, and changes nothing', async () => {
    const { draft } = await draftOfActiveProject();
    await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie });
    const response = await expectRefused(rowsAndHistory, 409, () =>
      api.call('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie }),
    );
    expect(response.error.message).toBe(STATUS_REPORT_MESSAGES.alreadyPublished);
  });

  it('answers 401 to the signed-out, 400 for a bad id, 404 to another company', async () => {
    const { draft } = await draftOfActiveProject();
    const params = { id: draft.id };
    await expectRefused(rowsAndHistory, 401, () => api.call('publishStatusReport', { params }));
    await expectRefused(rowsAndHistory, 400, () =>
      api.call('publishStatusReport', { params: { id: '1' }, cookie: t.adminA.cookie }),
    );
    await expectRefused(rowsAndHistory, 404, () =>
      api.call('publishStatusReport', { params, cookie: t.adminB.cookie }),
    );
  });
});

describe('GET /api/companies/{companyId}/project-health', () => {
  it("answers each named project's latest health, and nothing of another company", async () => {
    const red = await t.projectOfA({ status: 'active' });
    await addRisk(red, 'high');
    const old = (await draftOf(red.id)).body;
    await api.ok('publishStatusReport', { params: { id: old.id }, cookie: t.adminA.cookie });
    await db()('risks').where({ projectId: red.id }).update({ state: 'resolved' });
    const latest = (await draftOf(red.id)).body;
    const without = await t.projectOfA();
    const bCompany = t.companyB;
    const foreign = await db()('projects')
      .insert({
        companyId: bCompany.id,
        name: 'B',
        problemStatement: 'B',
        department: 'IT',
        businessOwner: 'B',
        createdBy: t.adminB.user.id,
        status: 'active',
      })
      .returning('id');
    await draftOf(foreign[0].id, t.adminB.cookie);

    const { body } = await api.ok('getProjectHealth', {
      ...t.ofA(),
      query: { projectIds: [red.id, without.id, foreign[0].id].join(',') },
      cookie: t.memberA.cookie,
    });
    expect(body).toEqual([
      {
        projectId: red.id,
        health: 'green',
        reportId: latest.id,
        state: 'draft',
        periodEnd: latest.periodEnd,
      },
    ]);
  });

  it.each([
    ['no project ids', {}],
    ['an id that is not one', { projectIds: 'abc' }],
    ['more than 100 ids', { projectIds: Array.from({ length: 101 }, () => MISSING_ID).join(',') }],
  ])('answers 400 to %s', async (_, query) => {
    const response = await api.call('getProjectHealth', {
      ...t.ofA(),
      query,
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toEqual(expect.any(String));
  });

  it('answers 401 to the signed-out and 404 to another company', async () => {
    const options = { ...t.ofA(), query: { projectIds: MISSING_ID } };
    expect((await api.call('getProjectHealth', options)).status).toBe(401);
    expect(
      (await api.call('getProjectHealth', { ...options, cookie: t.adminB.cookie })).status,
    ).toBe(404);
  });
});

describe('a published report in the database', () => {
  it('refuses every update and delete, whoever makes it', async () => {
    const { draft } = await draftOfActiveProject();
    await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie });
    const row = () => db()('statusReports').where({ id: draft.id });
    await expect(row().update({ narrative: 'Rewritten' })).rejects.toMatchObject({
      code: '42501',
    });
    await expect(row().update({ state: 'draft', publishedAt: null })).rejects.toMatchObject({
      code: '42501',
    });
    await expect(row().delete()).rejects.toMatchObject({ code: '42501' });
    expect((await row().first()).narrative).toBe(draft.narrative);
  });

  it('goes with its project when the project is deleted', async () => {
    const { project, draft } = await draftOfActiveProject();
    await api.ok('publishStatusReport', { params: { id: draft.id }, cookie: t.adminA.cookie });
    await db()('projects').where({ id: project.id }).delete();
    expect(await db()('statusReports').where({ id: draft.id })).toEqual([]);
  });

  it('keeps a draft editable in the database', async () => {
    const { draft } = await draftOfActiveProject();
    await db()('statusReports').where({ id: draft.id }).update({ narrative: 'Edited' });
    expect((await db()('statusReports').where({ id: draft.id }).first()).narrative).toBe('Edited');
  });
});
