import { useState } from 'react';
import styled from 'styled-components';
import {
  EvidenceForm,
  EvidenceList,
  useDeleteEvidence,
  type EvidenceReviewer,
} from '@portfolio/ui/evidence';
import { QueryRows } from '@portfolio/ui/lists';
import { useAddEvidence, useObligationEvidence } from '../api/obligation-evidence';
import { Empty, SectionTitle } from '../shared/list-card-parts';
import { Counted } from '../shared/counted';

export type { EvidenceReviewer } from '@portfolio/ui/evidence';

export interface ObligationEvidenceProps {
  /** The stored obligation (`AiActObligationItem.id`) whose evidence this shows and adds to. */
  obligationId: string;
  /** Its project and company: what a write makes out of date there (history, risks). */
  projectId: string;
  companyId: string;
  /**
   * The company's members, to pick the reviewer from; without them (or for someone outside the
   * company) the reviewer is typed as text.
   */
  members?: readonly EvidenceReviewer[];
  /** How the obligation is named in accessible labels, e.g. "Article 4 (AI literacy)". */
  obligationLabel?: string;
  /**
   * The add form behind an "Add evidence" disclosure, drawn once it is first opened: for a list
   * of many obligations.
   */
  compact?: boolean;
}

/**
 * The evidence of one EU AI Act obligation: the kit's evidence list (download, removal after
 * asking) and its form for a link or a file.
 */
export function ObligationEvidence({
  obligationId,
  projectId,
  companyId,
  members,
  obligationLabel = 'this obligation',
  compact = false,
}: ObligationEvidenceProps) {
  const scope = { obligationId, projectId, companyId };
  const evidence = useObligationEvidence(scope);
  const add = useAddEvidence(scope);
  const remove = useDeleteEvidence({ projectId, companyId });
  const list = evidence.data ?? [];
  // A long list of obligations draws each add form only once asked for (never printed anyway).
  const [adding, setAdding] = useState(!compact);
  const headingId = `evidence-${obligationId}`;
  const form = (
    <EvidenceForm
      idPrefix={`evidence-${obligationId}`}
      label={`Add evidence to ${obligationLabel}`}
      add={add}
      members={members}
    />
  );

  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle as="h4" id={headingId}>
        <Counted count={list.length}>Evidence</Counted>
      </SectionTitle>
      <QueryRows
        query={evidence}
        loading={{ label: `Loading the evidence of ${obligationLabel}`, heights: ['2.75rem'] }}
        errorTitle="The evidence could not be loaded"
        empty={
          <Empty>
            No evidence yet.{' '}
            <span data-print-hide="">Add a link to where it is kept, or upload the file.</span>
          </Empty>
        }
      >
        {(items) => <EvidenceList evidence={items} of={obligationLabel} remove={remove} />}
      </QueryRows>
      {compact ? (
        <AddDisclosure data-print-hide="">
          <summary onClick={() => setAdding(true)}>Add evidence</summary>
          {adding ? form : null}
        </AddDisclosure>
      ) : (
        form
      )}
    </Section>
  );
}

const Section = styled.section`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
`;

const AddDisclosure = styled.details`
  & > summary {
    cursor: pointer;
    width: fit-content;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 500;
    color: ${(p) => p.theme.color.primary};
  }
  &[open] > summary {
    margin-bottom: 0.5rem;
  }
`;
