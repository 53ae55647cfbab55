import {
  COMPLIANCE_STATUSES,
  PROJECT_STATUSES,
  summarizePortfolio,
  type Project,
  MINUTE_MS,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { presentProject, type ProjectRow } from '../../presenters/portfolio/project.ts';
import { seededRandom } from '../../testing/seeded-random.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

// Names whose order differs between collations: "C" (code point) puts "IT" < "R&D" < "it" <
// "Ärzte"; a natural-language collation would not.
const DEPARTMENTS = ['Finance', 'IT', 'it', 'R&D', 'Ärzte', 'Customer Service', 'Zeta', 'Legal'];

type Row = Omit<ProjectRow, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

function randomPortfolio(seed: number, companyId: string, createdBy: string, count: number): Row[] {
  const r = seededRandom(seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    // Distinct creation times (minutes apart, shuffled by the generator) keep "recent" unambiguous.
    const createdAt = new Date(start + ((i * 7919) % count) * MINUTE_MS + r.int(59) * 1000);
    return {
      companyId,
      createdBy,
      name: `Project ${seed}-${i}`,
      problemStatement: 'Generated',
      department: r.pick(DEPARTMENTS),
      businessOwner: 'Owner',
      jobsToBeDone: null,
      expectedReturn: r.maybe(() => r.cents(5_000_000)),
      initialCosts: r.maybe(() => r.cents(2_000_000)),
      runningCosts: r.maybe(() => r.cents(80_000)),
      // Negative and positive, with odd cents so averages land on half cents now and then.
      roi: r.maybe(
        () => `${r.next() < 0.25 ? '-' : ''}${r.int(400)}.${String(r.int(100)).padStart(2, '0')}`,
        0.3,
      ),
      status: r.pick(PROJECT_STATUSES),
      euAiActStatus: r.pick(COMPLIANCE_STATUSES),
      gdprStatus: r.pick(COMPLIANCE_STATUSES),
      doraStatus: r.pick(COMPLIANCE_STATUSES),
      notes: null,
      startDate: null,
      targetDate: null,
      archivedAt: r.next() < 0.15 ? createdAt : null,
      aiActRiskClass: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** A company of its own, owned by admin A, so no other test's projects count. */
const newCompany = () => t.companyOwnedBy(t.adminA);

/** Every project of the company, archived ones included, as the contract presents them. */
async function allProjects(companyId: string): Promise<Project[]> {
  const rows = (await db()('projects').where({ companyId })) as ProjectRow[];
  return rows.map(presentProject);
}

const summaryOf = (companyId: string, cookie = t.adminA.cookie) =>
  api.call('getPortfolioSummary', { params: { companyId }, cookie });

describe('GET /api/companies/{companyId}/portfolio-summary', () => {
  it.each([1, 42, 2026])(
    'equals the reference summarizePortfolio on seeded portfolio %i',
    async (seed) => {
      const company = await newCompany();
      await db().batchInsert(
        'projects',
        randomPortfolio(seed, company.id, t.adminA.user.id, 240),
        100,
      );

      const response = await summaryOf(company.id);
      expect(response.status).toBe(200);
      const expected = summarizePortfolio(await allProjects(company.id));
      expect(response.body).toEqual(expected);
      // The data is varied enough to mean something.
      expect(expected.totalProjects).toBeGreaterThan(150);
      expect(expected.totalProjects).toBeLessThan(240);
      expect(expected.byDepartment).toHaveLength(DEPARTMENTS.length);
      expect(new Set(expected.byDepartment.map((d) => d.count)).size).toBeLessThan(
        DEPARTMENTS.length,
      );
    },
  );

  it('orders departments by count, then by code point (COLLATE "C")', async () => {
    const company = await newCompany();
    const rows = randomPortfolio(7, company.id, t.adminA.user.id, 4).map((row, i) => ({
      ...row,
      department: ['it', 'Ärzte', 'IT', 'R&D'][i] as string,
      archivedAt: null,
    }));
    await db()('projects').insert(rows);
    const response = await summaryOf(company.id);
    expect(response.body.byDepartment.map((d) => d.department)).toEqual([
      'IT',
      'R&D',
      'it',
      'Ärzte',
    ]);
  });

  it('rounds the average ROI half away from zero, like the reference', async () => {
    const company = await newCompany();
    const base = randomPortfolio(3, company.id, t.adminA.user.id, 4).map((row) => ({
      ...row,
      archivedAt: null,
    }));
    const rois = ['-0.01', '-0.02', '10.00', null];
    await db()('projects').insert(
      base.map((row, i) => ({ ...row, roi: rois[i], department: 'Legal' })),
    );
    const response = await summaryOf(company.id);
    // (-0.01 - 0.02 + 10.00) / 3 = 3.3233… → 3.32; none of the nulls count.
    expect(response.body.averageRoi).toBe('3.32');
    expect(response.body).toEqual(summarizePortfolio(await allProjects(company.id)));

    await db()('projects').where({ companyId: company.id, roi: '10.00' }).delete();
    const negative = await summaryOf(company.id);
    expect(negative.body.averageRoi).toBe('-0.02');
    expect(negative.body).toEqual(summarizePortfolio(await allProjects(company.id)));
  });

  it('answers zeros and no average for a company without projects', async () => {
    const company = await newCompany();
    const response = await summaryOf(company.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(summarizePortfolio([]));
    expect(response.body).toMatchObject({
      totalProjects: 0,
      totalInvestment: '0.00',
      averageRoi: null,
      fullyCompliant: 0,
      byDepartment: [],
      recentProjects: [],
    });
  });

  it('leaves archived projects out, archived through the API or not', async () => {
    const company = await newCompany();
    await db()('projects').insert(
      randomPortfolio(11, company.id, t.adminA.user.id, 5).map((row) => ({
        ...row,
        archivedAt: null,
      })),
    );
    const before = await summaryOf(company.id);
    expect(before.body.totalProjects).toBe(5);

    const newest = before.body.recentProjects[0]!;
    const archived = await api.call('archiveProject', {
      params: { id: newest.id },
      cookie: t.adminA.cookie,
    });
    expect(archived.status).toBe(200);

    const after = await summaryOf(company.id);
    expect(after.body.totalProjects).toBe(4);
    expect(after.body.recentProjects.map((p) => p.id)).not.toContain(newest.id);
    expect(after.body).toEqual(summarizePortfolio(await allProjects(company.id)));
  });

  it('answers 400 for a company id that is not a uuid', async () => {
    expect((await summaryOf('x', t.adminA.cookie)).status).toBe(400);
  });
});
