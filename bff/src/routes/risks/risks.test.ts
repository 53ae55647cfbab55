import { ERROR_CODES, RISK_RESOLVED_MESSAGE, RISK_RULES } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

/** Company A: one high and one medium risk in Finance, one medium in Legal; company B: one high. */
let finance: { id: string };
let legal: { id: string };
let ofB: { id: string };

beforeAll(async () => {
  finance = await t.projectOfA({
    name: 'Invoice Reader',
    department: 'Finance',
    status: 'active',
    euAiActStatus: 'non_compliant',
    roi: null,
  });
  legal = await t.projectOfA({
    name: 'Contract Triage',
    department: 'Legal',
    status: 'completed',
    roi: '-5',
  });
  ofB = await t.projectOfB({
    name: 'Stranger',
    status: 'active',
    euAiActStatus: 'non_compliant',
    roi: '5',
  });
  // The active ones are assessed under the EU AI Act, their one obligation done, so the EU AI
  // Act rules stay quiet (their own tests are the assessment routes').
  for (const project of [finance, ofB]) {
    const { companyId } = (await db()('projects').where({ id: project.id }).first()) as {
      companyId: string;
    };
    await db()('aiActAssessments').insert({
      companyId,
      projectId: project.id,
      roles: ['deployer'],
      answers: {},
      riskClass: 'minimal',
    });
    await db()('aiActObligations').insert({
      companyId,
      projectId: project.id,
      obligationId: 'art4-ai-literacy',
      status: 'done',
    });
  }
  // The nightly evaluation finds them (no history: written straight to the table).
  const { evaluateAllProjects } = await import('../../services/compliance/risks.ts');
  await evaluateAllProjects(db());
});

const list = (query: Record<string, string | number> = {}, cookie = t.memberA.cookie) =>
  api.ok('listRisks', { ...t.ofA(), query, cookie });

const riskOf = async (projectId: string, ruleId: keyof typeof RISK_RULES) => {
  const row = await db()('risks')
    .where({ projectId, ruleId })
    .whereNot('state', 'resolved')
    .first();
  if (!row) throw new Error(`no ${ruleId} risk on ${projectId}`);
  return row as { id: string; state: string };
};

describe('GET /api/companies/{companyId}/risks', () => {
  it('answers a member the unresolved risks, worst first, with the project and the rule’s words', async () => {
    const { body } = await list();
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({ critical: 0, high: 1, medium: 2, low: 0 });
    expect(body.risks.map((r) => [r.severity, r.rule.id, r.project.name])).toEqual([
      ['high', 'active-non-compliant', 'Invoice Reader'],
      expect.arrayContaining(['medium', 'roi-missing']),
      expect.arrayContaining(['medium', 'roi-missing']),
    ]);
    expect(body.risks[0]).toMatchObject({
      companyId: t.companyA.id,
      project: { id: finance.id, name: 'Invoice Reader', department: 'Finance' },
      rule: {
        id: 'active-non-compliant',
        title: RISK_RULES['active-non-compliant'].title,
        explanation: RISK_RULES['active-non-compliant'].explanation,
        fix: RISK_RULES['active-non-compliant'].fix,
        field: 'euAiActStatus',
      },
      state: 'open',
      acknowledgedAt: null,
      acknowledgedBy: null,
      acknowledgementNote: null,
      resolvedAt: null,
    });
    expect(Date.parse(body.risks[0]!.openedAt)).not.toBeNaN();
  });

  it('filters by severity, rule, department and project, and pages', async () => {
    expect((await list({ severity: 'high' })).body.risks.map((r) => r.project.id)).toEqual([
      finance.id,
    ]);
    expect((await list({ rule: 'roi-missing' })).body.counts).toEqual({
      critical: 0,
      high: 0,
      medium: 2,
      low: 0,
    });
    expect((await list({ department: 'Legal' })).body.risks.map((r) => r.project.id)).toEqual([
      legal.id,
    ]);
    const ofProject = await list({ projectId: finance.id });
    expect(ofProject.body.risks.map((r) => r.rule.id)).toEqual([
      'active-non-compliant',
      'roi-missing',
    ]);
    const page = await list({ limit: 1, offset: 1 });
    expect(page.body.risks).toHaveLength(1);
    expect(page.body.total).toBe(3);
    expect((await list({ state: 'resolved' })).body.risks).toEqual([]);
  });

  it.each([
    ['an unknown state', { state: 'closed' }],
    ['an unknown rule', { rule: 'made-up' }],
    ['a project id that is not one', { projectId: 'abc' }],
    ['a limit over the maximum', { limit: 501 }],
    ['an unknown parameter', { sort: 'name' }],
  ])('answers 400 to %s', async (_, query) => {
    const response = await api.call('listRisks', {
      ...t.ofA(),
      query: query as never,
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toMatch(/\w/);
  });

  it('answers 401 without a session', async () => {
    const response = await api.call('listRisks', { ...t.ofA() });
    expect(response.status).toBe(401);
  });

  it('answers 404 to a person of another company, and never shows another company’s risks', async () => {
    const response = await api.call('listRisks', {
      ...t.ofA(),
      cookie: t.adminB.cookie,
    });
    expect(response.status).toBe(404);
    const { body } = await list();
    expect(body.risks.map((r) => r.project.id)).not.toContain(ofB.id);
    const own = await api.ok('listRisks', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(own.body.risks.map((r) => r.project.id)).toEqual([ofB.id]);
  });
});

describe('POST /api/risks/{id}/acknowledge', () => {
  const acknowledge = (id: string, note: unknown, cookie = t.memberA.cookie) =>
    api.call('acknowledgeRisk', { params: { id }, body: { note }, cookie });
  const riskRows = () => db()('risks').orderBy('id');

  it('acknowledges with a note, names who did, and records it on the history', async () => {
    const risk = await riskOf(legal.id, 'roi-missing');
    const response = await acknowledge(risk.id, '  Figures come with the Q3 review  ');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: risk.id,
      state: 'acknowledged',
      acknowledgementNote: 'Figures come with the Q3 review',
      acknowledgedBy: { id: t.memberA.user.id },
    });
    expect(response.body.acknowledgedBy!.name).toMatch(/\w/);
    expect(Date.parse(response.body.acknowledgedAt!)).not.toBeNaN();
    const [event] = await db()('auditEvents').where({
      entity: 'risk',
      entityId: risk.id,
      action: 'acknowledged',
    });
    expect(event).toMatchObject({ actorType: 'user', actorId: t.memberA.user.id });
    expect(event.changes).toMatchObject({
      state: { before: 'open', after: 'acknowledged' },
      acknowledgementNote: { before: null, after: 'Figures come with the Q3 review' },
    });
    const listed = await list({ state: 'acknowledged' });
    expect(listed.body.risks.map((r) => r.id)).toEqual([risk.id]);
  });

  it('answers 400 without a note, with one that is blank or too long', async () => {
    const risk = await riskOf(finance.id, 'active-non-compliant');
    for (const note of [undefined, '   ', 'x'.repeat(2001)]) {
      const response = await expectRefused(riskRows, 400, () => acknowledge(risk.id, note));
      expect(response.error.message).toMatch(/note/i);
    }
  });

  it('answers 401 without a session and 404 to another company’s person or a missing risk', async () => {
    const risk = await riskOf(finance.id, 'active-non-compliant');
    await expectRefused(riskRows, 401, () =>
      api.call('acknowledgeRisk', { params: { id: risk.id }, body: { note: 'Seen' } }),
    );
    const stranger = await expectRefused(riskRows, 404, () =>
      acknowledge(risk.id, 'Seen', t.adminB.cookie),
    );
    expect(stranger.error.message).toBe('Not found');
    const missing = await expectRefused(riskRows, 404, () => acknowledge(MISSING_ID, 'Seen'));
    expect(missing.error.message).toBe(stranger.error.message);
  });

  it('answers 409 with a message for a risk that has resolved itself', async () => {
    const project = await t.projectOfA({ status: 'completed', roi: null });
    await t.editProject(project.id, { notes: 'Evaluate me' });
    await t.processHistory();
    const risk = await riskOf(project.id, 'roi-missing');
    await t.editProject(project.id, { roi: '10' });
    await t.processHistory();
    const response = await expectRefused(riskRows, 409, () => acknowledge(risk.id, 'Too late'));
    expect(response.error).toEqual({
      message: RISK_RESOLVED_MESSAGE,
      code: ERROR_CODES.riskResolved,
    });
  });
});
