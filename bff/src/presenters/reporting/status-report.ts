import type { ProjectHealthEntry, StatusReport as StatusReportBody } from '@portfolio/contracts';
import type { StatusReport } from '../../models/status-report.ts';
import type { HealthRow } from '../../services/reporting/status-reports.ts';
import { optionalIso, toIsoString } from '../../db/dates.ts';

export function presentStatusReport(row: StatusReport): StatusReportBody {
  return {
    id: row.id,
    projectId: row.projectId,
    state: row.state,
    health: row.health,
    narrative: row.narrative,
    changes: row.changes,
    metrics: row.metrics,
    periodStart: toIsoString(row.periodStart),
    periodEnd: toIsoString(row.periodEnd),
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
    publishedAt: optionalIso(row.publishedAt),
    publishedBy:
      row.publishedByName === null ? null : { id: row.publishedBy, name: row.publishedByName },
  };
}

export const presentProjectHealth = (row: HealthRow): ProjectHealthEntry => ({
  projectId: row.projectId,
  health: row.health,
  reportId: row.reportId,
  state: row.state,
  periodEnd: toIsoString(row.periodEnd),
});
