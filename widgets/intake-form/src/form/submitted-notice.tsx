import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { Proposal } from '@portfolio/contracts';
import { AppLink, CheckCircleIcon, Cluster, IconButton, XIcon, MutedText } from '@portfolio/ui';
import { IntakeTierBadge, ProposalStateBadge } from '../shared/proposal-badges';
import { pathOf } from '../shared/proposal-paths';

export interface SubmittedNoticeProps {
  proposal: Proposal;
  navigate: (path: string) => void;
  onDismiss: () => void;
}

/**
 * What the form says once a proposal is in: its state and the tier its screening gave, and what
 * it waits for. Takes the focus, so the confirmation is read out where the form was cleared.
 */
export function SubmittedNotice({ proposal, navigate, onDismiss }: SubmittedNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, [proposal.id]);
  return (
    <Notice ref={ref} tabIndex={-1} role="status" aria-labelledby={titleId}>
      <CheckCircleIcon size={20} />
      <Body>
        <Title id={titleId}>
          Proposal submitted:{' '}
          <AppLink to={pathOf('proposal', proposal.id)} navigate={navigate}>
            {proposal.name}
          </AppLink>
        </Title>
        <Cluster>
          <ProposalStateBadge state={proposal.state} size="md" />
          <IntakeTierBadge tier={proposal.tier} size="md" />
        </Cluster>
        {proposal.approval.waitingFor ? (
          <MutedText>{proposal.approval.waitingFor}</MutedText>
        ) : null}
        <MutedText>You can follow it under “Your proposals” below.</MutedText>
      </Body>
      <IconButton aria-label="Dismiss" onClick={onDismiss}>
        <XIcon size={16} />
      </IconButton>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${(p) => p.theme.tone.green.border};
  background: ${(p) => p.theme.tone.green.bg};
  border-radius: ${(p) => p.theme.radius.lg};
  color: ${(p) => p.theme.tone.green.fg};
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.375rem;
  color: ${(p) => p.theme.color.text};
`;

const Title = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;
