import {
  AI_ACT_QUESTIONS,
  AI_ACT_ROLES_MESSAGE,
  NOT_APPLICABLE_REASON_MESSAGE,
  OBLIGATION_OWNER_MESSAGE,
  assessmentPlan,
  unknownAiActAnswersMessage,
  type AiActAssessmentBody,
} from '@portfolio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../models/project.ts';
import { refreshEuAiActStatuses } from '../../services/compliance/ai-act.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Refusals every member/admin route shares (the signed-out, another company, what does not
// exist): the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies();
const { api, db } = t;

let project: Project;
beforeEach(async () => {
  project = await t.projectOfA({ name: 'Hiring Assistant' });
});

const HIGH_RISK_EMPLOYMENT = { 'annex3-4a-recruitment': true };

const assess = (body: AiActAssessmentBody, id = project.id) =>
  api.call('setAiActAssessment', { params: { id }, cookie: t.memberA.cookie, body });
const obligations = async (id = project.id) =>
  (await api.ok('listProjectObligations', { params: { id }, cookie: t.memberA.cookie })).body;
const assessment = async (id = project.id) =>
  (await api.ok('getAiActAssessment', { params: { id }, cookie: t.memberA.cookie })).body;
const update = (id: string, body: Record<string, unknown>) =>
  api.call('updateObligation', { params: { id }, cookie: t.memberA.cookie, body });
const statusOf = async (id = project.id) =>
  (await db()('projects').where({ id }).first()).euAiActStatus as string;
const count = async (table: string) =>
  Number(((await db()(table).count('* as n').first()) as { n: string }).n);
const byArticle = (list: Awaited<ReturnType<typeof obligations>>, article: string) =>
  list.find((o) => o.article === article)!;

describe('the EU AI Act questionnaire', () => {
  it('lists every question with its id, text, article and group, and the roles', async () => {
    const res = await api.ok('getAiActQuestions', { cookie: t.memberA.cookie });
    expect(res.body.questions).toHaveLength(AI_ACT_QUESTIONS.length);
    expect(res.body.questions[0]).toMatchObject({
      id: 'art5-a-manipulation',
      group: 'prohibited',
      article: 'Article 5(1)(a)',
    });
    expect(res.body.roles.map((r) => r.id)).toEqual([
      'provider',
      'deployer',
      'importer',
      'distributor',
    ]);
  });
});

describe('a project assessment', () => {
  it('is null before the first one, and the project keeps its hand-picked status', async () => {
    expect(await assessment()).toBeNull();
    expect(await obligations()).toEqual([]);
    await t.editProject(project.id, { euAiActStatus: 'compliant' });
    expect(await statusOf()).toBe('compliant');
  });

  it('classifies, stores the obligations with computed due dates and derives the status', async () => {
    const res = await assess({ roles: ['provider'], answers: HIGH_RISK_EMPLOYMENT });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      roles: ['provider'],
      riskClass: 'high_risk',
      annex: 'III',
      needsReview: false,
      euAiActStatus: 'non_compliant',
      assessedBy: { id: t.memberA.user.id },
    });
    expect(res.body.reasons).toContainEqual(
      expect.objectContaining({ article: 'Annex III point 4(a)' }),
    );
    // Article 4 applies since 2 Feb 2025: overdue until done.
    expect(res.body.euAiActStatusReason).toMatch(/^1 obligation overdue \(Article 4\)$/);

    const expected = assessmentPlan({ roles: ['provider'], answers: HIGH_RISK_EMPLOYMENT }).plan
      .obligations;
    const list = await obligations();
    expect(list.map((o) => [o.obligationId, o.dueDate])).toEqual(
      expected.map((o) => [o.id, o.dueDate]),
    );
    expect(byArticle(list, 'Article 4')).toMatchObject({ status: 'todo', overdue: true });
    expect(byArticle(list, 'Article 9')).toMatchObject({ dueDate: '2027-12-02', overdue: false });
    expect(await statusOf()).toBe('non_compliant');

    const history = await db()('auditEvents').where({ projectId: project.id });
    expect(history.filter((e) => e.entity === 'ai_act_assessment')).toHaveLength(1);
    expect(history.filter((e) => e.entity === 'ai_act_obligation')).toHaveLength(expected.length);
  });

  it('on a revisit adds new obligations, removes those that no longer apply, keeps the rest', async () => {
    await assess({ roles: ['provider'], answers: HIGH_RISK_EMPLOYMENT });
    const art4 = byArticle(await obligations(), 'Article 4');
    await update(art4.id, { status: 'in_progress', ownerId: t.memberA.user.id, notes: 'Course' });

    await assess({ roles: ['provider', 'deployer'], answers: HIGH_RISK_EMPLOYMENT });
    let list = await obligations();
    expect(byArticle(list, 'Article 4')).toMatchObject({
      id: art4.id,
      status: 'in_progress',
      notes: 'Course',
      owner: { id: t.memberA.user.id },
    });
    expect(list.map((o) => o.article)).toEqual(
      expect.arrayContaining(['Article 26(1)', 'Article 26(6)', 'Article 26(11)']),
    );
    expect(list.map((o) => o.article)).not.toContain('Article 26');

    await assess({ roles: ['deployer'], answers: {} });
    list = await obligations();
    expect(list.map((o) => [o.id, o.article])).toEqual([[art4.id, 'Article 4']]);
    expect((await assessment())!.riskClass).toBe('minimal');
  });

  it('lists Article 27 while a FRIA is owed; a revisit that owes none removes it', async () => {
    await assess({
      roles: ['deployer'],
      answers: { ...HIGH_RISK_EMPLOYMENT, 'art27-public-service': true },
    });
    const fria = byArticle(await obligations(), 'Article 27');
    expect(fria).toMatchObject({ obligationId: 'art27-fria', condition: null, status: 'todo' });
    await assess({ roles: ['deployer'], answers: HIGH_RISK_EMPLOYMENT });
    expect((await obligations()).map((o) => o.article)).not.toContain('Article 27');
    expect(await db()('aiActObligations').where({ id: fria.id }).first()).toBeUndefined();
  });

  it('a stored Article 27 row of a project that owes no FRIA is not listed, and goes at the next save', async () => {
    // As the table listed Article 27 for every deployer of Annex III before the FRIA decided it.
    await assess({ roles: ['deployer'], answers: HIGH_RISK_EMPLOYMENT });
    const [stale] = await db()('aiActObligations')
      .insert({
        companyId: project.companyId,
        projectId: project.id,
        obligationId: 'art27-fria',
        status: 'not_applicable',
        notApplicableReason: 'Not a public body',
      })
      .returning('id');
    const listed = await obligations();
    expect(listed.map((o) => o.article)).not.toContain('Article 27');
    expect(listed).toHaveLength(9);

    await assess({ roles: ['deployer'], answers: HIGH_RISK_EMPLOYMENT });
    expect(await db()('aiActObligations').where({ id: stale.id }).first()).toBeUndefined();
    expect(await obligations()).toEqual(listed);
    const removal = await db()('auditEvents').where({ entityId: stale.id }).first();
    expect(removal).toMatchObject({ entity: 'ai_act_obligation', action: 'deleted' });
  });

  it('answers 400 for an unknown question or no role, and stores nothing', async () => {
    const tables = ['ai_act_assessments', 'ai_act_obligations', 'audit_events'];
    const before = await Promise.all(tables.map(count));
    const unknown = await assess({ roles: ['provider'], answers: { 'art99-made-up': true } });
    expect(unknown.status).toBe(400);
    expect(unknown.error.message).toBe(unknownAiActAnswersMessage(['art99-made-up']));
    const noRole = await assess({ roles: [], answers: {} });
    expect(noRole.status).toBe(400);
    expect(noRole.error.message).toBe(AI_ACT_ROLES_MESSAGE);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('a prohibited practice has no obligations and makes the project non compliant', async () => {
    const res = await assess({ roles: ['deployer'], answers: { 'art5-c-social-scoring': true } });
    expect(res.body).toMatchObject({
      riskClass: 'prohibited',
      euAiActStatus: 'non_compliant',
      prohibition: { article: 'Article 5', since: '2025-02-02' },
    });
    expect(await obligations()).toEqual([]);
  });
});

describe('obligations', () => {
  it('the status follows them: overdue, to do, in progress, all done, none applying', async () => {
    // High-risk private deployer: Article 4 (since 2025), Article 26 by paragraph (from 2 Dec
    // 2027); no FRIA owed, so no Article 27.
    await assess({ roles: ['deployer'], answers: HIGH_RISK_EMPLOYMENT });
    const list = await obligations();
    expect(list.map((o) => o.article)).toEqual([
      'Article 4',
      ...[1, 2, 4, 5, 6, 7, 8, 11].map((paragraph) => `Article 26(${paragraph})`),
    ]);
    expect(await statusOf()).toBe('non_compliant');
    const art4 = list[0]!;
    const art26 = list.slice(1);

    await update(art4.id, { status: 'done' });
    expect(await statusOf()).toBe('in_review');
    expect((await assessment())!.euAiActStatusReason).toBe(
      '8 obligations still to do, none overdue yet',
    );
    for (const part of art26) await update(part.id, { status: 'in_progress' });
    expect(await statusOf()).toBe('in_review');
    for (const part of art26.slice(1)) await update(part.id, { status: 'done' });
    expect(await statusOf()).toBe('in_review');
    const done = await update(art26[0]!.id, { status: 'done' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ article: 'Article 26(1)', status: 'done', overdue: false });
    expect(await statusOf()).toBe('compliant');

    await update(art4.id, { status: 'not_applicable', notApplicableReason: 'No staff use it' });
    for (const part of art26) {
      await update(part.id, { status: 'not_applicable', notApplicableReason: 'Not deployed' });
    }
    expect(await statusOf()).toBe('not_applicable');
    expect((await assessment())!.euAiActStatusReason).toBe(
      'Every obligation is marked not applicable',
    );
  });

  it('a due date passing makes the project non compliant at the nightly refresh', async () => {
    await assess({ roles: ['deployer'], answers: HIGH_RISK_EMPLOYMENT });
    const [art4] = await obligations();
    await update(art4!.id, { status: 'done' });
    expect(await statusOf()).toBe('in_review');
    await refreshEuAiActStatuses(db(), new Date('2027-12-01T12:00:00Z'));
    expect(await statusOf()).toBe('in_review');
    await refreshEuAiActStatuses(db(), new Date('2027-12-03T12:00:00Z'));
    expect(await statusOf()).toBe('non_compliant');
    const change = await db()('auditEvents')
      .where({ projectId: project.id, entity: 'project', actorType: 'system' })
      .first();
    expect(change.changes.euAiActStatus).toEqual({ before: 'in_review', after: 'non_compliant' });
  });

  it('not applicable needs a reason; the owner must be a member; a failed write changes nothing', async () => {
    await assess({ roles: ['deployer'], answers: {} });
    const [art4] = await obligations();
    const before = await Promise.all(['ai_act_obligations', 'audit_events'].map(count));
    const noReason = await update(art4!.id, { status: 'not_applicable' });
    expect(noReason.status).toBe(400);
    expect(noReason.error.message).toBe(NOT_APPLICABLE_REASON_MESSAGE);
    const stranger = await update(art4!.id, { ownerId: t.adminB.user.id });
    expect(stranger.status).toBe(400);
    expect(stranger.error.message).toBe(OBLIGATION_OWNER_MESSAGE);
    expect(await Promise.all(['ai_act_obligations', 'audit_events'].map(count))).toEqual(before);
    expect((await obligations())[0]).toMatchObject({ status: 'todo', owner: null });

    const owned = await update(art4!.id, { ownerId: t.adminA.user.id, notes: 'HR runs it' });
    expect(owned.body).toMatchObject({ owner: { id: t.adminA.user.id }, notes: 'HR runs it' });
    const cleared = await update(art4!.id, { ownerId: null });
    expect(cleared.body.owner).toBeNull();
  });
});

describe('the project and its assessment', () => {
  it('editing the purpose marks the assessment for review; a hand-picked status gives way', async () => {
    await assess({ roles: ['deployer'], answers: {} });
    await t.editProject(project.id, { name: 'Renamed', euAiActStatus: 'compliant' });
    expect(await statusOf()).toBe('non_compliant');
    expect((await assessment())!.needsReview).toBe(false);

    await t.editProject(project.id, { jobsToBeDone: 'Now it also ranks candidates' });
    expect((await assessment())!.needsReview).toBe(true);
    await assess({ roles: ['deployer'], answers: {} });
    expect((await assessment())!.needsReview).toBe(false);
  });

  it('raises the EU AI Act risks once the history is processed', async () => {
    const risksOf = async (id: string) =>
      (await db()('risks').where({ projectId: id, state: 'open' })).map((r) => r.ruleId).sort();
    await t.editProject(project.id, { status: 'active' });
    await t.processHistory();
    expect(await risksOf(project.id)).toContain('assessment-missing');

    await assess({ roles: ['deployer'], answers: { 'art5-c-social-scoring': true } });
    await t.processHistory();
    const risks = await db()('risks').where({ projectId: project.id, state: 'open' });
    expect(risks.find((r) => r.ruleId === 'prohibited-practice')?.severity).toBe('critical');
    expect(risks.map((r) => r.ruleId)).not.toContain('assessment-missing');

    await assess({ roles: ['deployer'], answers: {} });
    await t.editProject(project.id, { problemStatement: 'Screens CVs' });
    await t.processHistory();
    expect(await risksOf(project.id)).toEqual(
      expect.arrayContaining(['assessment-stale', 'obligation-overdue']),
    );
    expect(await risksOf(project.id)).not.toContain('prohibited-practice');
  });
});
