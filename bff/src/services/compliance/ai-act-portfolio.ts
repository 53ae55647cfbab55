import {
  aiActPortfolioCompliance,
  calendarDateOf,
  obligationDueGroup,
  type AiActAssessmentPlan,
  type AiActPortfolioCompliance,
  type AiActPortfolioObligation,
  type AiActPortfolioObligationQuery,
  type AiActRiskClass,
  type AiActRole,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { AiActObligationRow } from '../../models/ai-act.ts';
import { planOf, presentObligation } from './ai-act.ts';

/**
 * The company's EU AI Act obligations across its live projects, read in one statement (each
 * obligation with its project, its assessment's answers and its owner's name), and the counts
 * the compliance page shows. Due dates follow from the answers by the contract's table of
 * application dates, so they are computed here per assessment, never stored.
 */

type PortfolioRow = AiActObligationRow & {
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
  projectName: string;
  assessmentId: string;
  roles: AiActRole[];
  answers: Record<string, boolean>;
};

function portfolioRows(db: Knex, companyId: string, filter: AiActPortfolioObligationQuery) {
  const query = db('aiActObligations as o')
    .join('projects as p', 'p.id', 'o.projectId')
    .join('aiActAssessments as a', 'a.projectId', 'o.projectId')
    .leftJoin('users as u', 'u.id', 'o.ownerId')
    .where('o.companyId', companyId)
    .whereNull('p.archivedAt')
    .select(
      'o.*',
      'u.firstName as ownerFirstName',
      'u.lastName as ownerLastName',
      'u.email as ownerEmail',
      'p.name as projectName',
      'a.id as assessmentId',
      'a.roles',
      'a.answers',
    );
  if (filter.projectId !== undefined) query.where('o.projectId', filter.projectId);
  if (filter.riskClass !== undefined) query.where('a.riskClass', filter.riskClass);
  if (filter.status !== undefined) query.where('o.status', filter.status);
  if (filter.ownerId !== undefined) query.where('o.ownerId', filter.ownerId);
  return query as unknown as Promise<PortfolioRow[]>;
}

/**
 * Every obligation of the company's live projects matching the filter, earliest due first (then
 * by project name and article), each with where it stands today.
 */
export async function listCompanyObligations(
  db: Knex,
  companyId: string,
  filter: AiActPortfolioObligationQuery = {},
  now = new Date(),
): Promise<AiActPortfolioObligation[]> {
  const today = calendarDateOf(now);
  const plans = new Map<string, AiActAssessmentPlan>();
  const items: AiActPortfolioObligation[] = [];
  for (const row of await portfolioRows(db, companyId, filter)) {
    let plan = plans.get(row.assessmentId);
    if (!plan) plans.set(row.assessmentId, (plan = planOf(row)));
    const obligation = plan.byId.get(row.obligationId);
    // A row the answers no longer give (a change of the law's table) waits for the next save.
    if (!obligation) continue;
    const dueGroup = obligationDueGroup({ status: row.status, dueDate: obligation.dueDate }, today);
    if (filter.dueGroup !== undefined && dueGroup !== filter.dueGroup) continue;
    items.push({
      ...presentObligation(row, obligation, today),
      project: { id: row.projectId, name: row.projectName },
      riskClass: plan.classification.riskClass,
      dueGroup,
    });
  }
  return items.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.project.name.localeCompare(b.project.name) ||
      a.article.localeCompare(b.article, 'en', { numeric: true }) ||
      a.id.localeCompare(b.id),
  );
}

/** The portfolio's EU AI Act figures: classes, obligations and the high-risk systems' readiness. */
export async function companyCompliance(
  db: Knex,
  companyId: string,
  now = new Date(),
): Promise<AiActPortfolioCompliance> {
  const [classes, obligations] = await Promise.all([
    db('projects')
      .where({ companyId })
      .whereNull('archivedAt')
      .groupBy('aiActRiskClass')
      .select('aiActRiskClass', db.raw('count(*)::int as count')) as unknown as Promise<
      Array<{ aiActRiskClass: AiActRiskClass | null; count: number }>
    >,
    listCompanyObligations(db, companyId, {}, now),
  ]);
  return aiActPortfolioCompliance(
    classes.map((row) => [row.aiActRiskClass, row.count] as const),
    obligations,
    calendarDateOf(now),
  );
}
