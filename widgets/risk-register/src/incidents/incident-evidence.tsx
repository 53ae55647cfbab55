import type { IncidentDetail } from '@portfolio/contracts';
import { Badge } from '@portfolio/ui';
import { EvidenceCard, useDeleteEvidence } from '@portfolio/ui/evidence';
import { useAddIncidentEvidence, useCompanyPeople, useIncidentEvidence } from '../api/incidents';

/**
 * The incident's evidence (logs, screenshots, the reports as sent), in the evidence store beside
 * the obligations': the kit's list and form. A report's document stays with the report: removing
 * it is refused with the API's sentence.
 */
export function IncidentEvidenceCard({
  incident,
  disabled,
}: {
  incident: IncidentDetail;
  disabled: boolean;
}) {
  const evidence = useIncidentEvidence(incident.id);
  const add = useAddIncidentEvidence(incident.id);
  const remove = useDeleteEvidence({
    companyId: incident.companyId,
    projectId: incident.project?.id,
  });
  const people = useCompanyPeople(incident.companyId);
  const documents = new Set(incident.reports.map((r) => r.evidenceId));
  return (
    <EvidenceCard
      evidence={evidence}
      of="this incident"
      description="Logs, screenshots and the reports as they were sent."
      empty="No evidence yet."
      idPrefix={`incident-evidence-${incident.id}`}
      add={add}
      remove={remove}
      members={people}
      disabled={disabled}
      tag={(item) =>
        documents.has(item.id) ? (
          <Badge $size="sm" $tone="blue">
            Report document
          </Badge>
        ) : null
      }
    />
  );
}
