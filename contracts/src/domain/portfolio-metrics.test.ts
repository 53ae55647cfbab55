import { describe, expect, it } from 'vitest';
import type { Project } from '../projects';
import { averageOf, fullyCompliantPercent, summarizePortfolio } from './portfolio-metrics';

let seq = 0;
const project = (over: Partial<Project>): Project => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  companyId: '00000000-0000-4000-8000-000000000000',
  name: `P${seq}`,
  problemStatement: 'x',
  department: 'IT',
  businessOwner: 'Owner',
  jobsToBeDone: null,
  expectedReturn: null,
  initialCosts: null,
  runningCosts: null,
  roi: null,
  status: 'planning',
  euAiActStatus: 'not_applicable',
  gdprStatus: 'not_applicable',
  doraStatus: 'not_applicable',
  notes: null,
  startDate: null,
  targetDate: null,
  createdBy: '00000000-0000-4000-8000-000000000000',
  createdAt: `2026-01-${String(seq).padStart(2, '0')}T00:00:00.000Z`,
  updatedAt: '2026-01-01T00:00:00.000Z',
  archivedAt: null,
  ...over,
});

describe('summarizePortfolio', () => {
  const projects = [
    project({
      department: 'Sales',
      initialCosts: '100000',
      runningCosts: '1000',
      roi: '150',
      status: 'active',
      euAiActStatus: 'compliant',
    }),
    project({
      department: 'Sales',
      initialCosts: '50000',
      runningCosts: null,
      roi: '50',
      status: 'in_progress',
      gdprStatus: 'in_review',
    }),
    project({
      department: 'HR',
      initialCosts: null,
      runningCosts: '500',
      roi: null,
      status: 'active',
      euAiActStatus: 'compliant',
    }),
    project({
      department: 'IT',
      initialCosts: '10',
      status: 'legacy_value',
      doraStatus: 'non_compliant',
    }),
    project({ department: 'IT', initialCosts: '999999', archivedAt: '2026-02-01T00:00:00.000Z' }),
  ];
  const summary = summarizePortfolio(projects);

  it('leaves archived projects out of every figure', () => {
    expect(summary.totalProjects).toBe(4);
  });

  it('sums initial costs plus 12 × running costs', () => {
    expect(summary.totalInvestment).toBe(String(100000 + 12000 + 50000 + 6000 + 10) + '.00');
  });

  it('averages ROI over projects that have one', () => {
    expect(summary.averageRoi).toBe('100.00');
    expect(averageOf([null, null])).toBeNull();
    expect(averageOf(['1', '2'])).toBe('1.50');
    expect(averageOf(['0.01', '0.02'])).toBe('0.02');
  });

  it('counts fully compliant projects by their EU AI Act status', () => {
    expect(summary.fullyCompliant).toBe(2);
    expect(fullyCompliantPercent(summary)).toBe(50);
    expect(fullyCompliantPercent({ fullyCompliant: 0, totalProjects: 0 })).toBe(0);
  });

  it('counts per status, including values outside the list', () => {
    expect(summary.byStatus).toEqual({
      planning: 0,
      in_progress: 1,
      active: 2,
      completed: 0,
      on_hold: 0,
      legacy_value: 1,
    });
  });

  it('groups departments by count descending', () => {
    expect(summary.byDepartment.map((d) => [d.department, d.count])).toEqual([
      ['Sales', 2],
      ['HR', 1],
      ['IT', 1],
    ]);
    expect(summary.byDepartment[0]).toMatchObject({
      totalInvestment: '162000.00',
      averageRoi: '100.00',
    });
  });

  it('counts each compliance regime', () => {
    expect(summary.compliance.gdpr).toEqual({
      compliant: 0,
      in_review: 1,
      not_applicable: 3,
      non_compliant: 0,
    });
    expect(summary.compliance.dora.non_compliant).toBe(1);
  });

  it('lists the three newest projects first', () => {
    expect(summary.recentProjects.map((p) => p.department)).toEqual(['IT', 'HR', 'Sales']);
  });
});
