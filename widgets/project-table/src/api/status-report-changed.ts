import type { QueryClient } from '@tanstack/react-query';
import { eventType, type AuditAction, type StatusReport } from '@portfolio/contracts';
import { refreshForEvent } from '@portfolio/ui';

/**
 * After a report was drafted, edited or published here: the answers its event makes out of
 * date are refreshed, as the event stream would (the project's reports and history, the
 * company's project health), without waiting for the stream.
 */
export const statusReportChanged =
  (companyId: string | null, action: AuditAction) => (client: QueryClient, report: StatusReport) =>
    refreshForEvent(client, {
      type: eventType('status_report', action),
      id: report.id,
      companyId: companyId ?? '',
      projectId: report.projectId,
      at: report.updatedAt,
      actor: { type: 'user', id: null, label: '' },
    });
