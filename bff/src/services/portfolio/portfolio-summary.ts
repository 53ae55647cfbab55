import {
  AI_ACT_CLASS_FILTERS,
  COMPLIANCE_STATUSES,
  type AiActClassCounts,
  endOfLastMonth,
  monthOf,
  PROJECT_STATUSES,
  RECENT_PROJECTS_COUNT,
  type ComplianceCounts,
  type DepartmentSummary,
  type PortfolioSummary,
  type PortfolioTrends,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { Company } from '../../models/company.ts';
import { Project } from '../../models/project.ts';
import { overAllocatedCount } from '../plan/capacity.ts';
import { companyFigures, refreshProjectFigures, type GroupFigures } from './company-figures.ts';
import { portfolioFiguresAt } from './portfolio-trends.ts';

const zeroCounts = (): ComplianceCounts =>
  Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as ComplianceCounts;

/** The dashboard's figures with the recent projects as rows: the route presents them. */
export type PortfolioSummaryRows = Omit<PortfolioSummary, 'recentProjects'> & {
  recentProjects: Project[];
};

/**
 * The dashboard's figures over the company's live (not archived) projects, computed by
 * PostgreSQL: from sums kept between writes with the few projects written since computed again
 * (`company-figures.ts`); only the few changed since the end of last month are loaded, to
 * rebuild last month's figures (`portfolioFiguresAt`). All queries read one
 * snapshot, so the recent projects, the counts and last month's figures always agree. Answers
 * the company's data version read in that snapshot with the figures.
 */
export async function readPortfolioSummary(
  db: Knex,
  companyId: string,
  now = new Date(),
): Promise<{ version: string | undefined; summary: PortfolioSummaryRows }> {
  const since = endOfLastMonth(now);
  const read = await db.transaction(
    async (trx) => {
      const version = await Company.dataVersionOf(trx, companyId);
      const recent = await Project.query(trx)
        .where({ companyId, archivedAt: null })
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(RECENT_PROJECTS_COUNT);
      const { groups, planning, earlier } = await companyFigures(trx, companyId, monthOf(now));
      // Made before the month: before `since`, the month's first instant.
      const trends: PortfolioTrends = {
        since: since.toISOString(),
        lastMonth: await portfolioFiguresAt(trx, companyId, since, earlier),
      };
      const peopleOverAllocated = await overAllocatedCount(trx, companyId, monthOf(now));
      return {
        version,
        summary: {
          ...groupedFigures(groups),
          recentProjects: recent,
          trends,
          ...planning,
          peopleOverAllocated,
        },
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
  // Keeps what the next read computes again to the projects written since this one, after the
  // answer: the figures are exact whether or not it ran. One that fails (a deadline, another
  // process refreshing) leaves that to the next.
  void refreshProjectFigures(db, companyId, monthOf(now)).catch(() => undefined);
  return read;
}

/** The summary's counts and sums of the company's projects, from its groupings' figures. */
export function groupedFigures(
  rows: GroupFigures[],
): Pick<
  PortfolioSummary,
  | 'totalProjects'
  | 'totalInvestment'
  | 'averageRoi'
  | 'fullyCompliant'
  | 'byStatus'
  | 'byDepartment'
  | 'compliance'
  | 'aiActClasses'
> {
  const total = rows.find((r) => r.groupingSet === 'total');
  const byStatus: Record<string, number> = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0]));
  const compliance = { euAiAct: zeroCounts(), gdpr: zeroCounts(), dora: zeroCounts() };
  const aiActClasses = Object.fromEntries(
    AI_ACT_CLASS_FILTERS.map((c) => [c, 0]),
  ) as AiActClassCounts;
  const byDepartment: DepartmentSummary[] = [];

  // Rows come ordered by count, then key in code point order: the department order wanted.
  for (const row of rows) {
    if (row.groupingSet === 'createdIn') continue;
    if (row.groupingSet === 'aiActClass') {
      aiActClasses[(row.key ?? 'unassessed') as keyof AiActClassCounts] = row.count;
      continue;
    }
    if (row.key === null) continue;
    if (row.groupingSet === 'status') byStatus[row.key] = row.count;
    else if (row.groupingSet === 'department') {
      byDepartment.push({
        department: row.key,
        count: row.count,
        totalInvestment: row.totalInvestment,
        averageRoi: row.averageRoi,
      });
    } else if (row.groupingSet !== 'total') {
      (compliance[row.groupingSet] as Record<string, number>)[row.key] = row.count;
    }
  }

  return {
    totalProjects: total?.count ?? 0,
    totalInvestment: total?.totalInvestment ?? '0.00',
    averageRoi: total?.averageRoi ?? null,
    fullyCompliant: total?.fullyCompliant ?? 0,
    byStatus,
    byDepartment,
    compliance,
    aiActClasses,
  };
}
