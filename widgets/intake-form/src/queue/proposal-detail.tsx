import { useState } from 'react';
import styled from 'styled-components';
import { DECIDED_PROPOSAL_STATES, formatDate, type Proposal } from '@portfolio/contracts';
import {
  Button,
  Grid,
  LayersIcon,
  PageHeader,
  PageStack,
  CheckIcon,
  XIcon,
  color,
  fontSize,
  type WidgetProps,
} from '@portfolio/ui';
import { DetailPageView } from '@portfolio/ui/pages';
import { useIntakeSettings, useProposal } from '../api/proposals';
import { ApproveDialog } from './approve-dialog';
import { ApprovalsCard } from './approvals-card';
import { MergeDialog } from './merge-dialog';
// The form's badges: a proposal reads the same in the submitter's list and in the queue.
import { IntakeTierBadge, ProposalStateBadge } from '../shared/proposal-badges';
import { ProposalDecision } from './proposal-decision';
import { ProposalAnswers, ProposalFacts, ProposalScreening } from './proposal-facts';
import { ProposalHistory } from './proposal-history';
import { QUEUE_PATH } from '../shared/proposal-paths';
import { RejectDialog } from './reject-dialog';
import { ScoreCard } from './score-card';

type DetailProps = Pick<WidgetProps, 'navigate'> & { proposalId: string };

/** `/proposals/{id}`: one proposal with its score, approvals and the decisions still open. */
export function ProposalDetailPage({ proposalId, navigate }: DetailProps) {
  const query = useProposal(proposalId);
  return (
    <DetailPageView
      query={query}
      back={{ to: QUEUE_PATH, label: 'All proposals' }}
      navigate={navigate}
      noun="proposal"
    >
      {(proposal, back) => <ProposalView proposal={proposal} back={back} navigate={navigate} />}
    </DetailPageView>
  );
}

type Decision = 'approve' | 'reject' | 'merge';

function ProposalView({
  proposal,
  back,
  navigate,
}: {
  proposal: Proposal;
  back: React.ReactNode;
  navigate: (path: string) => void;
}) {
  const settings = useIntakeSettings(proposal.companyId).data;
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const open = !DECIDED_PROPOSAL_STATES.includes(proposal.state);
  const close = () => setDeciding(null);
  const dialog = { proposal, onClose: close };
  return (
    <PageStack>
      {back}
      <PageHeader
        title={proposal.name}
        description={
          <Summary>
            <IntakeTierBadge tier={proposal.tier} size="md" />
            <ProposalStateBadge state={proposal.state} size="md" />
            <span>{proposal.department}</span>
            <span>
              Submitted by {proposal.submittedBy?.name ?? 'an API client'} on{' '}
              {formatDate(proposal.createdAt, 'long')}
            </span>
          </Summary>
        }
        actions={
          open ? (
            <>
              {/* The contract's rule: a prohibited practice is never approved (the card says why). */}
              {proposal.tier === 'prohibited' ? null : (
                <Button onClick={() => setDeciding('approve')}>
                  <CheckIcon size={15} />
                  Approve
                </Button>
              )}
              <Button $variant="outline" onClick={() => setDeciding('reject')}>
                <XIcon size={15} />
                Reject
              </Button>
              <Button $variant="outline" onClick={() => setDeciding('merge')}>
                <LayersIcon size={15} />
                Merge into…
              </Button>
            </>
          ) : undefined
        }
      />
      <ProposalDecision proposal={proposal} navigate={navigate} />
      <Grid $columns={{ xl: 2 }}>
        <ScoreCard proposal={proposal} settings={settings} />
        <ApprovalsCard proposal={proposal} />
      </Grid>
      <ProposalFacts proposal={proposal} />
      <Grid $columns={{ xl: 2 }}>
        <ProposalAnswers proposal={proposal} settings={settings} />
        <ProposalScreening proposal={proposal} />
      </Grid>
      <ProposalHistory proposalId={proposal.id} />
      <ApproveDialog open={deciding === 'approve'} {...dialog} />
      <RejectDialog open={deciding === 'reject'} {...dialog} />
      <MergeDialog open={deciding === 'merge'} {...dialog} />
    </PageStack>
  );
}

// A description is a paragraph: its parts are phrasing content.
const Summary = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
