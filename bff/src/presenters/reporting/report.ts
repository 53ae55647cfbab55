import type { SavedReport } from '@portfolio/contracts';
import { optionalIso, toIsoString } from '../../db/dates.ts';
import { personName } from '../../services/integrations/notifications.ts';
import {
  canEdit,
  type ReportViewer,
  type ReportWithCreator,
} from '../../services/reporting/reports.ts';

/** A saved report as `viewer` sees it: whether they may change it, and its schedule if any. */
export function presentReport(row: ReportWithCreator, viewer: ReportViewer): SavedReport {
  const name = personName({
    firstName: row.creatorFirstName ?? null,
    lastName: row.creatorLastName ?? null,
  });
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    definition: row.definition,
    visibility: row.visibility,
    createdBy: row.createdBy,
    createdByName: name || row.creatorEmail || 'A former member',
    canEdit: canEdit(row, viewer),
    schedule: row.scheduleFrequency
      ? {
          frequency: row.scheduleFrequency,
          recipients: row.scheduleRecipients,
          nextRunAt: toIsoString(row.scheduleNextRunAt ?? new Date()),
          lastSentAt: optionalIso(row.scheduleLastSentAt),
        }
      : null,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}
