import {
  severityRank,
  formatAuditValue,
  formatMoneyM,
  formatMoneyShort,
  formatPercent,
  fromCents,
  fullyCompliantPercent,
  projectStatusLabel,
  riskRule,
  toCents,
  WEEKLY_DIGEST_DAYS,
  type PortfolioFigures,
  type Project as ProjectBody,
  type StoredChange,
  type WeeklyDigest,
  notFoundMessage,
  DAY_MS,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { NotFoundError } from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { Project } from '../../models/project.ts';
import { figuresAsOf } from '../portfolio/portfolio-trends.ts';

/**
 * The weekly digest of a company's portfolio, the same for each person who gets it: the
 * projects created in the last seven days, their status changes, the open risks (the `risks`
 * table: open or acknowledged), and the dashboard's four figures now against seven days ago.
 * The figures of a week ago are today's sums with the history of the week undone
 * (`figuresAsOf`): the digest reads the week's changes, never every project of the company.
 */

/** Longest lists an e-mail carries; the rest is one click away on the dashboard. */
const LIST_MAX = 25;

export type DigestContent = Omit<WeeklyDigest, 'wouldSend'>;

interface ProjectEvent {
  entityId: string;
  action: string;
  at: Date;
  actorLabel: string;
  entityLabel: string | null;
  changes: Record<string, StoredChange>;
}

const signed = (text: string, negative: boolean, zero: boolean) =>
  zero ? 'no change' : negative ? text : `+${text}`;

/** The dashboard's four figures, now and a week ago, and how each moved. */
export function compareMetrics(now: PortfolioFigures, before: PortfolioFigures) {
  const countDiff = now.totalProjects - before.totalProjects;
  const nowRoi = now.averageRoi === null ? null : Number(now.averageRoi);
  const beforeRoi = before.averageRoi === null ? null : Number(before.averageRoi);
  const roiDiff = nowRoi !== null && beforeRoi !== null ? nowRoi - beforeRoi : null;
  const investmentDiff =
    (toCents(now.totalInvestment) ?? 0n) - (toCents(before.totalInvestment) ?? 0n);
  const compliantDiff = fullyCompliantPercent(now) - fullyCompliantPercent(before);
  return [
    {
      key: 'totalProjects' as const,
      label: 'Total Projects',
      now: now.totalProjects.toLocaleString('en-US'),
      weekAgo: before.totalProjects.toLocaleString('en-US'),
      change: signed(String(countDiff), countDiff < 0, countDiff === 0),
    },
    {
      key: 'averageRoi' as const,
      label: 'Average ROI',
      now: formatPercent(now.averageRoi, 0),
      weekAgo: formatPercent(before.averageRoi, 0),
      change:
        roiDiff === null
          ? 'no change'
          : signed(`${roiDiff.toFixed(1)} pts`, roiDiff < 0, Math.abs(roiDiff) < 0.05),
    },
    {
      key: 'totalInvestment' as const,
      label: 'Total Investment',
      now: formatMoneyM(now.totalInvestment),
      weekAgo: formatMoneyM(before.totalInvestment),
      change: signed(
        formatMoneyShort(fromCents(investmentDiff)),
        investmentDiff < 0n,
        investmentDiff === 0n,
      ),
    },
    {
      key: 'fullyCompliant' as const,
      label: 'Fully Compliant',
      now: `${fullyCompliantPercent(now)}%`,
      weekAgo: `${fullyCompliantPercent(before)}%`,
      change: signed(`${compliantDiff} pts`, compliantDiff < 0, compliantDiff === 0),
    },
  ];
}

/**
 * The digest of `companyId` for the seven days before `now`. Unknown company → 404. The figures
 * are the contract's (`summarizePortfolio`), so the caller hands how a row reads as the contract's
 * project (its presenter): services do not present.
 */
export async function buildWeeklyDigest(
  db: Knex,
  companyId: string,
  asProject: (row: Project) => ProjectBody,
  now = new Date(),
): Promise<DigestContent> {
  const company = await Company.query(db).findById(companyId).select('id', 'name');
  if (!company) throw new NotFoundError(notFoundMessage('company'));
  const from = new Date(now.getTime() - WEEKLY_DIGEST_DAYS * DAY_MS);

  // The figures of now and of a week ago from the sums and the week's history, and the
  // projects made this week: nothing here grows with the portfolio.
  const [nowFigures, weekAgoFigures] = [
    await figuresAsOf(db, companyId, now),
    await figuresAsOf(db, companyId, from),
  ];
  const events = (await db('auditEvents')
    .where({ companyId, entity: 'project' })
    .where('at', '>=', from)
    .where('at', '<', now)
    .orderBy('id', 'desc')
    .select('entityId', 'action', 'at', 'actorLabel', 'entityLabel', 'changes')) as ProjectEvent[];
  const created = Project.query(db)
    .where({ companyId, archivedAt: null })
    .where('createdAt', '>=', from);
  const newCount = (await created.clone().resultSize()) as number;
  const newProjects = (
    await created
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(LIST_MAX)
  )
    .map(asProject)
    .map((p) => ({
      projectId: p.id,
      name: p.name,
      department: p.department,
      businessOwner: p.businessOwner,
      status: projectStatusLabel(p.status),
      createdAt: p.createdAt,
    }));
  const changedIds = [...new Set(events.map((e) => e.entityId))];
  const names = new Map(
    (
      (await db('projects')
        .where({ companyId })
        .whereIn('id', changedIds)
        .select('id', 'name')) as Array<{ id: string; name: string }>
    ).map((p) => [p.id, p.name]),
  );

  const allStatusChanges = events.filter(
    (e) => e.action === 'updated' && e.changes.status && 'before' in e.changes.status,
  );
  const statusChanges = allStatusChanges.slice(0, LIST_MAX).map((e) => {
    const change = e.changes.status as { before: unknown; after: unknown };
    return {
      projectId: e.entityId,
      name: names.get(e.entityId) ?? e.entityLabel ?? 'A project',
      before: formatAuditValue('status', change.before),
      after: formatAuditValue('status', change.after),
      by: e.actorLabel,
      at: e.at.toISOString(),
    };
  });

  const risks = (await db('risks as r')
    .join('projects as p', 'p.id', 'r.projectId')
    .where('r.companyId', companyId)
    .whereIn('r.state', ['open', 'acknowledged'])
    .whereNull('p.archivedAt')
    .select(
      'r.id',
      'r.projectId',
      'r.ruleId',
      'r.severity',
      'r.state',
      'r.openedAt',
      'p.name as projectName',
    )) as Array<{
    id: string;
    projectId: string;
    ruleId: string;
    severity: 'critical' | 'high' | 'medium' | 'low';
    state: 'open' | 'acknowledged';
    openedAt: Date;
    projectName: string;
  }>;
  const openRisks = risks
    .sort(
      (a, b) =>
        severityRank(a.severity) - severityRank(b.severity) ||
        b.openedAt.getTime() - a.openedAt.getTime(),
    )
    .slice(0, LIST_MAX)
    .map((r) => ({
      riskId: r.id,
      projectId: r.projectId,
      projectName: r.projectName,
      title: riskRule(r.ruleId)?.title ?? r.ruleId,
      severity: r.severity,
      state: r.state,
      openedAt: r.openedAt.toISOString(),
    }));

  return {
    companyId,
    companyName: company.name,
    from: from.toISOString(),
    to: now.toISOString(),
    subject: `Your weekly AI portfolio summary: ${company.name}`,
    metrics: compareMetrics(nowFigures, weekAgoFigures),
    newProjects,
    statusChanges,
    totals: {
      newProjects: newCount,
      statusChanges: allStatusChanges.length,
      openRisks: risks.length,
    },
    openRisks,
  };
}
