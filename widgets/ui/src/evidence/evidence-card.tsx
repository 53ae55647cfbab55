import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  CardContent,
  CountPill,
  LayersIcon,
  QueryErrorCard,
  Skeleton,
  TitledCard,
  MutedText,
} from '@portfolio/ui';
import { EvidenceForm, type EvidenceFormProps } from './evidence-form';
import { EvidenceList, type EvidenceItem, type EvidenceListProps } from './evidence-list';

export interface EvidenceCardProps
  extends
    Pick<EvidenceListProps, 'of' | 'remove' | 'disabled' | 'tag'>,
    Pick<EvidenceFormProps, 'idPrefix' | 'add' | 'members'> {
  /** The evidence, as read. */
  evidence: Pick<UseQueryResult<readonly EvidenceItem[]>, 'data' | 'isPending' | 'isError'> &
    Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
  /** What the evidence is, under the card's title. */
  description: ReactNode;
  /** What the card says while there is none. */
  empty: ReactNode;
}

/**
 * The evidence card of a thing with evidence of its own (a control, an incident): its title with
 * how many, the list (loading, failed, empty or each piece, with its download and removal) and
 * the form adding a link or a file, `of` naming the thing in every label.
 */
export function EvidenceCard({
  evidence,
  of,
  description,
  empty,
  remove,
  add,
  members,
  idPrefix,
  disabled,
  tag,
}: EvidenceCardProps) {
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
      description={description}
    >
      <Body>
        {evidence.isPending ? (
          <div role="status" aria-label={`Loading the evidence of ${of}`}>
            <Skeleton $height="2.75rem" />
          </div>
        ) : evidence.isError ? (
          <QueryErrorCard title="The evidence could not be loaded" query={evidence} />
        ) : list.length === 0 ? (
          <MutedText>{empty}</MutedText>
        ) : (
          <EvidenceList evidence={list} of={of} remove={remove} disabled={disabled} tag={tag} />
        )}
        <EvidenceForm
          idPrefix={idPrefix}
          label={`Add evidence to ${of}`}
          add={add}
          members={members}
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
