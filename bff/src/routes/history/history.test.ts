import { CSV_BOM } from '../../services/reporting/csv.ts';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { expectCsvDownload } from '../../testing/csv.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { AUDIT_CSV_COLUMNS } from './history.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const events = () => db()('auditEvents').orderBy('id');

/** A project of company A edited twice through the API by member A. */
async function editedProject() {
  const project = await t.projectOfA({
    name: 'Invoice Reader',
    status: 'planning',
    initialCosts: '120000.00',
  });
  await t.editProject(project.id, { status: 'active', initialCosts: '150000.50' });
  await t.editProject(project.id, { roi: '12.5' }, t.adminA.cookie);
  return project;
}

describe('GET /api/projects/{id}/history', () => {
  it('answers a member who changed what, newest first, in the forms’ labels and formats', async () => {
    const project = await editedProject();
    const { body } = await api.ok('getProjectHistory', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(body.nextCursor).toBeNull();
    expect(body.entries).toMatchObject([
      {
        action: 'updated',
        entity: 'project',
        entityId: project.id,
        actor: { type: 'user', id: t.adminA.user.id },
        changes: [{ field: 'roi', label: 'ROI', before: null, after: '12.5%' }],
      },
      {
        action: 'updated',
        actor: { type: 'user', id: t.memberA.user.id, name: 'Ada Lovelace' },
        entityLabel: 'Invoice Reader',
        changes: [
          { label: 'Initial Costs', before: '$120,000', after: '$150,000.50' },
          { label: 'Status', before: 'Planning', after: 'Active' },
        ],
      },
    ]);
    expect(Date.parse(body.entries[0]!.at)).not.toBeNaN();
  });

  it('lists its LLM model links too', async () => {
    const project = await t.projectOfA();
    const model = await t.modelOfA({ name: 'Claude' });
    await t.linkModel(project.id, { llmModelId: model.id, monthlyCost: '300' }, t.adminA.cookie);
    const { body } = await api.ok('getProjectHistory', {
      params: { id: project.id },
      cookie: t.adminA.cookie,
    });
    expect(body.entries).toMatchObject([
      {
        entity: 'project_llm_model',
        action: 'created',
        entityLabel: 'Claude',
        changes: [
          { label: 'LLM Model', before: null, after: 'Claude' },
          { label: 'Monthly cost', before: null, after: '$300' },
        ],
      },
    ]);
  });

  it('pages with cursor and limit, without overlap', async () => {
    const project = await t.projectOfA({ name: 'v0' });
    for (let i = 1; i <= 5; i += 1) {
      await t.editProject(project.id, { name: `v${i}` }, t.adminA.cookie);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const { body } = await api.ok('getProjectHistory', {
        params: { id: project.id },
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
        cookie: t.adminA.cookie,
      });
      seen.push(...body.entries.map((e) => e.changes[0]!.after!));
      cursor = body.nextCursor ?? undefined;
    }
    expect(seen).toEqual(['v5', 'v4', 'v3', 'v2', 'v1']);
    expect(cursor).toBeUndefined();
  });

  it.each([
    ['a cursor that is not one', { cursor: 'abc' }],
    ['a limit over the maximum', { limit: 101 }],
    ['an unknown parameter', { page: 2 }],
  ])('answers 400 to %s', async (_, query) => {
    const project = await t.projectOfA();
    const response = await api.call('getProjectHistory', {
      params: { id: project.id },
      query: query as never,
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toEqual(expect.any(String));
  });

  it('answers 401 to the signed-out, and 404 for a missing project or another company’s', async () => {
    const project = await t.projectOfA();
    expect((await api.call('getProjectHistory', { params: { id: project.id } })).status).toBe(401);
    for (const [id, cookie] of [
      [MISSING_ID, t.adminA.cookie],
      [project.id, t.adminB.cookie],
    ]) {
      const response = await api.call('getProjectHistory', { params: { id: id! }, cookie });
      expect(response.status).toBe(404);
    }
  });
});

describe('GET /api/companies/{companyId}/audit', () => {
  it('answers an admin every change of the company, filtered by person, kind, action and days', async () => {
    const project = await editedProject();
    await api.ok('archiveProject', { params: { id: project.id }, cookie: t.adminA.cookie });
    const params = { companyId: t.companyA.id };
    const byMember = await api.ok('listCompanyAudit', {
      params,
      query: { actorId: t.memberA.user.id, entity: 'project' },
      cookie: t.adminA.cookie,
    });
    expect(byMember.body.entries.length).toBeGreaterThan(0);
    expect(byMember.body.entries.every((e) => e.actor.id === t.memberA.user.id)).toBe(true);

    const archived = await api.ok('listCompanyAudit', {
      params,
      query: { action: 'archived' },
      cookie: t.adminA.cookie,
    });
    expect(archived.body.entries[0]).toMatchObject({
      entityId: project.id,
      action: 'archived',
      changes: [{ label: 'Archived', before: null }],
    });

    const today = new Date().toISOString().slice(0, 10);
    const inRange = await api.ok('listCompanyAudit', {
      params,
      query: { from: today, to: today, limit: 100 },
      cookie: t.adminA.cookie,
    });
    expect(inRange.body.entries.some((e) => e.entityId === project.id)).toBe(true);
    const before = await api.ok('listCompanyAudit', {
      params,
      query: { to: '2020-01-01' },
      cookie: t.adminA.cookie,
    });
    expect(before.body.entries).toEqual([]);
  });

  it('never shows another company’s changes', async () => {
    const project = await editedProject();
    const { body } = await api.ok('listCompanyAudit', {
      ...t.ofB(),
      query: { limit: 100 },
      cookie: t.adminB.cookie,
    });
    expect(body.entries.some((e) => e.entityId === project.id)).toBe(false);
  });

  it('answers 400 to a bad filter, 401 signed out, 403 to a member, 404 to another company', async () => {
    const params = { companyId: t.companyA.id };
    const bad = await api.call('listCompanyAudit', {
      params,
      query: { from: '31/01/2026' } as never,
      cookie: t.adminA.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toContain('from');
    expect((await api.call('listCompanyAudit', { params })).status).toBe(401);
    const member = await api.call('listCompanyAudit', { params, cookie: t.memberA.cookie });
    expect(member.status).toBe(403);
    const stranger = await api.call('listCompanyAudit', { params, cookie: t.adminB.cookie });
    expect(stranger.status).toBe(404);
  });
});

describe('GET /api/companies/{companyId}/audit/export', () => {
  it('streams the filtered history as CSV, newest first', async () => {
    const project = await editedProject();
    const response = await api.call('exportCompanyAudit', {
      ...t.ofA(),
      query: { entity: 'project' },
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(200);
    expectCsvDownload(response.headers, 'activity');
    expect(response.text.startsWith(CSV_BOM)).toBe(true);
    const lines = response.text.slice(CSV_BOM.length).trim().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.map((c) => c.header).join(','));
    // Other tests of this file wrote history too: this project's lines, newest first.
    const own = lines.filter((line) => line.includes(project.id));
    expect(own).toHaveLength(2);
    expect(own[0]).toContain('ROI: set to 12.5%');
    expect(own[1]).toContain('"Initial Costs: $120,000 → $150,000.50; Status: Planning → Active"');
  });

  it('answers 403 to a member and 404 to another company, writing nothing', async () => {
    const params = { companyId: t.companyA.id };
    await expectRefused(events, 403, () =>
      api.call('exportCompanyAudit', { params, cookie: t.memberA.cookie }),
    );
    await expectRefused(events, 404, () =>
      api.call('exportCompanyAudit', { params, cookie: t.adminB.cookie }),
    );
  });
});
