import styled from 'styled-components';
import type { IncidentDetail } from '@portfolio/contracts';
import {
  Badge,
  TitledCard,
  CardContent,
  CountPill,
  LayersIcon,
  QueryErrorCard,
  Skeleton,
  color,
  fontSize,
} from '@portfolio/ui';
import { EvidenceForm, EvidenceList, useDeleteEvidence } from '@portfolio/ui/evidence';
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
  const list = evidence.data ?? [];
  return (
    <TitledCard
      title={
        <>
          Evidence
          {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
        </>
      }
      icon={<LayersIcon size={18} />}
      description="Logs, screenshots and the reports as they were sent."
    >
      <Body>
        {evidence.isPending ? (
          <div role="status" aria-label="Loading the evidence of this incident">
            <Skeleton $height="2.75rem" />
          </div>
        ) : evidence.isError ? (
          <QueryErrorCard title="The evidence could not be loaded" query={evidence} />
        ) : list.length === 0 ? (
          <Empty>No evidence yet.</Empty>
        ) : (
          <EvidenceList
            evidence={list}
            of="this incident"
            remove={remove}
            disabled={disabled}
            tag={(item) =>
              documents.has(item.id) ? (
                <Badge $size="sm" $tone="blue">
                  Report document
                </Badge>
              ) : null
            }
          />
        )}
        <EvidenceForm
          idPrefix={`incident-evidence-${incident.id}`}
          label="Add evidence to this incident"
          add={add}
          members={people}
          disabled={disabled}
        />
      </Body>
    </TitledCard>
  );
}

const Body = styled(CardContent)`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
`;

const Empty = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
