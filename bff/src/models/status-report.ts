import type {
  ProjectHealth,
  StatusReportChanges,
  StatusReportMetrics,
  StatusReportState,
} from '@portfolio/contracts';
import { ProjectOwnedModel } from './base-model.ts';

export class StatusReport extends ProjectOwnedModel {
  static override tableName = 'status_reports';
  /** Stored as jsonb: written as JSON text, read back as objects. */
  static override jsonAttributes = ['changes', 'metrics'];

  declare state: StatusReportState;
  declare health: ProjectHealth;
  declare narrative: string;
  declare changes: StatusReportChanges;
  declare metrics: StatusReportMetrics;
  declare periodStart: Date;
  declare periodEnd: Date;
  /**
   * The Monday whose scheduled run drafted or last refreshed it: written as `YYYY-MM-DD` and
   * compared in SQL only (pg and PGlite read a date back differently).
   */
  declare scheduledWeek: string | Date | null;
  declare publishedAt: Date | null;
  declare publishedBy: string | null;
  declare publishedByName: string | null;
}
