import {
  calendarDateOf,
  formatCalendarDate,
  GATE_DECISION_LABELS,
  KPI_LIMITS,
  KPI_MEASUREMENTS_FULL_MESSAGE,
  kpiTargetProblem,
  monthOf,
  STAGE_GATE_LABELS,
  type BenefitMonth,
  type GateDecisionBody,
  type KpiCreateBody,
  type KpiMeasurementBody,
  type KpiUpdateBody,
  type ProjectValueBody,
  type ValueSource,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import {
  deleteRecorded,
  insertRecorded,
  patchRecorded,
  setMonthAmounts,
} from '../../audit/recorded-writes.ts';
import { lockedChange, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, fieldError, NotFoundError } from '../../errors.ts';
import { Project } from '../../models/project.ts';
import {
  KpiMeasurement,
  ProjectBenefit,
  ProjectGate,
  ProjectKpi,
  ProjectValue,
} from '../../models/project-value.ts';
import { PERSON_NAME_SQL } from '../plan/people.ts';
import { lockProject } from '../portfolio/project-lock.ts';
import { groupedBy } from '../grouped.ts';

/** The project's fields its value is computed from. */
export type ValueProjectRow = Pick<Project, 'id' | 'companyId'> & ValueSource;

/** Realised benefit by project, months in order. */
export async function readBenefits(
  db: Knex,
  projectIds: readonly string[],
): Promise<Map<string, BenefitMonth[]>> {
  const rows = (await db('projectBenefits')
    .whereIn('projectId', projectIds)
    .orderBy(['projectId', 'month'])
    .select('projectId', 'month', db.raw('amount::text as amount'))) as Array<
    BenefitMonth & { projectId: string }
  >;
  return groupedBy(projectIds, rows, 'projectId');
}

export interface ValueRead {
  benefitOwner: { id: string; name: string } | null;
  months: BenefitMonth[];
  today: string;
}

/** The project's benefit owner (with their name) and realised benefit by month. */
export async function readValue(
  db: Knex,
  project: Pick<Project, 'id'>,
  now = new Date(),
): Promise<ValueRead> {
  const owner = (await db('projectValues as v')
    .join('people as p', 'p.id', 'v.benefitOwnerId')
    .leftJoin('users as u', 'u.id', 'p.userId')
    .where('v.projectId', project.id)
    .first('p.id', db.raw(`${PERSON_NAME_SQL} as name`))) as
    { id: string; name: string } | undefined;
  const months = (await readBenefits(db, [project.id])).get(project.id) ?? [];
  return { benefitOwner: owner ?? null, months, today: calendarDateOf(now) };
}

/**
 * Sets the benefit owner (one of the company's people; another company's is answered as a
 * missing one) and the realised benefit of each month named (`amount: null` removes it). The
 * project is locked, so two changes of one project apply one after the other.
 */
export async function updateProjectValue(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: ProjectValueBody,
): Promise<void> {
  await lockProject(uow, project.id);
  if (body.benefitOwnerId !== undefined) await setBenefitOwner(uow, project, body.benefitOwnerId);
  if (!body.months) return;
  await setMonthAmounts(
    uow,
    ProjectBenefit,
    'project_benefit',
    project,
    body.months,
    'Realised benefit',
  );
}

async function setBenefitOwner(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  ownerId: string | null,
) {
  const { trx } = uow;
  const nameOf = async (id: string | null) => {
    if (id === null) return null;
    const row = (await trx('people as p')
      .leftJoin('users as u', 'u.id', 'p.userId')
      .where({ 'p.id': id, 'p.companyId': project.companyId })
      .first(trx.raw(`${PERSON_NAME_SQL} as name`))) as { name: string } | undefined;
    return row?.name;
  };
  const ownerName = await nameOf(ownerId);
  if (ownerName === undefined) throw new NotFoundError(notFoundMessage('person'));
  const row = await ProjectValue.query(trx).where({ projectId: project.id }).first();
  if (row?.benefitOwnerId === ownerId) return;
  const beforeName = row ? ((await nameOf(row.benefitOwnerId)) ?? null) : null;
  const saved = row
    ? await ProjectValue.query(trx).patchAndFetchById(row.id, { benefitOwnerId: ownerId })
    : await ProjectValue.query(trx).insertAndFetch({
        companyId: project.companyId,
        projectId: project.id,
        benefitOwnerId: ownerId,
      });
  const scope = { companyId: project.companyId, projectId: project.id };
  await uow.record({
    entity: 'project_value',
    id: saved.id,
    action: row ? 'updated' : 'created',
    before: row ? { ...scope, benefitOwnerName: beforeName } : null,
    after: { ...scope, benefitOwnerName: ownerName },
    label: 'Benefit owner',
  });
}

/** Realised benefit to date (the month of `now` included) by project, as decimal strings. */
export async function realisedToDate(
  db: Knex,
  projectIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const rows = (await db('projectBenefits')
    .whereIn('projectId', projectIds)
    .where('month', '<=', monthOf(now))
    .groupBy('projectId')
    .select('projectId', db.raw('sum(amount)::text as amount'))) as Array<{
    projectId: string;
    amount: string;
  }>;
  return new Map(rows.map((row) => [row.projectId, row.amount]));
}

// KPIs

export type KpiWithMeasurements = ProjectKpi & { measurements: KpiMeasurement[] };

/** The project's KPIs, oldest first, each with its measurements (oldest first). */
export async function listKpis(
  db: Knex,
  where: { projectId: string } | { id: string },
): Promise<KpiWithMeasurements[]> {
  const kpis = await ProjectKpi.query(db)
    .where(where)
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
  if (kpis.length === 0) return [];
  const measurements = await KpiMeasurement.query(db)
    .whereIn(
      'kpiId',
      kpis.map((kpi) => kpi.id),
    )
    .orderBy([{ column: 'date' }, { column: 'id' }]);
  return kpis.map((kpi) =>
    Object.assign(kpi, { measurements: measurements.filter((m) => m.kpiId === kpi.id) }),
  );
}

export const findKpi = async (db: Knex, id: string): Promise<KpiWithMeasurements> => {
  const [kpi] = await listKpis(db, { id });
  if (!kpi) throw new NotFoundError(notFoundMessage('project_kpi'));
  return kpi;
};

/** A KPI as its history records it: numbers as numbers, not numeric's padded text. */
const kpiRecord = (kpi: ProjectKpi) => ({
  companyId: kpi.companyId,
  projectId: kpi.projectId,
  name: kpi.name,
  unit: kpi.unit,
  baseline: Number(kpi.baseline),
  target: Number(kpi.target),
  direction: kpi.direction,
});

/** The history keeps a KPI's figures as numbers, under its name. */
const KPI_RECORDING = { view: kpiRecord, label: (kpi: ProjectKpi) => kpi.name };

function checkTarget(kpi: Parameters<typeof kpiTargetProblem>[0]) {
  const problem = kpiTargetProblem(kpi);
  if (problem) throw fieldError('target', problem);
}

export async function createKpi(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: KpiCreateBody,
  userId: string | null,
): Promise<ProjectKpi> {
  checkTarget(body);
  return insertRecorded(
    uow,
    ProjectKpi,
    'project_kpi',
    {
      companyId: project.companyId,
      projectId: project.id,
      name: body.name.trim(),
      unit: body.unit?.trim() ?? '',
      baseline: String(body.baseline),
      target: String(body.target),
      direction: body.direction,
      createdBy: userId,
    },
    KPI_RECORDING,
  );
}

/** Any subset of the fields; the target checked against the baseline and direction it ends with. */
export const updateKpi = lockedChange(
  ProjectKpi,
  notFoundMessage('project_kpi'),
  (uow, before, body: KpiUpdateBody) => {
    checkTarget({
      baseline: body.baseline ?? Number(before.baseline),
      target: body.target ?? Number(before.target),
      direction: body.direction ?? before.direction,
    });
    const patch = {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.unit !== undefined ? { unit: body.unit.trim() } : {}),
      ...(body.baseline !== undefined ? { baseline: String(body.baseline) } : {}),
      ...(body.target !== undefined ? { target: String(body.target) } : {}),
      ...(body.direction !== undefined ? { direction: body.direction } : {}),
    };
    return patchRecorded(uow, ProjectKpi, 'project_kpi', before, patch, KPI_RECORDING);
  },
);

export async function deleteKpi(uow: UnitOfWork, kpi: Pick<ProjectKpi, 'id'>): Promise<void> {
  const before = await uow.lock(ProjectKpi, kpi.id, notFoundMessage('project_kpi'));
  await deleteRecorded(uow, ProjectKpi, 'project_kpi', before, KPI_RECORDING);
}

/**
 * Records the KPI's value on a day; a second value on the same day replaces the first. A KPI
 * keeps at most {@link KPI_LIMITS.measurements} days (409 beyond).
 */
export async function addMeasurement(
  uow: UnitOfWork,
  kpi: Pick<ProjectKpi, 'id'>,
  body: KpiMeasurementBody,
): Promise<void> {
  const { trx } = uow;
  const locked = await uow.lock(ProjectKpi, kpi.id, notFoundMessage('project_kpi'));
  const label = `${locked.name}, ${formatCalendarDate(body.date, 'long')}`;
  const scope = { companyId: locked.companyId, projectId: locked.projectId };
  const value = String(body.value);
  const recording = {
    label,
    view: (row: KpiMeasurement) => ({ ...scope, date: row.date, value: Number(row.value) }),
  };
  const existing = await KpiMeasurement.query(trx).findOne({ kpiId: kpi.id, date: body.date });
  if (existing) {
    await patchRecorded(uow, KpiMeasurement, 'kpi_measurement', existing, { value }, recording);
    return;
  }
  const count = await KpiMeasurement.query(trx).where({ kpiId: kpi.id }).resultSize();
  if (count >= KPI_LIMITS.measurements) {
    throw new ConflictError(KPI_MEASUREMENTS_FULL_MESSAGE);
  }
  await insertRecorded(
    uow,
    KpiMeasurement,
    'kpi_measurement',
    { ...scope, kpiId: kpi.id, date: body.date, value },
    recording,
  );
}

// Stage gates

/** The project's stage-gate decisions, newest first. */
export async function listGates(db: Knex, projectId: string): Promise<ProjectGate[]> {
  return ProjectGate.query(db)
    .where({ projectId })
    .orderBy([
      { column: 'decidedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/** Records a decision, taken by the request's actor, now. */
export async function createGate(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: GateDecisionBody,
): Promise<ProjectGate> {
  const { actor } = uow;
  return insertRecorded(
    uow,
    ProjectGate,
    'project_gate',
    {
      companyId: project.companyId,
      projectId: project.id,
      gate: body.gate,
      decision: body.decision,
      reason: body.reason.trim(),
      actorType: actor.type,
      actorId: 'id' in actor ? actor.id : null,
      actorName: await uow.actorLabel(),
    },
    { label: (gate) => `${STAGE_GATE_LABELS[gate.gate]}: ${GATE_DECISION_LABELS[gate.decision]}` },
  );
}
