import {
  kpiProgress,
  projectValue,
  type GateDecisionRecord,
  type Kpi,
  type ProjectValue as ProjectValueBody,
  type ValueSource,
} from '@portfolio/contracts';
import type { ProjectGate } from '../../models/project-value.ts';
import type { KpiWithMeasurements, ValueRead } from '../../services/value/value.ts';
import { toIsoString } from '../../db/dates.ts';

export function presentProjectValue(
  project: { id: string } & ValueSource,
  read: ValueRead,
): ProjectValueBody {
  const { currentMonth, ...figures } = projectValue(project, read.months, read.today);
  return {
    projectId: project.id,
    benefitOwner: read.benefitOwner,
    currentMonth,
    months: read.months,
    ...figures,
  };
}

export function presentKpi(row: KpiWithMeasurements): Kpi {
  const kpi = {
    baseline: Number(row.baseline),
    target: Number(row.target),
    direction: row.direction,
  };
  const measurements = row.measurements.map((m) => ({
    id: m.id,
    date: m.date,
    value: Number(m.value),
  }));
  const progress = kpiProgress(kpi, measurements);
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    name: row.name,
    unit: row.unit,
    ...kpi,
    measurements,
    latest: progress.latest,
    progress: progress.percent,
    met: progress.met,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

export function presentGate(row: ProjectGate): GateDecisionRecord {
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    gate: row.gate,
    decision: row.decision,
    reason: row.reason,
    decidedBy: { type: row.actorType, id: row.actorId, name: row.actorName },
    decidedAt: toIsoString(row.decidedAt),
  };
}
