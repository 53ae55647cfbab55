import type { ReportDefinition, ReportFrequency, ReportVisibility } from '@portfolio/contracts';
import { CompanyTimestampedModel } from './base-model.ts';

/** A saved report: its definition, who sees it, and its e-mail schedule (if any). */
export class Report extends CompanyTimestampedModel {
  static override tableName = 'reports';
  static override jsonAttributes = ['definition', 'scheduleRecipients'];

  declare name: string;
  declare definition: ReportDefinition;
  declare visibility: ReportVisibility;
  declare createdBy: string | null;
  declare scheduleFrequency: ReportFrequency | null;
  /** User ids. */
  declare scheduleRecipients: string[];
  declare scheduleNextRunAt: Date | null;
  declare scheduleLastSentAt: Date | null;
}
