import styled from 'styled-components';
import { formatDate, type Proposal } from '@portfolio/contracts';
import { AppLink, InboxIcon } from '@portfolio/ui';
import {
  ItemLink,
  ItemMain,
  ItemMeta,
  ItemTop,
  ListEmpty,
  ListRow,
  ListRows,
  QueryRows,
} from '@portfolio/ui/lists';
import { useProposals } from '../api/proposals';
import { IntakeTierBadge, ProposalStateBadge } from '../shared/proposal-badges';
import { pathOf } from '../shared/proposal-paths';
import { SectionCard } from '../shared/section-card';

export interface MyProposalsProps {
  companyId: string;
  navigate: (path: string) => void;
}

/**
 * The proposals the viewer submitted, with their state and tier as they change (the list is
 * read again on every `proposal.*` event): why one was rejected, the project an approved one
 * became, what a merged one joined.
 */
export function MyProposals({ companyId, navigate }: MyProposalsProps) {
  const proposals = useProposals(companyId, { mine: true });
  return (
    <SectionCard
      icon={<InboxIcon size={18} />}
      title="Your proposals"
      description="Where each idea you proposed stands. It updates as the portfolio team decides."
    >
      <QueryRows
        query={proposals}
        loading={{ label: 'Loading your proposals', heights: ['4rem', '4rem'] }}
        errorTitle="Your proposals could not be loaded"
        isEmpty={(data) => data.proposals.length === 0}
        empty={<ListEmpty>Ideas you propose show here, with where they stand.</ListEmpty>}
      >
        {(data) => (
          <ListRows as="ul" aria-label="Your proposals">
            {data.proposals.map((proposal) => (
              <ProposalRow key={proposal.id} proposal={proposal} navigate={navigate} />
            ))}
          </ListRows>
        )}
      </QueryRows>
    </SectionCard>
  );
}

function ProposalRow({
  proposal,
  navigate,
}: {
  proposal: Proposal;
  navigate: (path: string) => void;
}) {
  const { mergedInto } = proposal;
  return (
    <ListRow>
      <ItemMain>
        <ItemTop>
          <ItemLink as={AppLink} to={pathOf('proposal', proposal.id)} navigate={navigate}>
            {proposal.name}
          </ItemLink>
          <ProposalStateBadge state={proposal.state} />
          <IntakeTierBadge tier={proposal.tier} />
        </ItemTop>
        <ItemMeta>
          {[
            `Submitted ${formatDate(proposal.createdAt)}`,
            proposal.department,
            ...(proposal.decidedAt ? [`Decided ${formatDate(proposal.decidedAt)}`] : []),
          ].join(' · ')}
        </ItemMeta>
        {!proposal.decidedAt && proposal.approval.waitingFor ? (
          <ItemMeta>{proposal.approval.waitingFor}</ItemMeta>
        ) : null}
        {proposal.state === 'rejected' && proposal.rejectionReason ? (
          <Outcome>Why it was rejected: {proposal.rejectionReason}</Outcome>
        ) : null}
        {proposal.state === 'approved' && proposal.projectId ? (
          <Outcome>
            Approved as a project:{' '}
            <AppLink to={pathOf('project', proposal.projectId)} navigate={navigate}>
              open the project
            </AppLink>
          </Outcome>
        ) : null}
        {proposal.state === 'merged' && mergedInto ? (
          <Outcome>
            Merged into the {mergedInto.kind}{' '}
            <AppLink to={pathOf(mergedInto.kind, mergedInto.id)} navigate={navigate}>
              {mergedInto.name}
            </AppLink>
          </Outcome>
        ) : null}
      </ItemMain>
    </ListRow>
  );
}

const Outcome = styled.p`
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: 500;
  }
`;
