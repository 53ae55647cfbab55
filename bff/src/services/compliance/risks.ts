import {
  calendarDateOf,
  countBySeverity,
  ERROR_CODES,
  heldRisks,
  monthOf,
  RISK_RESOLVED_MESSAGE,
  RISK_PAGE_DEFAULT,
  RISK_SEVERITIES,
  riskRule,
  riskSpecifics,
  type ComplianceField,
  type RiskContext,
  type RiskListQuery,
  type RiskRuleId,
  type RiskSeverity,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { fn } from 'objection';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { patchRecorded } from '../../audit/recorded-writes.ts';
import { SYSTEM_ACTOR, write, type UnitOfWork, type WriteDeps } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';
import { Risk } from '../../models/risk.ts';
import { toIsoString } from '../../db/dates.ts';
import { overAllocationsOf } from '../plan/capacity.ts';
import { readBudgets } from '../plan/budget.ts';
import { aiActRiskContexts, assessedObligations, listedObligationRows } from './ai-act.ts';
import { realisedToDate } from '../value/value.ts';
import { aiActHighRiskOf } from './ai-act-high-risk.ts';
import { evidenceExpiries } from './evidence.ts';
import { overdueIncidentActions, overdueIncidentClocks } from '../incidents/incidents.ts';

/** Projects evaluated per transaction by the nightly run. */
const NIGHTLY_CHUNK = 200;

/** What the rules and their context read of a project. */
const PROJECT_COLUMNS = [
  'id',
  'companyId',
  'status',
  'euAiActStatus',
  'gdprStatus',
  'doraStatus',
  'roi',
  'runningCosts',
  'initialCosts',
  'expectedReturn',
  'startDate',
  'targetDate',
  'createdAt',
  'archivedAt',
] as const;
type ProjectRow = Pick<Project, (typeof PROJECT_COLUMNS)[number]>;

/** `?, ?, ?` for a raw `in (…)` of `values`. */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

const iso = (value: Date | string) => toIsoString(value);

/**
 * A link deleted because its model was deleted from the registry: the model's deletion is
 * recorded in the same transaction (so at the same `now()`), under the same name.
 */
const REMOVED_WITH_MODEL = `exists (select 1 from audit_events m
  where m.company_id = e.company_id and m.entity = 'llm_model' and m.action = 'deleted'
    and m.at = e.at and m.entity_label is not distinct from e.entity_label)`;

/**
 * What the rules need to know of each project besides its fields, read in a few queries for
 * all of them: since when each compliance status holds its value, the monthly costs of its
 * model links, the models deleted from the registry under it, and when a person last changed
 * it or its models (all from the history, `audit_events`); its milestones, its baseline's
 * target date and the target dates of the projects it depends on that are still to finish; and
 * the people it allocates who are over-allocated from this month on (from the allocations).
 * The date rules read `now`'s calendar day (UTC) as today.
 */
export async function riskContexts(
  db: Knex,
  companyId: string,
  projects: readonly ProjectRow[],
  now: Date,
): Promise<Map<string, RiskContext>> {
  const ids = projects.map((project) => project.id);
  const contexts = new Map<string, RiskContext>();
  if (ids.length === 0) return contexts;
  // One after another: inside a transaction they share its one connection.
  const statusRows = await db.raw(
    `select distinct on (e.project_id, f.field) e.project_id, f.field, e.at
       from audit_events e
       cross join unnest(array['euAiActStatus', 'gdprStatus', 'doraStatus']) as f(field)
      where e.company_id = ? and e.project_id in (${placeholders(ids)})
        and e.entity = 'project' and e.changes -> f.field is not null
      order by e.project_id, f.field, e.id desc`,
    [companyId, ...ids],
  );
  const costRows = await db('projectLlmModels')
    .whereIn('projectId', ids)
    .select('projectId', 'monthlyCost');
  const removedRows = await db.raw(
    `select e.project_id, e.entity_label, e.at from audit_events e
      where e.company_id = ? and e.project_id in (${placeholders(ids)})
        and e.entity = 'project_llm_model' and e.action = 'deleted' and ${REMOVED_WITH_MODEL}`,
    [companyId, ...ids],
  );
  const editedRows = await db.raw(
    `select distinct on (e.project_id) e.project_id, e.at from audit_events e
      where e.company_id = ? and e.project_id in (${placeholders(ids)})
        and e.entity in ('project', 'project_llm_model')
        and not (e.entity = 'project_llm_model' and e.action = 'deleted' and ${REMOVED_WITH_MODEL})
      order by e.project_id, e.id desc`,
    [companyId, ...ids],
  );
  const milestoneRows = (await db('milestones')
    .whereIn('projectId', ids)
    .select('projectId', 'name', 'dueDate', 'done')) as Array<
    RiskContext['milestones'][number] & { projectId: string }
  >;
  const baselineRows = (await db('projectBaselines')
    .whereIn('projectId', ids)
    .select('projectId', 'targetDate')) as Array<{ projectId: string; targetDate: string | null }>;
  // Archived and completed projects have nothing left to finish: they hold nobody up.
  const dependencyRows = (await db('projectDependencies as d')
    .join('projects as o', 'o.id', 'd.dependsOnProjectId')
    .whereIn('d.projectId', ids)
    .whereNull('o.archivedAt')
    .whereNot('o.status', 'completed')
    .select('d.projectId', 'o.name', 'o.targetDate')) as Array<
    RiskContext['dependsOn'][number] & { projectId: string }
  >;
  const overAllocations = await overAllocationsOf(db, companyId, ids, monthOf(now));
  const budgetEditedRows = await db.raw(
    `select e.project_id, max(e.at) as at from audit_events e
      where e.company_id = ? and e.project_id in (${placeholders(ids)})
        and e.entity in ('spend_entry', 'budget_plan_month', 'project_benefit')
      group by e.project_id`,
    [companyId, ...ids],
  );
  // A model's deprecation date set or moved, as the history has it, for each project using it.
  const modelDatesEditedRows = await db.raw(
    `select distinct on (l.project_id) l.project_id, e.at from audit_events e
      join project_llm_models l on l.llm_model_id::text = e.entity_id
      where e.company_id = ? and l.project_id in (${placeholders(ids)})
        and e.entity = 'llm_model' and e.action = 'updated'
        and e.changes -> 'deprecationDate' is not null
      order by l.project_id, e.id desc`,
    [companyId, ...ids],
  );
  const budgets = await readBudgets(db, projects, monthOf(now));
  // Assessments and obligations, read once: the AI Act rules and the evidence rule read both.
  const assessed = await assessedObligations(db, ids);
  const aiAct = aiActRiskContexts(ids, assessed);
  const realised = await realisedToDate(db, ids, now);
  const modelRows = (await db('projectLlmModels as l')
    .join('llmModels as m', 'm.id', 'l.llmModelId')
    .whereIn('l.projectId', ids)
    .select('l.projectId', 'm.name', 'm.deprecationDate')) as Array<{
    projectId: string;
    name: string;
    deprecationDate: string | null;
  }>;
  const criticalRows = (await db('projectDora')
    .whereIn('projectId', ids)
    .where('supportsCriticalFunction', true)
    .select('projectId')) as Array<{ projectId: string }>;
  const critical = new Set(criticalRows.map((row) => row.projectId));
  const highRisk = await aiActHighRiskOf(db, ids);
  const evidence = await evidenceExpiries(db, ids, listedObligationRows(assessed));
  const overdueIncidents = await overdueIncidentClocks(db, ids, now);
  const overdueActions = await overdueIncidentActions(db, ids, calendarDateOf(now));
  for (const project of projects) {
    const since = iso(project.createdAt);
    const budget = budgets.get(project.id)!;
    contexts.set(project.id, {
      now: now.toISOString(),
      today: calendarDateOf(now),
      milestones: [],
      baselineTargetDate: null,
      dependsOn: [],
      statusSince: { euAiActStatus: since, gdprStatus: since, doraStatus: since },
      llmMonthlyCosts: [],
      removedModels: [],
      editedAt: null,
      overAllocations: overAllocations.get(project.id) ?? [],
      budgetToDate: { planned: budget.plannedToDate, actual: budget.actualToDate },
      aiAct: aiAct.get(project.id) ?? null,
      realisedBenefitToDate: realised.get(project.id) ?? '0.00',
      llmModels: [],
      supportsCriticalFunction: critical.has(project.id),
      aiActHighRisk: highRisk.has(project.id),
      evidence: evidence.get(project.id) ?? [],
      overdueIncidentClocks: overdueIncidents.get(project.id) ?? [],
      overdueIncidentActions: overdueActions.get(project.id) ?? [],
    });
  }
  type Row = { project_id: string; at: Date | string };
  for (const row of statusRows.rows as Array<Row & { field: ComplianceField }>) {
    contexts.get(row.project_id)!.statusSince[row.field] = iso(row.at);
  }
  for (const row of costRows as Array<{ projectId: string; monthlyCost: string | null }>) {
    (contexts.get(row.projectId)!.llmMonthlyCosts as Array<string | null>).push(row.monthlyCost);
  }
  for (const row of removedRows.rows as Array<Row & { entity_label: string | null }>) {
    const removed = contexts.get(row.project_id)!
      .removedModels as RiskContext['removedModels'][number][];
    removed.push({ name: row.entity_label, at: iso(row.at) });
  }
  for (const row of editedRows.rows as Row[]) {
    contexts.get(row.project_id)!.editedAt = iso(row.at);
  }
  for (const { projectId, ...milestone } of milestoneRows) {
    (contexts.get(projectId)!.milestones as Array<RiskContext['milestones'][number]>).push(
      milestone,
    );
  }
  for (const row of baselineRows) {
    contexts.get(row.projectId)!.baselineTargetDate = row.targetDate;
  }
  for (const { projectId, ...other } of dependencyRows) {
    (contexts.get(projectId)!.dependsOn as Array<RiskContext['dependsOn'][number]>).push(other);
  }
  for (const { projectId, ...model } of modelRows) {
    (
      contexts.get(projectId)!.llmModels as Array<{ name: string; deprecationDate: string | null }>
    ).push(model);
  }
  for (const row of budgetEditedRows.rows as Row[]) {
    contexts.get(row.project_id)!.budgetEditedAt = iso(row.at);
  }
  for (const row of modelDatesEditedRows.rows as Row[]) {
    contexts.get(row.project_id)!.modelDatesEditedAt = iso(row.at);
  }
  return contexts;
}

/**
 * What a rule reads beyond the project that people change elsewhere: a change of it reopens an
 * acknowledged risk of that rule alone (a retirement date moved is news for model-deprecation,
 * not for a stalled review).
 */
const ALSO_CHANGED_BY: Partial<
  Record<RiskRuleId, (context: RiskContext) => Array<string | null | undefined>>
> = {
  'model-deprecation': (context) => [context.modelDatesEditedAt],
};

/** When the project last changed in any way a rule reads (edits, links, deleted models, spend). */
function changedAt(context: RiskContext, ruleId: RiskRuleId): number {
  const times = [
    context.editedAt,
    context.budgetEditedAt,
    ...context.removedModels.map((removed) => removed.at),
    ...(ALSO_CHANGED_BY[ruleId]?.(context) ?? []),
  ];
  return Math.max(...times.map((at) => (at ? Date.parse(at) : 0)));
}

const label = (ruleId: string) => riskRule(ruleId)?.title ?? ruleId;

async function openRisk(
  uow: UnitOfWork,
  project: ProjectRow,
  ruleId: RiskRuleId,
  severity: RiskSeverity,
  details: string[],
) {
  const rule = riskRule(ruleId)!;
  const risk = await Risk.query(uow.trx).insertAndFetch({
    companyId: project.companyId,
    projectId: project.id,
    ruleId,
    severity,
    state: 'open',
    details,
  });
  await uow.record({
    entity: 'risk',
    id: risk.id,
    action: 'opened',
    before: null,
    after: risk,
    label: rule.title,
  });
}

async function setState(
  uow: UnitOfWork,
  risk: Risk,
  changes: Partial<Risk>,
  action: 'opened' | 'resolved' | 'updated',
) {
  await patchRecorded(uow, Risk, 'risk', risk, changes, { action, label: label(risk.ruleId) });
}

/**
 * Runs every rule over the given projects of one company and brings their risks in line, as
 * the product's own unit of work: a rule that holds without a risk opens one; a risk whose rule
 * stopped holding (or whose project is archived) resolves; an acknowledged risk opens again only
 * when its project changed after the acknowledgement and the rule still holds. The projects are
 * locked for the evaluation, so two evaluations of one project never race.
 */
export async function evaluateProjects(
  deps: WriteDeps,
  companyId: string,
  projectIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (projectIds.length === 0) return;
  await write(deps, SYSTEM_ACTOR, async (uow) => {
    const projects = (await Project.query(uow.trx)
      .where({ companyId })
      .whereIn('id', [...new Set(projectIds)])
      .select(...PROJECT_COLUMNS)
      .orderBy('id')
      .forUpdate()) as ProjectRow[];
    if (projects.length === 0) return;
    const contexts = await riskContexts(uow.trx, companyId, projects, now);
    const unresolved = await Risk.query(uow.trx)
      .whereIn(
        'projectId',
        projects.map((project) => project.id),
      )
      .whereNot('state', 'resolved');
    const risksOf = new Map<string, Map<string, Risk>>();
    for (const risk of unresolved) {
      if (!risksOf.has(risk.projectId)) risksOf.set(risk.projectId, new Map());
      risksOf.get(risk.projectId)!.set(risk.ruleId, risk);
    }
    for (const project of projects) {
      const context = contexts.get(project.id)!;
      const risks = risksOf.get(project.id) ?? new Map<string, Risk>();
      const holding = heldRisks(project, context);
      for (const [ruleId, severity] of holding) {
        const risk = risks.get(ruleId);
        const details = riskSpecifics(ruleId, project, context);
        if (!risk) {
          await openRisk(uow, project, ruleId, severity, details);
          continue;
        }
        // The specifics follow the project (another milestone late, a new month's total): kept
        // current without a history entry, as the rule and its state did not change.
        if (JSON.stringify(risk.details ?? []) !== JSON.stringify(details)) {
          await Risk.query(uow.trx).patch({ details }).where({ id: risk.id });
          risk.details = details;
        }
        const reopen =
          risk.state === 'acknowledged' &&
          risk.acknowledgedAt !== null &&
          changedAt(context, ruleId) > risk.acknowledgedAt.getTime();
        if (reopen) await setState(uow, risk, { state: 'open', severity }, 'opened');
        // A rule whose severity depends on the project (`severityOf`): the risk follows it.
        else if (risk.severity !== severity) await setState(uow, risk, { severity }, 'updated');
      }
      for (const [ruleId, risk] of risks) {
        if (!holding.has(ruleId as RiskRuleId)) {
          await setState(
            uow,
            risk,
            { state: 'resolved', resolvedAt: fn.now() as never },
            'resolved',
          );
        }
      }
    }
  });
}

/**
 * Every project of every company, a chunk per transaction (`review-stalled` and the date rules
 * depend on the day: `now` is the one as-of time of the run): live projects, and archived ones
 * that still have an unresolved risk.
 */
export async function evaluateAllProjects(db: Knex, now = new Date()): Promise<number> {
  let evaluated = 0;
  let after: { companyId: string; id: string } | undefined;
  for (;;) {
    const rows = (await db('projects')
      .select('companyId', 'id')
      .where((w) =>
        w
          .whereNull('archivedAt')
          .orWhereExists((q) =>
            q
              .select(db.raw('1'))
              .from('risks')
              .whereRaw('risks.project_id = projects.id')
              .whereNot('risks.state', 'resolved'),
          ),
      )
      .modify((q) => {
        if (after) q.whereRaw('(company_id, id) > (?, ?)', [after.companyId, after.id]);
      })
      .orderBy([{ column: 'companyId' }, { column: 'id' }])
      .limit(NIGHTLY_CHUNK)) as Array<{ companyId: string; id: string }>;
    if (rows.length === 0) return evaluated;
    const byCompany = new Map<string, string[]>();
    for (const row of rows) {
      byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.id]);
    }
    for (const [companyId, ids] of byCompany) await evaluateProjects({ db }, companyId, ids, now);
    evaluated += rows.length;
    after = rows.at(-1)!;
  }
}

/** The unresolved states a list without `state` shows. */
const UNRESOLVED = ['open', 'acknowledged'] as const;

export interface RiskRow extends Risk {
  projectName: string;
  projectDepartment: string;
  acknowledgerFirstName: string | null;
  acknowledgerLastName: string | null;
  acknowledgerEmail: string | null;
}

/** The company's risks with their project and who acknowledged them, unordered. */
function risksOf(db: Knex, companyId: string) {
  return db('risks')
    .join('projects', 'projects.id', 'risks.projectId')
    .where('risks.companyId', companyId);
}

const riskColumns = (db: Knex, query: Knex.QueryBuilder) =>
  query
    .leftJoin('users', 'users.id', 'risks.acknowledgedBy')
    .select(
      'risks.*',
      'projects.name as projectName',
      'projects.department as projectDepartment',
      'users.firstName as acknowledgerFirstName',
      'users.lastName as acknowledgerLastName',
      'users.email as acknowledgerEmail',
    ) as Knex.QueryBuilder<RiskRow, RiskRow[]>;

const WORST_FIRST = `case risks.severity ${RISK_SEVERITIES.map((s, i) => `when '${s}' then ${i}`).join(' ')} end`;

/** The company's risks passing the filters, worst first, with their counts by severity. */
export async function listRisks(
  db: Knex,
  companyId: string,
  query: RiskListQuery,
): Promise<{ rows: RiskRow[]; total: number; counts: Record<RiskSeverity, number> }> {
  const filtered = () => {
    const q = risksOf(db, companyId);
    if (query.state) q.where('risks.state', query.state);
    else q.whereIn('risks.state', [...UNRESOLVED]);
    if (query.severity) q.where('risks.severity', query.severity);
    if (query.rule) q.where('risks.ruleId', query.rule);
    if (query.department !== undefined) q.where('projects.department', query.department);
    if (query.projectId) q.where('risks.projectId', query.projectId);
    return q;
  };
  const [rows, countRows] = await Promise.all([
    riskColumns(db, filtered())
      .orderByRaw(WORST_FIRST)
      .orderBy([
        { column: 'risks.openedAt', order: 'desc' },
        { column: 'risks.id', order: 'desc' },
      ])
      .limit(query.limit ?? RISK_PAGE_DEFAULT)
      .offset(query.offset ?? 0),
    filtered().select('risks.severity').count('* as count').groupBy('risks.severity') as Promise<
      Array<{ severity: RiskSeverity; count: string | number }>
    >,
  ]);
  const counts = countBySeverity([]);
  for (const row of countRows) counts[row.severity] = Number(row.count);
  const total = RISK_SEVERITIES.reduce((sum, severity) => sum + counts[severity], 0);
  return { rows, total, counts };
}

/** One risk of the company as the list shows it. */
export async function findRisk(db: Knex, companyId: string, id: string): Promise<RiskRow> {
  const row = await riskColumns(db, risksOf(db, companyId).where('risks.id', id)).first();
  if (!row) throw new NotFoundError(notFoundMessage('risk'));
  return row;
}

/**
 * A person says they know of a risk: it stays acknowledged (quiet) until its project changes
 * again. A resolved risk is refused; an acknowledged one takes the new note.
 */
export async function acknowledgeRisk(
  uow: UnitOfWork,
  risk: Pick<Risk, 'id'>,
  userId: string,
  note: string,
): Promise<Risk> {
  const before = await uow.lock(Risk, risk.id, notFoundMessage('risk'));
  if (before.state === 'resolved') {
    throw new ConflictError(RISK_RESOLVED_MESSAGE, { code: ERROR_CODES.riskResolved });
  }
  const after = await Risk.query(uow.trx).patchAndFetchById(risk.id, {
    state: 'acknowledged',
    acknowledgedAt: fn.now() as never,
    acknowledgedBy: userId,
    acknowledgementNote: note.trim(),
  });
  await uow.record({
    entity: 'risk',
    id: risk.id,
    action: 'acknowledged',
    before,
    after,
    label: label(before.ruleId),
  });
  return after;
}
