import {
  ReportDefinition,
  calendarDateOf,
  friaView,
  metricTrend,
  reportDefinitionProblems,
  DAY_MS,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiActAssessmentRow } from '../models/ai-act.ts';
import { Company } from '../models/company.ts';
import { LlmModel } from '../models/llm-model.ts';
import { Project } from '../models/project.ts';
import { User } from '../models/user.ts';
import { listObligations, planOf, presentAssessment } from '../services/compliance/ai-act.ts';
import { readProjectFria } from '../services/compliance/fria.ts';
import { companyBudgetToDate } from '../services/plan/budget.ts';
import { readPortfolioSummary } from '../services/portfolio/portfolio-summary.ts';
import { verifyPassword } from '../services/access/passwords.ts';
import { decryptSecret } from '../services/access/secrets.ts';
import { createTestConfig } from '../testing/config.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, isDatabaseEmpty, seed, type SeedResult } from './seed.ts';
import { DEMO_FRIA_PROJECT } from './seeds/demo-fria.ts';

const config = createTestConfig();
let testDb: TestDb;
let first: SeedResult;

beforeAll(async () => {
  testDb = await createTestDb();
  expect(await isDatabaseEmpty(testDb.knex)).toBe(true);
  first = await seed(testDb.knex, config);
});
afterAll(async () => {
  await testDb?.destroy();
});

async function snapshot() {
  const db = testDb.knex;
  const tables = [
    'users',
    'companies',
    'company_members',
    'projects',
    'llm_models',
    'project_llm_models',
    'invitations',
    'user_preferences',
    'project_baselines',
    'project_allocations',
    'spend_entries',
    'project_benefits',
    'ai_act_assessments',
    'ai_act_obligations',
    'project_frias',
    'milestones',
    'project_dependencies',
    'reports',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db(table).count({ n: '*' });
    counts[table] = row?.n as number;
  }
  const projects = await db('projects')
    .orderBy('name')
    .select(
      'name',
      'department',
      'status',
      'roi',
      'initialCosts',
      'runningCosts',
      'expectedReturn',
      'createdAt',
    );
  const links = await db('project_llm_models as l')
    .join('projects as p', 'p.id', 'l.projectId')
    .join('llm_models as m', 'm.id', 'l.llmModelId')
    .orderBy(['p.name', 'm.name'])
    .select('p.name as project', 'm.name as model', 'l.monthlyCost');
  return { counts, projects, links };
}

describe('demo seed', () => {
  it('creates the demo user, company, members, invitation, projects, models and links', async () => {
    expect(first.inserted).toEqual({
      users: 4,
      companies: 1,
      companyMembers: 4,
      projects: expect.any(Number),
      llmModels: 6,
      projectLlmModels: expect.any(Number),
      invitations: 1,
      userPreferences: 1,
      baselines: expect.any(Number),
      allocations: expect.any(Number),
      spendEntries: expect.any(Number),
      benefits: expect.any(Number),
      aiActAssessments: expect.any(Number),
      frias: 1,
      milestones: expect.any(Number),
      projectDependencies: expect.any(Number),
      reports: 3,
      proposals: 3,
      // A creation per project and seven revisions this month.
      historyEvents: first.inserted.projects + 7,
    });
    expect(first.inserted.projects).toBeGreaterThanOrEqual(40);
    // Capacity, Budget and On Schedule have something to show on a fresh start.
    expect(first.inserted.baselines).toBeGreaterThanOrEqual(10);
    expect(first.inserted.allocations).toBeGreaterThanOrEqual(12);
    expect(first.inserted.spendEntries).toBeGreaterThanOrEqual(10);
    expect(first.inserted.projectLlmModels).toBeGreaterThanOrEqual(40);
    expect(first.inserted.aiActAssessments).toBeGreaterThanOrEqual(15);

    const demo = await User.query(testDb.knex)
      .findOne({ email: DEMO_EMAIL })
      .withGraphFetched('[companies, preferences]');
    expect(demo?.passwordHash).toBeTruthy();
    expect(await verifyPassword(DEMO_PASSWORD, demo?.passwordHash as string)).toBe(true);
    expect(demo?.companies).toEqual([
      expect.objectContaining({
        name: 'Northwind Analytics',
        industry: 'Technology',
        size: '201-500',
        role: 'admin',
      }),
    ]);
    expect(demo?.preferences).toBeTruthy();

    const company = await Company.query(testDb.knex)
      .findById(first.companyId)
      .withGraphFetched('[members, invitations]');
    const roles = company?.members?.map((m) => m.role).sort();
    expect(roles).toEqual(['admin', 'admin', 'member', 'member']);
    expect(company?.invitations).toEqual([
      expect.objectContaining({
        email: 'jordan.lee@example.com',
        role: 'member',
        acceptedAt: null,
      }),
    ]);
    expect(company?.invitations?.[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('raises the risks its projects carry, once: a second seed opens no more', async () => {
    const risks = () =>
      testDb
        .knex('risks')
        .where({ companyId: first.companyId })
        .select('ruleId', 'state')
        .orderBy('id');
    const raised = await risks();
    expect(new Set(raised.map((risk) => risk.ruleId))).toEqual(
      // Two active projects are not assessed under the EU AI Act, two have an obligation past its
      // date (and so are active and non compliant); one person is planned at 110% this month; one
      // project has spent 25% more than planned; one milestone is past its date and not done;
      // one completed project has realised none of its return.
      new Set([
        'review-stalled',
        'llm-spend-over-running-costs',
        'assessment-missing',
        'obligation-overdue',
        'active-non-compliant',
        'milestone-overdue',
        'over-allocated',
        'over-budget',
        'value-behind',
      ]),
    );
    expect(raised.every((risk) => risk.state === 'open')).toBe(true);
    await seed(testDb.knex, config);
    expect(await risks()).toEqual(raised);
  });

  it('assesses most live projects under the EU AI Act, with obligations and derived statuses', async () => {
    const assessed = await testDb
      .knex('projects as p')
      .join('ai_act_assessments as a', 'a.projectId', 'p.id')
      .where('p.companyId', first.companyId)
      .select('p.name', 'p.aiActRiskClass', 'p.euAiActStatus', 'a.riskClass');
    expect(assessed.every((p) => p.aiActRiskClass === p.riskClass)).toBe(true);
    expect(new Set(assessed.map((p) => p.riskClass))).toEqual(
      new Set(['high_risk', 'limited', 'minimal']),
    );
    const cv = assessed.find((p) => p.name === 'CV Screening Assistant');
    expect(cv).toMatchObject({ riskClass: 'high_risk', euAiActStatus: 'in_review' });
    const obligations = await testDb
      .knex('ai_act_obligations')
      .where({ companyId: first.companyId })
      .select('status', 'ownerId');
    expect(new Set(obligations.map((o) => o.status))).toEqual(
      new Set(['todo', 'in_progress', 'done', 'not_applicable']),
    );
    expect(obligations.some((o) => o.ownerId === first.demoUserId)).toBe(true);
    // Written as the rest of the demo, without history.
    expect(
      await testDb
        .knex('audit_events')
        .where({ companyId: first.companyId })
        .whereIn('entity', ['ai_act_assessment', 'ai_act_obligation', 'project_fria']),
    ).toEqual([]);
  });

  it('gives each assessed project the obligations and status the service reads from its answers', async () => {
    const assessments = await AiActAssessmentRow.query(testDb.knex).where({
      companyId: first.companyId,
    });
    for (const assessment of assessments) {
      const project = await Project.query(testDb.knex).findById(assessment.projectId);
      const listed = await listObligations(testDb.knex, assessment.projectId);
      expect(listed.map((o) => o.obligationId).sort(), project!.name).toEqual(
        planOf(assessment)
          .plan.obligations.map((o) => o.id)
          .sort(),
      );
      const { euAiActStatus } = await presentAssessment(testDb.knex, assessment);
      expect(project!.euAiActStatus, project!.name).toBe(euAiActStatus);
    }
  });

  it('shows a FRIA at work: a credit scoring project owes one, drafted and not yet approved', async () => {
    const project = await Project.query(testDb.knex).findOne({
      companyId: first.companyId,
      name: DEMO_FRIA_PROJECT,
    });
    expect(project).toMatchObject({ status: 'planning', euAiActStatus: 'in_review' });
    const obligations = await listObligations(testDb.knex, project!.id);
    expect(obligations.find((o) => o.obligationId === 'art27-fria')).toMatchObject({
      status: 'in_progress',
    });

    const fria = friaView({ ...(await readProjectFria(testDb.knex, project!)), admin: false });
    expect(fria.requirement).toMatchObject({
      required: true,
      reasons: [expect.objectContaining({ article: 'Article 27(1) and Annex III point 5(b)' })],
    });
    expect(fria).toMatchObject({ state: 'draft', approval: null, notification: null });
    // Parts kept as the records pre-filled them, parts written for it, and parts still blank.
    const parts = Object.fromEntries(fria.parts.map((part) => [part.key, part]));
    expect(parts.processes).toMatchObject({
      source: 'Project record: problem statement, jobs to be done, department',
      prefill: null,
    });
    expect(parts.oversight).toMatchObject({
      text: 'Business owner, answerable for how the system is used: Kenji Watanabe.',
      source: 'Project record: business owner',
    });
    for (const key of ['affected', 'risks'])
      expect(parts[key]).toMatchObject({ text: expect.stringMatching(/\w/), source: null });
    // Blank: the period with the project's dates offered beside it, the measures with nothing.
    expect(parts.period).toMatchObject({
      text: '',
      prefill: { source: 'Project record: start date, target date' },
    });
    expect(parts.measures).toMatchObject({ text: '', prefill: null });
    // Not approved: the project is kept from going Active.
    expect(fria.activation).toMatch(/^This project cannot be moved to Active yet\./);
  });

  it('opens /proposals on a queue: three proposals of colleagues, tiered and scored on entry, one rejected', async () => {
    const proposals = await testDb
      .knex('proposals')
      .where({ companyId: first.companyId })
      .orderBy('name')
      .select('name', 'tier', 'state', 'score', 'rejectionReason');
    expect(proposals).toEqual([
      expect.objectContaining({ name: 'Interview Shortlist Ranker', tier: 'high', score: null }),
      expect.objectContaining({ name: 'Returns Chatbot', tier: 'limited', state: 'rejected' }),
      expect.objectContaining({ name: 'Supplier Invoice Matching', tier: 'minimal', score: 5.2 }),
    ]);
    expect(proposals[1]!.rejectionReason).toMatch(/^The Order Status Chatbot/);
    const actions = await testDb
      .knex('audit_events')
      .where({ companyId: first.companyId, entity: 'proposal' })
      .pluck('action');
    expect(actions.sort()).toEqual(['rejected', 'submitted', 'submitted', 'submitted']);
  });

  it('has a history months back, so every trend of the dashboard moves this month', async () => {
    const now = new Date();
    const { summary: figures } = await readPortfolioSummary(testDb.knex, first.companyId, now);
    const lastMonth = figures.trends.lastMonth;
    expect(lastMonth).not.toBeNull();
    for (const metric of ['totalProjects', 'totalInvestment', 'averageRoi'] as const) {
      const trend = metricTrend(metric, figures, lastMonth);
      expect(trend, metric).toMatchObject({ kind: 'change' });
      expect((trend as { amount: number }).amount, metric).not.toBe(0);
    }
    expect(lastMonth!.fullyCompliant).toBeLessThan(figures.fullyCompliant);
    // Every project has its creation in the history, at the day it was created.
    const created = await testDb
      .knex('audit_events as e')
      .join('projects as p', 'p.id', testDb.knex.raw('e.entity_id::uuid'))
      .where({ 'e.companyId': first.companyId, 'e.entity': 'project', 'e.action': 'created' })
      .select('e.at', 'p.createdAt');
    expect(created.length).toBeGreaterThanOrEqual(40);
    expect(created.every((e) => e.at.getTime() === e.createdAt.getTime())).toBe(true);
    const oldest = Math.min(...created.map((e) => e.at.getTime()));
    expect(now.getTime() - oldest).toBeGreaterThan(180 * DAY_MS);
  });

  it('spends about what its plan says to date, builds and finished projects included', async () => {
    const [builds] = await testDb
      .knex('spend_entries')
      .where({ companyId: first.companyId, category: 'vendor' })
      .count({ n: '*' });
    expect(Number(builds!.n)).toBeGreaterThanOrEqual(10);
    const { planned, variance } = await companyBudgetToDate(testDb.knex, first.companyId);
    // Within 5% of the plan either side, over the whole portfolio.
    expect(Math.abs(Number(variance))).toBeLessThan(Number(planned) * 0.05);
  });

  it('gives dated projects milestones, baselined with them, and planning projects a predecessor that ends first', async () => {
    const milestones = await testDb
      .knex('milestones')
      .where({ companyId: first.companyId })
      .select('projectId', 'dueDate', 'done');
    expect(milestones.length).toBeGreaterThanOrEqual(30);
    expect(milestones.some((m) => m.done) && milestones.some((m) => !m.done)).toBe(true);
    const baselines = await testDb
      .knex('project_baselines')
      .where({ companyId: first.companyId })
      .select('projectId', 'milestones');
    for (const baseline of baselines) {
      expect(baseline.milestones).toHaveLength(
        milestones.filter((m) => m.projectId === baseline.projectId).length,
      );
    }
    const pairs = await testDb
      .knex('project_dependencies as d')
      .join('projects as later', 'later.id', 'd.projectId')
      .join('projects as before', 'before.id', 'd.dependsOnProjectId')
      .where('d.companyId', first.companyId)
      .select('later.startDate as starts', 'before.targetDate as ends');
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    for (const { starts, ends } of pairs) expect(ends <= starts).toBe(true);
  });

  it('saves reports that the contract takes: two of the demo user, one shared by a colleague', async () => {
    const reports = await testDb.knex('reports').where({ companyId: first.companyId });
    for (const report of reports) {
      expect(checkFields(ReportDefinition, report.definition)).toEqual({});
      expect(reportDefinitionProblems(report.definition)).toEqual([]);
    }
    expect(reports.filter((r) => r.createdBy === first.demoUserId)).toHaveLength(2);
    expect(reports.find((r) => r.createdBy !== first.demoUserId)?.visibility).toBe('shared');
  });

  it('dates its schedule from the day it is seeded: only completed projects have ended', async () => {
    const today = calendarDateOf(new Date());
    const projects = await Project.query(testDb.knex).where({ companyId: first.companyId });
    const dated = projects.filter((p) => p.targetDate !== null);
    expect(dated.length).toBeGreaterThan(projects.length / 2);
    expect(projects.some((p) => p.targetDate === null)).toBe(true);
    for (const p of dated) {
      expect(p.startDate! <= p.targetDate!).toBe(true);
      expect(p.targetDate! < today).toBe(p.status === 'completed');
      if (p.status === 'planning') expect(p.startDate! > today).toBe(true);
    }
  });

  it('covers every department, status and compliance state, with some money unknown', async () => {
    const projects = await Project.query(testDb.knex).where({ companyId: first.companyId });
    const distinct = (pick: (p: Project) => string) => [...new Set(projects.map(pick))].sort();
    expect(distinct((p) => p.department)).toEqual([
      'Customer Service',
      'Finance',
      'HR',
      'IT',
      'Legal',
      'Marketing',
      'Operations',
      'Product',
      'R&D',
      'Sales',
    ]);
    expect(distinct((p) => p.status)).toEqual([
      'active',
      'completed',
      'in_progress',
      'on_hold',
      'planning',
    ]);
    const compliance = ['compliant', 'in_review', 'non_compliant', 'not_applicable'];
    expect(distinct((p) => p.euAiActStatus)).toEqual(compliance);
    expect(distinct((p) => p.gdprStatus)).toEqual(compliance);
    expect(distinct((p) => p.doraStatus)).toEqual(compliance);
    expect(projects.some((p) => p.initialCosts === null)).toBe(true);
    expect(projects.some((p) => p.roi === null)).toBe(true);
    expect(projects.filter((p) => p.jobsToBeDone).length).toBeGreaterThan(5);
    expect(projects.filter((p) => p.notes).length).toBeGreaterThan(5);
    for (const p of projects) {
      for (const value of [p.initialCosts, p.runningCosts, p.expectedReturn, p.roi]) {
        if (value !== null) expect(value).toMatch(/^-?\d+\.\d{2}$/);
      }
    }
  });

  it('stores encrypted API keys of six vendors', async () => {
    const models = await LlmModel.query(testDb.knex).where({ companyId: first.companyId });
    expect(models.map((m) => m.vendor).sort()).toEqual([
      'Anthropic',
      'Cohere',
      'Google (Gemini)',
      'Meta (Llama)',
      'Mistral',
      'OpenAI',
    ]);
    for (const model of models) {
      expect(model.apiKey).toMatch(/^v1:/);
      expect(decryptSecret(model.apiKey, config.secretsKey)).toMatch(/demo[0-9a-f]{40}$/);
    }
  });

  it('is idempotent: a second run inserts nothing and changes nothing', async () => {
    const before = await snapshot();
    const second = await seed(testDb.knex, config);
    expect(second.companyId).toBe(first.companyId);
    expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('fills in what is missing after a partial delete', async () => {
    const before = await snapshot();
    await testDb.knex('projects').where({ name: 'Lead Scoring Model' }).delete();
    const third = await seed(testDb.knex, config);
    expect(third.inserted.projects).toBe(1);
    expect(third.inserted.projectLlmModels).toBeGreaterThanOrEqual(1);
    expect(await snapshot()).toEqual(before);
  });
});
