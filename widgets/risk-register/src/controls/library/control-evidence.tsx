import styled from 'styled-components';
import { formatCount, type Control } from '@portfolio/contracts';
import {
  CardContent,
  CountPill,
  LayersIcon,
  QueryErrorCard,
  Skeleton,
  TitledCard,
  color,
  fontSize,
} from '@portfolio/ui';
import { EvidenceForm, EvidenceList, useDeleteEvidence } from '@portfolio/ui/evidence';
import { useCompanyPeople } from '../../api/incidents';
import { useAddControlEvidence, useControlEvidence } from '../api';

/**
 * A control's evidence, attached once for every item it satisfies: the kit's list and form (a
 * link or a file, who reviewed it, until when it holds). Expired, it lapses everywhere at once.
 */
export function ControlEvidenceCard({
  companyId,
  control,
}: {
  companyId: string;
  control: Control;
}) {
  const evidence = useControlEvidence(companyId, control.id);
  const add = useAddControlEvidence(companyId, control.id);
  const remove = useDeleteEvidence({ companyId });
  const people = useCompanyPeople(companyId);
  const list = evidence.data ?? [];
  const items = control.links.length + control.customLinks.length;
  const frameworks = new Set([
    ...control.links.map((l) => l.framework),
    ...control.customLinks.map((l) => l.frameworkId),
  ]).size;
  return (
    <TitledCard
      title={
        <>
          Evidence
          {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
        </>
      }
      icon={<LayersIcon size={18} />}
      description={
        <>
          Counts for the {formatCount(items, 'item')} it satisfies in{' '}
          {formatCount(frameworks, 'framework')}, and lapses in all of them at once.
          <br />
          What shows it: {control.evidenceHint}
        </>
      }
    >
      <Body>
        {evidence.isPending ? (
          <div role="status" aria-label={`Loading the evidence of ${control.ref}`}>
            <Skeleton $height="2.75rem" />
          </div>
        ) : evidence.isError ? (
          <QueryErrorCard title="The evidence could not be loaded" query={evidence} />
        ) : list.length === 0 ? (
          <Empty>No evidence yet: every item it satisfies is without evidence from it.</Empty>
        ) : (
          <EvidenceList evidence={list} of={control.ref} remove={remove} />
        )}
        <EvidenceForm
          idPrefix={`control-evidence-${control.id}`}
          label={`Add evidence to ${control.ref}`}
          add={add}
          members={people}
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
