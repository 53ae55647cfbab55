import styled from 'styled-components';
import {
  PROHIBITED_PROPOSAL_MESSAGE,
  formatCount,
  formatDate,
  type Proposal,
} from '@portfolio/contracts';
import {
  CardContent,
  CheckCircleIcon,
  Grid,
  ProgressBar,
  TitledCard,
  fontSize,
  RefusalNotice,
  MutedText,
} from '@portfolio/ui';
import { ListRows } from '@portfolio/ui/lists';

/**
 * The approvals given and how far they go: the rule of the proposal's tier as the API counts it
 * (`approval`), and what it still waits for. A prohibited proposal is never approved: the
 * contract's sentence says why.
 */
export function ApprovalsCard({ proposal }: { proposal: Proposal }) {
  const { approval, approvals } = proposal;
  const prohibited = proposal.tier === 'prohibited';
  return (
    <TitledCard
      title="Approvals"
      icon={<CheckCircleIcon size={18} />}
      description={
        prohibited
          ? 'A prohibited practice cannot be approved.'
          : `${approval.counted} of ${formatCount(approval.needed, 'approval')} the tier asks for`
      }
    >
      <Content>
        {prohibited ? (
          <RefusalNotice role="note">{PROHIBITED_PROPOSAL_MESSAGE}</RefusalNotice>
        ) : (
          <Grid $gap="0.5rem">
            <ProgressBar
              value={approval.counted}
              max={approval.needed}
              label="Approvals"
              tone={approval.complete ? 'green' : 'blue'}
            />
            {approval.waitingFor && proposal.state !== 'rejected' && proposal.state !== 'merged' ? (
              <MutedText>{approval.waitingFor}</MutedText>
            ) : null}
          </Grid>
        )}
        {approvals.length === 0 ? (
          <MutedText>No approval yet.</MutedText>
        ) : (
          <List aria-label="Approvals given">
            {approvals.map((given) => (
              <li key={`${given.approver.id}-${given.approvedAt}`}>
                <strong>{given.approver.name}</strong>
                <MutedText as="span">
                  {' '}
                  as {given.role} · {formatDate(given.approvedAt)}
                </MutedText>
                {given.note ? <Note>{given.note}</Note> : null}
              </li>
            ))}
          </List>
        )}
      </Content>
    </TitledCard>
  );
}

const Content = styled(CardContent)`
  display: grid;
  gap: 1rem;
`;

const List = styled(ListRows).attrs({ as: 'ul' })`
  gap: 0.75rem;
  font-size: ${fontSize('sm')};
`;

const Note = styled.p`
  margin: 0.25rem 0 0;
  white-space: pre-wrap;
`;
