import styled from 'styled-components';
import { AI_ACT_OBLIGATION_STATUS_LABELS, type AiActObligationItem } from '@portfolio/contracts';
import { Button, ChevronDownIcon, Cluster, ObligationStatusBadge } from '@portfolio/ui';

/* Styles and small parts shared by the EU AI Act card's parts (classification, obligations, questionnaire). */

export const Muted = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const ErrorText = styled.p`
  margin: 0 0 0.75rem;
  grid-column: 1 / -1;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/** Its status, owner and the button that shows or hides its details and form. */
export function ObligationSummary({
  obligation,
  open,
  bodyId,
  onToggle,
}: {
  obligation: AiActObligationItem;
  open: boolean;
  bodyId: string;
  onToggle: () => void;
}) {
  return (
    <Summary>
      <ObligationStatusBadge status={obligation.status} overdue={obligation.overdue} />
      <span>{obligation.owner?.name ?? 'No owner'}</span>
      <Toggle
        type="button"
        $variant="ghost"
        $size="sm"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-label={`${open ? 'Hide' : 'Update'} ${obligation.article}`}
        onClick={onToggle}
        data-print-hide=""
      >
        {open ? 'Hide' : 'Update'}
        <ChevronDownIcon size={14} aria-hidden="true" data-open={open} />
      </Toggle>
    </Summary>
  );
}

/** Paper reads the saved answer as text; the form is for the screen. */
export function ObligationOnPaper({ obligation }: { obligation: AiActObligationItem }) {
  return (
    <PaperFacts data-testid="obligation-paper">
      <span>Status: {AI_ACT_OBLIGATION_STATUS_LABELS[obligation.status]}</span>
      <span>Owner: {obligation.owner?.name ?? 'No owner'}</span>
      {obligation.status === 'not_applicable' && obligation.notApplicableReason ? (
        <span>Why it does not apply: {obligation.notApplicableReason}</span>
      ) : null}
      {obligation.notes ? <span>Notes: {obligation.notes}</span> : null}
    </PaperFacts>
  );
}

const Summary = styled(Cluster).attrs({ $gap: '0.25rem 0.75rem' })`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const Toggle = styled(Button)`
  margin-left: auto;
  svg[data-open='true'] {
    transform: rotate(180deg);
  }
`;

const PaperFacts = styled.p`
  display: none;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  @media print {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125rem 1rem;
  }
`;
