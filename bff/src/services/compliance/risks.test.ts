import { addDays, calendarDateOf, formatCalendarDate, DAY_MS } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { readEventStream } from '../../testing/event-stream.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { evaluateAllProjects, evaluateProjects } from './risks.ts';

const t = setupTwoCompanies();
const { api, db } = t;

/**
 * Active projects here have no EU AI Act assessment: that rule (tested with the assessment
 * routes) is left out of what these tests read.
 */
const UNASSESSED = 'assessment-missing';
const risksIn = (where: Record<string, string>) =>
  db()('risks').where(where).whereNot('ruleId', UNASSESSED);

/** The project's risks as stored, oldest first. */
const risksOf = (projectId: string) =>
  risksIn({ projectId }).orderBy('createdAt').select('ruleId', 'state', 'id');

/** The history's risk events of a project, oldest first. */
const riskEvents = (projectId: string) =>
  db()('auditEvents')
    .where({ projectId, entity: 'risk' })
    .whereNot('entityLabel', 'No EU AI Act assessment')
    .orderBy('id')
    .select('action', 'actorType', 'entityLabel', 'companyId');

/** A live project of A that breaks no rule, with its evaluations so far done. */
async function quietProject(fields: Parameters<typeof t.projectOfA>[0] = {}) {
  const project = await t.projectOfA({ status: 'planning', ...fields });
  await t.processHistory();
  return project;
}

describe('risks raise themselves after a write', () => {
  it('a project made active while non-compliant opens a high risk, as the product, on the history', async () => {
    const project = await quietProject({ roi: '40' });
    await t.editProject(project.id, { status: 'active', euAiActStatus: 'non_compliant' });
    expect(await risksOf(project.id)).toEqual([]);
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([
      { ruleId: 'active-non-compliant', state: 'open' },
    ]);
    expect(await riskEvents(project.id)).toEqual([
      {
        action: 'opened',
        actorType: 'system',
        entityLabel: 'Active while non-compliant with the EU AI Act',
        companyId: t.companyA.id,
      },
    ]);
    // Its own events are not evaluated again: nothing more happens.
    expect(await t.processHistory()).toBe(0);
  });

  it('resolves itself once the fix is made', async () => {
    const project = await quietProject({ roi: '40' });
    await t.editProject(project.id, { status: 'active', euAiActStatus: 'non_compliant' });
    await t.processHistory();
    await t.editProject(project.id, { euAiActStatus: 'compliant' });
    await t.processHistory();
    const [risk] = await risksIn({ projectId: project.id });
    expect(risk).toMatchObject({ state: 'resolved' });
    expect(risk.resolvedAt).toBeInstanceOf(Date);
    expect((await riskEvents(project.id)).map((e) => e.action)).toEqual(['opened', 'resolved']);
  });

  it('announces risk.opened on the company event stream', async () => {
    const project = await quietProject({ roi: '40' });
    const stream = await readEventStream(t.server.baseUrl, t.companyA.id, {
      Cookie: t.adminA.cookie,
    });
    try {
      await t.editProject(project.id, { status: 'active', euAiActStatus: 'non_compliant' });
      expect((await stream.next()).event).toBe('project.updated');
      await t.processHistory();
      const opened = await stream.next();
      expect(opened.event).toBe('risk.opened');
      expect(opened.data).toMatchObject({ projectId: project.id, actor: { type: 'system' } });
    } finally {
      stream.close();
    }
  });

  it('raises roi-missing for an active project without ROI, and resolves it when ROI is entered', async () => {
    const project = await quietProject({ roi: null });
    await t.editProject(project.id, { status: 'completed' });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([{ ruleId: 'roi-missing', state: 'open' }]);
    await t.editProject(project.id, { roi: '12.5' });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([{ ruleId: 'roi-missing', state: 'resolved' }]);
  });

  it('raises llm-spend-over-running-costs when a model link costs more than the running costs', async () => {
    const project = await quietProject({ runningCosts: '500' });
    const model = await t.modelOfA();
    await t.linkModel(project.id, { llmModelId: model.id, monthlyCost: '800' });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([
      { ruleId: 'llm-spend-over-running-costs', state: 'open' },
    ]);
    await t.editProject(project.id, { runningCosts: '1000' });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([{ state: 'resolved' }]);
  });

  it('raises llm-model-removed when a model it used is deleted, not when a person unlinks one', async () => {
    const project = await quietProject();
    const [kept, deleted] = [await t.modelOfA(), await t.modelOfA({ name: 'Retired model' })];
    const link = (llmModelId: string) => t.linkModel(project.id, { llmModelId });
    const unlinked = await link(kept.id);
    await link(deleted.id);
    await api.ok('removeProjectLlmModel', {
      params: { linkId: unlinked.id },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect(await risksOf(project.id)).toEqual([]);

    await api.ok('deleteLlmModel', { params: { id: deleted.id }, cookie: t.adminA.cookie });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([
      { ruleId: 'llm-model-removed', state: 'open' },
    ]);

    // A replacement model linked afterwards: the project has been seen to.
    await link(kept.id);
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([
      { ruleId: 'llm-model-removed', state: 'resolved' },
    ]);
  });

  it('resolves every risk of a project when it is archived', async () => {
    const project = await quietProject({ roi: null });
    await t.editProject(project.id, { status: 'active', euAiActStatus: 'non_compliant' });
    await t.processHistory();
    expect(await risksOf(project.id)).toHaveLength(2);
    await api.ok('archiveProject', { params: { id: project.id }, cookie: t.memberA.cookie });
    await t.processHistory();
    expect((await risksOf(project.id)).map((r) => r.state)).toEqual(['resolved', 'resolved']);
  });

  it('a failed write opens nothing', async () => {
    const project = await quietProject({ roi: '10' });
    const refused = await api.call('updateProject', {
      params: { id: project.id },
      body: { status: 'active', euAiActStatus: 'non_compliant', name: '' },
      cookie: t.memberA.cookie,
    });
    expect(refused.status).toBe(400);
    expect(await t.processHistory()).toBe(0);
    expect(await risksOf(project.id)).toEqual([]);
  });
});

describe('an acknowledged risk', () => {
  async function acknowledgedRisk() {
    const project = await quietProject({ roi: '40' });
    await t.editProject(project.id, { status: 'active', euAiActStatus: 'non_compliant' });
    await t.processHistory();
    const [risk] = await risksOf(project.id);
    await api.ok('acknowledgeRisk', {
      params: { id: risk!.id },
      body: { note: 'Legal signs off on Friday' },
      cookie: t.memberA.cookie,
    });
    return { project, risk: risk! };
  }

  it('stays quiet while the project does not change, even nightly', async () => {
    const { project } = await acknowledgedRisk();
    await t.processHistory();
    await evaluateAllProjects(db());
    expect(await risksOf(project.id)).toMatchObject([{ state: 'acknowledged' }]);
    expect((await riskEvents(project.id)).map((e) => e.action)).toEqual(['opened', 'acknowledged']);
  });

  it('opens again when the project changes and the rule still holds', async () => {
    const { project, risk } = await acknowledgedRisk();
    await t.editProject(project.id, { notes: 'Launched in two more countries' });
    await t.processHistory();
    expect(await risksOf(project.id)).toEqual([
      { ruleId: 'active-non-compliant', state: 'open', id: risk.id },
    ]);
    expect((await riskEvents(project.id)).map((e) => e.action)).toEqual([
      'opened',
      'acknowledged',
      'opened',
    ]);
  });

  it('resolves when the change fixes it', async () => {
    const { project } = await acknowledgedRisk();
    await t.editProject(project.id, { status: 'on_hold' });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([{ state: 'resolved' }]);
  });
});

describe('review-stalled and the nightly evaluation', () => {
  it('opens once a status has been in review for more than 30 days, and resolves with the outcome', async () => {
    const project = await quietProject();
    await t.editProject(project.id, { gdprStatus: 'in_review' });
    await t.processHistory();
    expect(await risksOf(project.id)).toEqual([]);

    await evaluateAllProjects(db(), new Date(Date.now() + 29 * DAY_MS));
    expect(await risksOf(project.id)).toEqual([]);
    await evaluateAllProjects(db(), new Date(Date.now() + 31 * DAY_MS));
    expect(await risksOf(project.id)).toMatchObject([{ ruleId: 'review-stalled', state: 'open' }]);

    await t.editProject(project.id, { gdprStatus: 'compliant' });
    await t.processHistory();
    expect(await risksOf(project.id)).toMatchObject([{ state: 'resolved' }]);
  });

  it('counts the review from the change in the history, not from the project’s creation', async () => {
    const longAgo = new Date(Date.now() - 60 * DAY_MS);
    // Created two months ago with no history (as data from before the history was kept).
    const inReviewSinceCreation = await t.projectOfA({ gdprStatus: 'in_review' });
    const putInReviewToday = await t.projectOfA({ doraStatus: 'compliant' });
    await db()('projects')
      .whereIn('id', [inReviewSinceCreation.id, putInReviewToday.id])
      .update({ createdAt: longAgo });
    await t.editProject(putInReviewToday.id, { doraStatus: 'in_review' });
    await t.processHistory();
    await evaluateAllProjects(db());
    expect(await risksOf(inReviewSinceCreation.id)).toMatchObject([
      { ruleId: 'review-stalled', state: 'open' },
    ]);
    expect(await risksOf(putInReviewToday.id)).toEqual([]);
  });
});

describe('the schedule rules', () => {
  /** The calendar date `days` from today (the consumer evaluates on today's date). */
  const day = (days: number) => addDays(calendarDateOf(new Date()), days);
  const ruleStates = async (projectId: string) =>
    (await risksOf(projectId)).map(({ ruleId, state }) => ({ ruleId, state }));

  it('a milestone past its due date raises milestone-overdue; ticking it done clears it', async () => {
    const project = await quietProject({ startDate: day(-30), targetDate: day(60) });
    const { body: milestone } = await api.ok('createMilestone', {
      params: { id: project.id },
      body: { name: 'Pilot', dueDate: day(0) },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    // Due today is not overdue yet.
    expect(await risksOf(project.id)).toEqual([]);
    await api.ok('updateMilestone', {
      params: { id: milestone.id },
      body: { dueDate: day(-1) },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect(await ruleStates(project.id)).toEqual([{ ruleId: 'milestone-overdue', state: 'open' }]);
    await api.ok('updateMilestone', {
      params: { id: milestone.id },
      body: { done: true },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect(await ruleStates(project.id)).toEqual([
      { ruleId: 'milestone-overdue', state: 'resolved' },
    ]);
  });

  it('carries its specifics: the overdue milestones with their dates, kept current without a history entry', async () => {
    const project = await quietProject({ startDate: day(-30), targetDate: day(60) });
    const milestone = (name: string, dueDate: string) =>
      api.ok('createMilestone', {
        params: { id: project.id },
        body: { name, dueDate },
        cookie: t.memberA.cookie,
      });
    await milestone('Pilot', day(-2));
    await t.processHistory();
    const listed = async () =>
      (
        await api.ok('listRisks', {
          ...t.ofA(),
          query: { projectId: project.id, rule: 'milestone-overdue' },
          cookie: t.memberA.cookie,
        })
      ).body.risks.map((risk) => risk.details);
    const date = (days: number) => formatCalendarDate(day(days));
    expect(await listed()).toEqual([[`Pilot: due ${date(-2)}`]]);
    const events = (await riskEvents(project.id)).length;

    await milestone('Data ready', day(-1));
    await t.processHistory();
    expect(await listed()).toEqual([[`Pilot: due ${date(-2)}`, `Data ready: due ${date(-1)}`]]);
    // The same risk, the same state: its history does not grow.
    expect((await riskEvents(project.id)).length).toBe(events);
  });

  it('a deleted overdue milestone clears its risk', async () => {
    const project = await quietProject();
    const { body: milestone } = await api.ok('createMilestone', {
      params: { id: project.id },
      body: { name: 'Late', dueDate: day(-3) },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect(await ruleStates(project.id)).toEqual([{ ruleId: 'milestone-overdue', state: 'open' }]);
    await api.ok('deleteMilestone', { params: { id: milestone.id }, cookie: t.memberA.cookie });
    await t.processHistory();
    expect(await ruleStates(project.id)).toEqual([
      { ruleId: 'milestone-overdue', state: 'resolved' },
    ]);
  });

  it('a target more than 14 days past the baseline raises slipped-against-baseline; a new baseline clears it', async () => {
    const project = await quietProject({ startDate: day(-10), targetDate: day(30) });
    await api.ok('setProjectBaseline', { params: { id: project.id }, cookie: t.memberA.cookie });
    await t.editProject(project.id, { targetDate: day(44) });
    await t.processHistory();
    // Exactly 14 days late is within the tolerance.
    expect(await risksOf(project.id)).toEqual([]);
    await t.editProject(project.id, { targetDate: day(45) });
    await t.processHistory();
    expect(await ruleStates(project.id)).toEqual([
      { ruleId: 'slipped-against-baseline', state: 'open' },
    ]);
    await api.ok('setProjectBaseline', { params: { id: project.id }, cookie: t.memberA.cookie });
    await t.processHistory();
    expect(await ruleStates(project.id)).toEqual([
      { ruleId: 'slipped-against-baseline', state: 'resolved' },
    ]);
  });

  it('a dependency that ends after the project starts raises dependency-late, on either end’s change', async () => {
    const waiting = await quietProject({ startDate: day(30), targetDate: day(120) });
    const awaited = await quietProject({ startDate: day(-20), targetDate: day(60) });
    const { body: dependency } = await api.ok('addProjectDependency', {
      params: { id: waiting.id },
      body: { dependsOnProjectId: awaited.id },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect(await ruleStates(waiting.id)).toEqual([{ ruleId: 'dependency-late', state: 'open' }]);
    expect(await risksOf(awaited.id)).toEqual([]);

    // The project it waits for is brought forward to end the day it starts: the risk clears,
    // though nothing of the waiting project changed.
    await t.editProject(awaited.id, { targetDate: day(30) });
    await t.processHistory();
    expect(await ruleStates(waiting.id)).toEqual([
      { ruleId: 'dependency-late', state: 'resolved' },
    ]);

    // Moved back, it raises again; once the dependency is removed, it clears.
    await t.editProject(awaited.id, { targetDate: day(31) });
    await t.processHistory();
    expect((await ruleStates(waiting.id)).at(-1)).toEqual({
      ruleId: 'dependency-late',
      state: 'open',
    });
    await api.ok('removeProjectDependency', {
      params: { id: dependency.id },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect((await ruleStates(waiting.id)).map((r) => r.state)).toEqual(['resolved', 'resolved']);
  });

  it('a dependency that is completed holds nobody up', async () => {
    const waiting = await quietProject({ startDate: day(5), targetDate: day(120) });
    const awaited = await quietProject({ status: 'in_progress', targetDate: day(60) });
    await api.ok('addProjectDependency', {
      params: { id: waiting.id },
      body: { dependsOnProjectId: awaited.id },
      cookie: t.memberA.cookie,
    });
    await t.processHistory();
    expect(await ruleStates(waiting.id)).toEqual([{ ruleId: 'dependency-late', state: 'open' }]);
    await t.editProject(awaited.id, { status: 'completed', roi: '20' });
    await t.processHistory();
    expect(await ruleStates(waiting.id)).toEqual([
      { ruleId: 'dependency-late', state: 'resolved' },
    ]);
  });

  it('the nightly evaluation raises target-date-passed once the day has passed, as of its one date', async () => {
    const late = await quietProject({ status: 'in_progress', targetDate: day(5) });
    const done = await quietProject({ status: 'completed', roi: '30', targetDate: day(5) });
    const asOf = (days: number) => new Date(`${day(days)}T12:00:00.000Z`);
    await evaluateAllProjects(db(), asOf(5));
    expect(await risksOf(late.id)).toEqual([]);
    await evaluateAllProjects(db(), asOf(6));
    expect(await ruleStates(late.id)).toEqual([{ ruleId: 'target-date-passed', state: 'open' }]);
    expect(await risksOf(done.id)).toEqual([]);
    expect(await risksIn({ projectId: late.id }).select('severity')).toEqual([
      { severity: 'high' },
    ]);
  });
});

describe('tenancy', () => {
  it('evaluates a company’s projects only within that company', async () => {
    const project = await quietProject({ roi: '40' });
    await t.editProject(project.id, { status: 'active', euAiActStatus: 'non_compliant' });
    await t.processHistory();
    // Company B evaluating A's project id changes nothing.
    await evaluateProjects({ db: db() }, t.companyB.id, [project.id]);
    const [risk] = await risksIn({ projectId: project.id });
    expect(risk.companyId).toBe(t.companyA.id);
    expect(await risksIn({ companyId: t.companyB.id })).toEqual([]);
  });
});
