import styled from 'styled-components';
import { formatDate, type Proposal, type Tone } from '@portfolio/contracts';
import { AppLink, ArrowRightIcon, fontSize, tonedBox } from '@portfolio/ui';
import { pathOf } from '../shared/proposal-paths';

const TONES: Partial<Record<Proposal['state'], Tone>> = {
  approved: 'green',
  rejected: 'red',
  merged: 'slate',
};

/**
 * How a decided proposal ended: approved with a link to the project it became, rejected with the
 * reason its submitter reads, or merged with a link to what it joined.
 */
export function ProposalDecision({
  proposal,
  navigate,
}: {
  proposal: Proposal;
  navigate: (path: string) => void;
}) {
  const tone = TONES[proposal.state];
  if (!tone) return null;
  const on = proposal.decidedAt ? ` on ${formatDate(proposal.decidedAt, 'long')}` : '';
  return (
    <Decision $tone={tone} aria-label="Decision" data-decision={proposal.state}>
      {proposal.state === 'approved' ? (
        <>
          <Headline>Approved{on}: it is a project now.</Headline>
          {proposal.projectId ? (
            <AppLink to={pathOf('project', proposal.projectId)} navigate={navigate}>
              Open the project <ArrowRightIcon size={14} />
            </AppLink>
          ) : null}
        </>
      ) : proposal.state === 'rejected' ? (
        <>
          <Headline>Rejected{on}.</Headline>
          <Reason>
            <strong>Reason:</strong> {proposal.rejectionReason}
          </Reason>
        </>
      ) : (
        <>
          <Headline>
            Merged{on} into the {proposal.mergedInto?.kind ?? 'item'}{' '}
            {proposal.mergedInto ? (
              <AppLink
                to={pathOf(proposal.mergedInto.kind, proposal.mergedInto.id)}
                navigate={navigate}
              >
                {proposal.mergedInto.name}
              </AppLink>
            ) : null}
            .
          </Headline>
        </>
      )}
    </Decision>
  );
}

const Decision = styled.section<{ $tone: Tone }>`
  display: grid;
  gap: 0.375rem;
  padding: 1rem 1.25rem;
  border-radius: ${(p) => p.theme.radius.lg};
  ${(p) => tonedBox(p.$tone)(p)}
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    color: inherit;
    font-weight: 600;
  }
`;

const Headline = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${fontSize('sm')};
  white-space: pre-wrap;
`;
