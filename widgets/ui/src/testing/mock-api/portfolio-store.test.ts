import { describe, expect, it, vi } from 'vitest';
import {
  ERROR_CODES,
  FRIA_MESSAGES,
  FRIA_PART_KEYS,
  todayCalendarDate,
  type ProjectFriaBody,
} from '@portfolio/contracts';
import { demoPortfolio, demoProjects, sharedDemoPortfolio } from '../demo-data/demo-portfolio';
import { makeMembership, makeProject } from '../demo-data/fixtures';
import { createPortfolioStore, portfolioHandlers } from './portfolio-store';
import { server } from '../server';

const companyId = makeMembership().id;
const base = `https://portfolio.example/api/companies/${companyId}`;

describe('the in-memory portfolio', () => {
  it('filters, sorts and pages like the BFF, with the total of the filtered list', () => {
    const store = createPortfolioStore([
      makeProject({ id: crypto.randomUUID(), name: 'Bravo', roi: '10.00' }),
      makeProject({ id: crypto.randomUUID(), name: 'alpha', roi: null }),
      makeProject({ id: crypto.randomUUID(), name: 'Charlie', roi: '30.00', status: 'planning' }),
      makeProject({
        id: crypto.randomUUID(),
        name: 'Gone',
        archivedAt: '2026-01-01T00:00:00.000Z',
      }),
      makeProject({ id: crypto.randomUUID(), name: 'Elsewhere', companyId: crypto.randomUUID() }),
    ]);
    const names = (query: Parameters<typeof store.list>[1]) =>
      store.list(companyId, query).rows.map((p) => p.name);

    expect(names({ sort: 'name' })).toEqual(['alpha', 'Bravo', 'Charlie']);
    // Without an ROI comes last in both directions.
    expect(names({ sort: 'roi' })).toEqual(['Bravo', 'Charlie', 'alpha']);
    expect(names({ sort: '-roi' })).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(names({ q: 'CHAR' })).toEqual(['Charlie']);
    expect(names({ status: 'planning' })).toEqual(['Charlie']);
    expect(names({ archived: true })).toEqual(['Gone']);
    expect(store.list(companyId, { sort: 'name', limit: 1, offset: 1 })).toMatchObject({
      rows: [{ name: 'Bravo' }],
      total: 3,
    });
    expect(store.summary(companyId).totalProjects).toBe(3);
  });

  it('creates, updates, archives once and restores', () => {
    const store = createPortfolioStore();
    const created = store.create(companyId, {
      name: 'New',
      problemStatement: 'A problem',
      department: 'IT',
      businessOwner: 'Sam',
    });
    expect(created).toMatchObject({ status: 'planning', roi: null, archivedAt: null, companyId });
    expect(store.update(created.id, { roi: '12.50' })?.roi).toBe('12.50');
    const archivedAt = store.archive(created.id)?.archivedAt;
    expect(archivedAt).toEqual(expect.any(String));
    expect(store.archive(created.id)?.archivedAt).toBe(archivedAt);
    expect(store.restore(created.id)?.archivedAt).toBeNull();
    expect(store.update(crypto.randomUUID(), { roi: '1.00' })).toBeUndefined();
  });

  it('answers the list with X-Total-Count and a missing project with 404', async () => {
    server.use(...portfolioHandlers(demoProjects()));
    const list = await fetch(`${base}/projects?limit=2&sort=name`);
    expect(list.headers.get('X-Total-Count')).toBe('7');
    expect(await list.json()).toHaveLength(2);
    const missing = await fetch(`https://portfolio.example/api/projects/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
  });

  it('raises and resolves risks by the contract’s rules, and keeps an acknowledged one quiet until a change', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-06-01T10:00:00.000Z'));
      const store = createPortfolioStore([
        makeProject({ status: 'active', euAiActStatus: 'non_compliant', roi: '20.00' }),
      ]);
      // Active without an EU AI Act assessment: `assessment-missing` (medium) holds too.
      expect(store.risks(companyId).counts).toEqual({ critical: 0, high: 1, medium: 1, low: 0 });
      const rule = 'active-non-compliant' as const;
      const open = store.risks(companyId, { rule });
      const [risk] = open.risks;
      expect(risk).toMatchObject({ rule: { id: 'active-non-compliant' }, state: 'open' });

      vi.setSystemTime(new Date('2026-06-01T11:00:00.000Z'));
      expect(store.acknowledgeRisk(risk!.id, ' Sign-off Friday ')).toMatchObject({
        state: 'acknowledged',
        acknowledgementNote: 'Sign-off Friday',
      });
      expect(store.risks(companyId, { state: 'acknowledged' }).total).toBe(1);

      vi.setSystemTime(new Date('2026-06-01T12:00:00.000Z'));
      store.update(makeProject().id, { notes: 'Rolled out to Spain' });
      expect(store.risks(companyId, { rule }).risks).toMatchObject([
        { id: risk!.id, state: 'open' },
      ]);

      store.update(makeProject().id, { euAiActStatus: 'compliant' });
      expect(store.risks(companyId, { rule }).total).toBe(0);
      expect(store.risks(companyId, { state: 'resolved' }).risks).toMatchObject([{ id: risk!.id }]);
      expect(store.acknowledgeRisk(risk!.id, 'Too late')).toBe('resolved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises evidence-expired once an obligation’s evidence has all expired, and resolves it when re-evidenced', () => {
    const project = makeProject({ id: crypto.randomUUID(), status: 'planning' });
    const store = createPortfolioStore([project]);
    const obligation = { id: crypto.randomUUID(), companyId, projectId: project.id };
    store.evidence.addObligation(obligation);
    const raised = () =>
      store.risks(companyId).risks.some((risk) => risk.rule.id === 'evidence-expired');
    store.evidence.add(obligation, { url: 'https://wiki.example/old', expiresAt: '2025-01-31' });
    expect(raised()).toBe(true);
    store.evidence.add(obligation, { url: 'https://wiki.example/new', expiresAt: null });
    expect(raised()).toBe(false);
  });

  it('gives every dev handler the same demo portfolio, and tests a fresh one each', () => {
    expect(sharedDemoPortfolio()).toBe(sharedDemoPortfolio());
    expect(demoPortfolio()).not.toBe(demoPortfolio());
    expect(demoProjects().map((p) => p.id)).toEqual(demoProjects().map((p) => p.id));
  });

  it('answers custom reports from the portfolio: runs, two demo reports, 400, 409, CSV', async () => {
    server.use(...portfolioHandlers(demoPortfolio()));
    const post = (path: string, body: unknown, method = 'POST') =>
      fetch(`${base}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const run = await post('/reports/run', {
      columns: [],
      groupBy: ['status'],
      measures: [{ fn: 'count' }],
    });
    const result = await run.json();
    expect(result.columns.map((c: { key: string }) => c.key)).toEqual(['status', 'count']);
    const live = demoProjects().filter((p) => p.archivedAt === null).length;
    expect(result.rows.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(live);
    expect((await post('/reports/run', { columns: [], groupBy: ['name'] })).status).toBe(400);

    const saved = await (await fetch(`${base}/reports`)).json();
    expect(saved.map((r: { name: string }) => r.name)).toEqual([
      'Investment by department',
      'Pipeline by quarter',
    ]);
    const again = await post('/reports', {
      name: 'investment by department',
      visibility: 'shared',
      definition: { columns: ['name'] },
    });
    expect(again.status).toBe(409);
    const csv = await fetch(
      `https://portfolio.example/api/reports/${saved[0].id}/export?format=csv`,
    );
    expect(csv.headers.get('Content-Disposition')).toMatch(/investment-by-department/);
    expect(await csv.text()).toMatch(/^\uFEFF?Department,Count,Sum of Total Investment/);
  });
});

describe('the EU AI Act in the store', () => {
  it('derives the status from the obligations, ignores the form once assessed, marks review', () => {
    const store = createPortfolioStore([makeProject({ euAiActStatus: 'compliant' })]);
    const project = store.all()[0]!;
    const saved = store.aiAct.save(project, { roles: ['deployer'], answers: {} });
    expect(saved).toMatchObject({ riskClass: 'minimal', euAiActStatus: 'non_compliant' });
    expect(store.get(project.id)!.euAiActStatus).toBe('non_compliant');
    const [literacy] = store.aiAct.list(project.id);
    expect(store.aiAct.update(literacy!.id, { status: 'not_applicable' })).toMatchObject({
      status: 400,
    });
    store.aiAct.update(literacy!.id, { status: 'done' });
    expect(store.get(project.id)!.euAiActStatus).toBe('compliant');
    store.update(project.id, { euAiActStatus: 'in_review', problemStatement: 'New purpose' });
    expect(store.get(project.id)!.euAiActStatus).toBe('compliant');
    expect(store.aiAct.get(project.id)!.needsReview).toBe(true);
    expect(store.risks(companyId).risks.map((r) => r.rule.id)).toContain('assessment-stale');
  });

  it('refuses a FRIA’s approver who is no member and a member’s override as the BFF does', () => {
    const store = createPortfolioStore([makeProject({ status: 'planning' })]);
    const project = store.all()[0]!;
    // Deployed to score creditworthiness (Annex III point 5(b)): a FRIA is owed.
    store.aiAct.save(project, {
      roles: ['deployer'],
      answers: { 'annex3-5b-creditworthiness': true },
    });
    store.fria.save(
      project,
      Object.fromEntries(FRIA_PART_KEYS.map((key) => [key, `The ${key}`])) as ProjectFriaBody,
    );
    expect(
      store.fria.approve(project, {
        approverId: crypto.randomUUID(),
        approvedOn: todayCalendarDate(),
      }),
    ).toEqual({
      status: 400,
      message: FRIA_MESSAGES.approverNotMember,
      code: ERROR_CODES.validation,
      details: [{ field: 'approverId', message: FRIA_MESSAGES.approverNotMember }],
    });
    store.fria.viewAs('member');
    expect(
      store.fria.activation(project, { status: 'active', friaOverrideReason: 'Pilot only' }),
    ).toEqual({
      status: 403,
      message: FRIA_MESSAGES.overrideForbidden,
      code: ERROR_CODES.forbidden,
    });
  });

  it('gives the demo a high-risk project with obligations in every state', () => {
    const store = demoPortfolio();
    const screening = store.all().find((p) => p.name === 'Resume Screening Assistant')!;
    expect(store.aiAct.get(screening.id)!.riskClass).toBe('high_risk');
    const statuses = new Set(store.aiAct.list(screening.id).map((o) => o.status));
    expect([...statuses].sort()).toEqual(['done', 'in_progress', 'not_applicable', 'todo']);
  });
});
