import type { AiActAssessmentBody, AiActPortfolioObligationQuery } from '@portfolio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../models/project.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Refusals every member route shares (the signed-out, another company): contract.test.ts.
const t = setupTwoCompanies();
const { api, db } = t;

const HIGH_RISK = { 'annex3-4a-recruitment': true };
const CHATBOT = { 'art50-1-interaction': true };

let hiring: Project;
let chatbot: Project;
let minimal: Project;
beforeEach(async () => {
  // Each test counts its own portfolio: the company's projects of earlier tests go.
  await db()('projects').where({ companyId: t.companyA.id }).delete();
  hiring = await t.projectOfA({ name: 'Hiring Assistant' });
  chatbot = await t.projectOfA({ name: 'Support Chatbot' });
  minimal = await t.projectOfA({ name: 'Invoice Matching' });
});

const assess = (project: Project, body: AiActAssessmentBody) =>
  api.ok('setAiActAssessment', { params: { id: project.id }, cookie: t.memberA.cookie, body });
const obligations = async (query: AiActPortfolioObligationQuery = {}) =>
  (
    await api.ok('listCompanyObligations', {
      ...t.ofA(),
      query,
      cookie: t.memberA.cookie,
    })
  ).body;
const compliance = async () =>
  (
    await api.ok('getCompanyCompliance', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
    })
  ).body;
const update = (id: string, body: Record<string, unknown>) =>
  api.ok('updateObligation', { params: { id }, cookie: t.memberA.cookie, body });

async function assessAll() {
  await assess(hiring, { roles: ['provider'], answers: HIGH_RISK });
  await assess(chatbot, { roles: ['provider'], answers: CHATBOT });
}

describe('the portfolio of obligations', () => {
  it('is empty before any assessment, and the counts say so', async () => {
    expect(await obligations()).toEqual([]);
    expect(await compliance()).toMatchObject({
      projects: {
        live: 3,
        assessed: 0,
        byClass: { prohibited: 0, high_risk: 0, limited: 0, minimal: 0 },
      },
      obligations: { total: 0, done: 0, overdue: 0, dueThisQuarter: 0 },
      highRisk: { count: 0, readiness: null, systems: [] },
    });
  });

  it('lists every obligation of every assessed project with its project, class and due group, earliest first', async () => {
    await assessAll();
    const own = (
      await api.ok('listProjectObligations', {
        params: { id: hiring.id },
        cookie: t.memberA.cookie,
      })
    ).body;
    const list = await obligations();
    expect(
      list
        .filter((o) => o.projectId === hiring.id)
        .map((o) => o.id)
        .sort(),
    ).toEqual(own.map((o) => o.id).sort());
    expect(list.map((o) => o.dueDate)).toEqual(list.map((o) => o.dueDate).sort());
    const literacy = list.find((o) => o.projectId === hiring.id && o.article === 'Article 4')!;
    expect(literacy).toMatchObject({
      project: { id: hiring.id, name: 'Hiring Assistant' },
      riskClass: 'high_risk',
      dueDate: '2025-02-02',
      overdue: true,
      dueGroup: 'overdue',
    });
    expect(
      list.find((o) => o.projectId === chatbot.id && o.article === 'Article 50(1)'),
    ).toMatchObject({
      riskClass: 'limited',
    });
    expect(list.some((o) => o.projectId === minimal.id)).toBe(false);
  });

  it('filters by project, class, status, owner and due group', async () => {
    await assessAll();
    const [first] = await obligations({ projectId: hiring.id });
    await update(first!.id, { status: 'done', ownerId: t.memberA.user.id });

    const byProject = await obligations({ projectId: chatbot.id });
    expect(new Set(byProject.map((o) => o.projectId))).toEqual(new Set([chatbot.id]));
    const limited = await obligations({ riskClass: 'limited' });
    expect(limited.map((o) => o.id)).toEqual(byProject.map((o) => o.id));
    expect((await obligations({ status: 'done' })).map((o) => o.id)).toEqual([first!.id]);
    expect(await obligations({ ownerId: t.memberA.user.id })).toMatchObject([
      { id: first!.id, owner: { id: t.memberA.user.id }, dueGroup: 'closed' },
    ]);
    const overdue = await obligations({ dueGroup: 'overdue' });
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((o) => o.overdue && o.dueGroup === 'overdue')).toBe(true);
    expect((await obligations({ riskClass: 'prohibited' })).length).toBe(0);
  });

  it('leaves archived projects out', async () => {
    await assessAll();
    await db()('projects').where({ id: chatbot.id }).update({ archivedAt: new Date() });
    expect((await obligations()).some((o) => o.projectId === chatbot.id)).toBe(false);
    expect((await compliance()).projects).toMatchObject({ live: 2, assessed: 1 });
  });

  it('refuses an unknown filter value', async () => {
    const res = await api.call('listCompanyObligations', {
      ...t.ofA(),
      query: { dueGroup: 'someday' } as never,
      cookie: t.memberA.cookie,
    });
    expect(res.status).toBe(400);
  });
});

describe("the portfolio's compliance", () => {
  it('counts classes, obligations and the readiness of the high-risk systems', async () => {
    await assessAll();
    const list = await obligations({ projectId: hiring.id });
    await update(list[0]!.id, { status: 'done' });
    await update(list[1]!.id, { status: 'not_applicable', notApplicableReason: 'Not ours' });
    const all = await obligations();
    const body = await compliance();
    expect(body.projects).toEqual({
      live: 3,
      assessed: 2,
      byClass: { prohibited: 0, high_risk: 1, limited: 1, minimal: 0 },
    });
    expect(body.obligations).toMatchObject({
      total: all.length,
      done: 1,
      notApplicable: 1,
      overdue: all.filter((o) => o.overdue).length,
      dueThisQuarter: all.filter((o) => o.dueGroup === 'this_quarter').length,
    });
    const applicable = list.length - 1;
    expect(body.highRisk).toEqual({
      count: 1,
      readiness: Math.floor(100 / applicable),
      systems: [
        {
          project: { id: hiring.id, name: 'Hiring Assistant' },
          applicable,
          done: 1,
          overdue:
            list.filter((o) => o.overdue).length -
            (list[0]!.overdue ? 1 : 0) -
            (list[1]!.overdue ? 1 : 0),
          readiness: Math.floor(100 / applicable),
        },
      ],
    });
  });

  it('answers 304 to a current ETag, and a new one once an obligation changes', async () => {
    await assessAll();
    const first = await api.ok('getCompanyCompliance', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
    });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+\.\d{4}-\d{2}-\d{2}"$/);
    const again = await api.call('getCompanyCompliance', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const [one] = await obligations({ projectId: chatbot.id });
    // An obligation changed without changing the project's status still moves the version.
    await update(one!.id, { notes: 'Banner drafted' });
    const after = await api.call('getCompanyCompliance', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(after.status).toBe(200);
  });
});

describe("a project's EU AI Act class on the project list", () => {
  it('is null before the assessment, follows it, and filters the list', async () => {
    const list = async (aiActClass?: 'high_risk' | 'limited' | 'unassessed') =>
      (
        await api.ok('listProjects', {
          ...t.ofA(),
          query: aiActClass ? { aiActClass } : {},
          cookie: t.memberA.cookie,
        })
      ).body;
    expect((await list()).every((p) => p.aiActRiskClass === null)).toBe(true);
    await assessAll();
    const classes = Object.fromEntries((await list()).map((p) => [p.name, p.aiActRiskClass]));
    expect(classes).toEqual({
      'Hiring Assistant': 'high_risk',
      'Support Chatbot': 'limited',
      'Invoice Matching': null,
    });
    expect((await list('high_risk')).map((p) => p.name)).toEqual(['Hiring Assistant']);
    expect((await list('unassessed')).map((p) => p.name)).toEqual(['Invoice Matching']);
    const project = await api.ok('getProject', {
      params: { id: chatbot.id },
      cookie: t.memberA.cookie,
    });
    expect(project.body.aiActRiskClass).toBe('limited');

    // A revisit that changes the class changes the project's.
    await assess(chatbot, { roles: ['provider'], answers: HIGH_RISK });
    expect((await list('high_risk')).map((p) => p.name).sort()).toEqual([
      'Hiring Assistant',
      'Support Chatbot',
    ]);
  });
});
