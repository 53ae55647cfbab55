import { COMPLIANCE_STATUSES, PROJECT_STATUSES, RECENT_PROJECTS_COUNT } from '../projects';
import type { ComplianceCounts, DepartmentSummary, PortfolioSummary, Project } from '../projects';
import { fromCents, investmentCents, toCents } from './money';
import { COMPLIANCE_REGIMES } from './status';

/** Mean of decimal strings with 2 decimals (half away from zero), null for none. */
export function averageOf(values: (string | null)[]): string | null {
  const cents = values.map(toCents).filter((c): c is bigint => c !== null);
  if (cents.length === 0) return null;
  const sum = cents.reduce((a, b) => a + b, 0n);
  const n = BigInt(cents.length);
  const rounded = (2n * sum + (sum < 0n ? -n : n)) / (2n * n);
  return fromCents(rounded);
}

/** Share of a total in whole percent; 0 for an empty total. */
export const percentOf = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 100);

/** The dashboard's Fully Compliant figure: projects whose EU AI Act status is compliant. */
export const fullyCompliantPercent = (
  summary: Pick<PortfolioSummary, 'fullyCompliant' | 'totalProjects'>,
) => percentOf(summary.fullyCompliant, summary.totalProjects);

// Ties are broken by code point, like SQL's COLLATE "C", so both sides order alike.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const emptyCounts = (): ComplianceCounts =>
  Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as ComplianceCounts;

/**
 * The portfolio summary computed from projects in memory: the reference the BFF's SQL answer
 * is tested against, and what the mocks serve. Archived projects are left out.
 */
export function summarizePortfolio(all: Project[]): PortfolioSummary {
  const projects = all.filter((p) => !p.archivedAt);
  const byStatus: Record<string, number> = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0]));
  const departments = new Map<string, Project[]>();
  const compliance = { euAiAct: emptyCounts(), gdpr: emptyCounts(), dora: emptyCounts() };

  for (const p of projects) {
    byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
    const group = departments.get(p.department);
    if (group) group.push(p);
    else departments.set(p.department, [p]);
    for (const regime of COMPLIANCE_REGIMES) {
      const counts = compliance[regime.summaryKey] as Record<string, number>;
      counts[p[regime.key]] = (counts[p[regime.key]] ?? 0) + 1;
    }
  }

  const totalOf = (ps: Project[]) => fromCents(ps.reduce((sum, p) => sum + investmentCents(p), 0n));
  const byDepartment: DepartmentSummary[] = [...departments.entries()]
    .map(([department, ps]) => ({
      department,
      count: ps.length,
      totalInvestment: totalOf(ps),
      averageRoi: averageOf(ps.map((p) => p.roi)),
    }))
    .sort((a, b) => b.count - a.count || byCodePoint(a.department, b.department));

  const recentProjects = [...projects]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_PROJECTS_COUNT);

  return {
    totalProjects: projects.length,
    totalInvestment: totalOf(projects),
    averageRoi: averageOf(projects.map((p) => p.roi)),
    fullyCompliant: projects.filter((p) => p.euAiActStatus === 'compliant').length,
    byStatus,
    byDepartment,
    compliance,
    recentProjects,
  };
}
