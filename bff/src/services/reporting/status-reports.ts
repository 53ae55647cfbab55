import {
  draftNarrative,
  refreshedNarrative,
  projectHealth,
  slipDays,
  STATUS_REPORT_MESSAGES,
  STATUS_REPORTS_PAGE,
  statusReportMetrics,
  summarizeChanges,
  type AuditAction,
  type AuditEntity,
  type HealthRiskSeverity,
  type ProjectHealth,
  type ProjectStatus,
  type StatusReportChanges,
  type StatusReportMetrics,
  type StoredChange,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { fn } from 'objection';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError } from '../../errors.ts';
import { Project } from '../../models/project.ts';
import { StatusReport } from '../../models/status-report.ts';
import { readBudget } from '../plan/budget.ts';
import { lockProject } from '../portfolio/project-lock.ts';

/** The statuses whose projects get a draft every Monday: the work under way. */
export const REPORTED_STATUSES: readonly ProjectStatus[] = ['active', 'in_progress'];

/** Newest first; `id` breaks ties. */
const NEWEST_FIRST = [
  { column: 'createdAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** A project's reports, newest first (its draft, made after every published one, first). */
export async function listStatusReports(
  db: Knex,
  projectId: string,
  limit: number = STATUS_REPORTS_PAGE.default,
): Promise<StatusReport[]> {
  return StatusReport.query(db)
    .where({ projectId })
    .orderBy([...NEWEST_FIRST])
    .limit(limit);
}

export interface HealthRow {
  projectId: string;
  health: ProjectHealth;
  reportId: string;
  state: StatusReport['state'];
  periodEnd: Date;
}

/** The latest report's health of each of the company's projects named (those with a report). */
export function latestHealth(
  db: Knex,
  companyId: string,
  projectIds: readonly string[],
): Promise<HealthRow[]> {
  return db('statusReports')
    .distinctOn('projectId')
    .select('projectId', 'health', 'id as reportId', 'state', 'periodEnd')
    .where({ companyId })
    .whereIn('projectId', [...projectIds])
    .orderBy([{ column: 'projectId' }, ...NEWEST_FIRST]);
}

/** What a report says, read in the unit's transaction as of its time (`now()`). */
interface ReportData {
  health: ProjectHealth;
  changes: StatusReportChanges;
  metrics: StatusReportMetrics;
}

interface SourceRow {
  at: Date;
  actorLabel: string;
  entity: AuditEntity;
  entityLabel: string | null;
  action: AuditAction;
  changes: Record<string, StoredChange>;
}

/**
 * The end of a period drafted now: the transaction's time, to the millisecond, so that the next
 * period starts exactly there once read back into a JavaScript date.
 */
const periodEndNow = (trx: Knex.Transaction) => trx.raw(`date_trunc('milliseconds', now())`);

async function readReportData(
  trx: Knex.Transaction,
  project: Project,
  periodStart: Date,
): Promise<ReportData> {
  const risks = (await trx('risks')
    .where({ projectId: project.id })
    .whereIn('state', ['open', 'acknowledged'])
    .select('severity')) as { severity: HealthRiskSeverity }[];
  const models = (await trx('projectLlmModels')
    .where({ projectId: project.id })
    .first(
      trx.raw('count(*)::int as count'),
      trx.raw('coalesce(sum(monthly_cost), 0)::numeric(15, 2)::text as monthly_cost'),
    )) as { count: number; monthlyCost: string };
  // The project's history in the period, its LLM model links' and risks' included.
  const events = (await trx('auditEvents')
    .where({ projectId: project.id, companyId: project.companyId })
    .where('at', '>', periodStart)
    .where('at', '<=', periodEndNow(trx))
    .orderBy('id')
    .select('at', 'actorLabel', 'entity', 'entityLabel', 'action', 'changes')) as SourceRow[];

  const baseline = (await trx('projectBaselines')
    .where({ projectId: project.id })
    .first(trx.raw(`to_char(target_date, 'YYYY-MM-DD') as target_date`))) as
    { targetDate: string | null } | undefined;
  const budget = await readBudget(trx, project);

  return {
    health: projectHealth({
      unresolvedRisks: risks,
      scheduleSlipDays: baseline ? slipDays(baseline.targetDate, project.targetDate) : null,
      budgetBurnPercent: budget.burnToDate,
    }),
    changes: summarizeChanges(
      events.map((event) => ({
        at: event.at.toISOString(),
        actor: event.actorLabel,
        entity: event.entity,
        entityLabel: event.entityLabel,
        action: event.action,
        changes: event.changes,
      })),
    ),
    metrics: statusReportMetrics(project, { models, unresolvedRisks: risks }),
  };
}

export interface DraftOptions {
  /**
   * The Monday (`YYYY-MM-DD`) of a scheduled run: a project already drafted for that week is
   * left alone (resolves undefined), and so is one that is archived or no longer under way.
   */
  week?: string;
}

/**
 * The project's draft as of now: a new one, or its existing draft refreshed (health, changes,
 * figures and period end; the narrative too unless someone edited it). A new draft's period
 * starts where the last published report's ended, or at the project's creation.
 */
export async function draftStatusReport(
  uow: UnitOfWork,
  projectId: string,
  { week }: DraftOptions = {},
): Promise<StatusReport | undefined> {
  const { trx } = uow;
  // The project's lock puts every draft of one project in a row, across processes.
  const project = await lockProject(uow, projectId);
  if (week !== undefined) {
    const drafted = await StatusReport.query(trx)
      .where({ projectId })
      .where('scheduledWeek', week)
      .first();
    if (drafted || project.archivedAt || !REPORTED_STATUSES.includes(project.status)) {
      return undefined;
    }
  }
  if (project.archivedAt) {
    throw new ConflictError(STATUS_REPORT_MESSAGES.archivedProject, { code: 'project_archived' });
  }

  const draft = await StatusReport.query(trx).where({ projectId, state: 'draft' }).first();
  const lastPublished = draft
    ? undefined
    : await StatusReport.query(trx)
        .where({ projectId, state: 'published' })
        .orderBy([...NEWEST_FIRST])
        .first();
  const periodStart = draft?.periodStart ?? lastPublished?.periodEnd ?? project.createdAt;
  const data = await readReportData(trx, project, periodStart);

  if (draft) {
    const refreshed = await StatusReport.query(trx).patchAndFetchById(draft.id, {
      ...data,
      narrative: refreshedNarrative(draft, data),
      periodEnd: periodEndNow(trx),
      ...(week === undefined ? {} : { scheduledWeek: week }),
    });
    await uow.record({
      entity: 'status_report',
      id: draft.id,
      action: 'updated',
      before: draft,
      after: refreshed,
      label: project.name,
    });
    return refreshed;
  }

  const created = await StatusReport.query(trx).insertAndFetch({
    companyId: project.companyId,
    projectId,
    ...data,
    narrative: draftNarrative(data),
    periodStart,
    periodEnd: periodEndNow(trx),
    scheduledWeek: week ?? null,
  });
  await uow.record({
    entity: 'status_report',
    id: created.id,
    action: 'created',
    after: created,
    label: project.name,
  });
  return created;
}

const projectName = async (trx: Knex.Transaction, projectId: string) =>
  (await Project.query(trx).findById(projectId).select('name'))?.name ?? null;

/** The report `id` read under lock; `refusal` when it is published already. */
async function lockUnpublished(uow: UnitOfWork, id: string, refusal: string) {
  const report = await uow.lock(StatusReport, id, STATUS_REPORT_MESSAGES.notFound);
  if (report.state === 'published') throw new ConflictError(refusal, { code: 'report_published' });
  return report;
}

/** A draft's narrative, as a person wrote it; a published report answers 409. */
export async function updateNarrative(
  uow: UnitOfWork,
  id: string,
  narrative: string,
): Promise<StatusReport> {
  const before = await lockUnpublished(uow, id, STATUS_REPORT_MESSAGES.published);
  const updated = await StatusReport.query(uow.trx).patchAndFetchById(id, { narrative });
  await uow.record({
    entity: 'status_report',
    id,
    action: 'updated',
    before,
    after: updated,
    label: await projectName(uow.trx, before.projectId),
  });
  return updated;
}

/** Publishes a draft as it is, by the unit's actor: from now on it never changes. */
export async function publishStatusReport(uow: UnitOfWork, id: string): Promise<StatusReport> {
  const before = await lockUnpublished(uow, id, STATUS_REPORT_MESSAGES.alreadyPublished);
  const published = await StatusReport.query(uow.trx).patchAndFetchById(id, {
    state: 'published',
    publishedAt: fn.now(),
    publishedBy: uow.actor.type === 'system' ? null : uow.actor.id,
    publishedByName: await uow.actorLabel(),
  });
  await uow.record({
    entity: 'status_report',
    id,
    action: 'published',
    before,
    after: published,
    label: await projectName(uow.trx, before.projectId),
  });
  return published;
}
