import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { formatDate, proposalPath, type IntakeSettings, type Proposal } from '@portfolio/contracts';
import {
  AppLink,
  Table,
  TableContainer,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  color,
  fontSize,
} from '@portfolio/ui';
import { ItemLink } from '@portfolio/ui/lists';
// The form's badges: a proposal reads the same in the submitter's list and in the queue.
import { IntakeTierBadge, ProposalStateBadge } from '../shared/proposal-badges';
import { criteriaOf, scoreText } from './score-criteria';
import { ScoreInputs } from './score-inputs';

/**
 * The queue's rows in the order given: the score, the proposal (its name the link to it), the
 * inputs its score is made of under its model, its tier and its state.
 */
export function QueueTable({
  proposals,
  settings,
  navigate,
}: {
  proposals: readonly Proposal[];
  settings: IntakeSettings | undefined;
  navigate: (path: string) => void;
}) {
  // The name is the row's link; a click elsewhere on the row opens the proposal too.
  const openRow = (event: MouseEvent, id: string) => {
    if (!(event.target as Element).closest('a')) navigate(proposalPath(id));
  };
  return (
    <TableContainer>
      <Table aria-label="Proposals">
        <THead>
          <Tr>
            <Th $align="right">Score</Th>
            <Th>Proposal</Th>
            <Th>Score inputs</Th>
            <Th>Tier</Th>
            <Th>State</Th>
          </Tr>
        </THead>
        <TBody>
          {proposals.map((proposal) => (
            <Tr
              key={proposal.id}
              $clickable
              data-proposal-id={proposal.id}
              onClick={(event) => openRow(event, proposal.id)}
            >
              <Score $align="right" data-score={proposal.score ?? ''}>
                {scoreText(proposal.score)}
              </Score>
              <Td>
                <ItemLink as={AppLink} to={proposalPath(proposal.id)} navigate={navigate}>
                  {proposal.name}
                </ItemLink>
                <Meta>
                  <span>{proposal.department}</span>
                  <span>{proposal.submittedBy?.name ?? 'Submitted through the API'}</span>
                  <span>{formatDate(proposal.createdAt)}</span>
                </Meta>
              </Td>
              <Td>
                <ScoreInputs proposal={proposal} criteria={criteriaOf(proposal, settings)} />
              </Td>
              <Td>
                <IntakeTierBadge tier={proposal.tier} />
              </Td>
              <Td>
                <ProposalStateBadge state={proposal.state} />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

const Score = styled(Td)`
  font-size: ${fontSize('lg')};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-score=''] {
    font-size: ${fontSize('xs')};
    font-weight: 500;
    color: ${color('textMuted')};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  margin-top: 0.125rem;
  color: ${color('textMuted')};
  font-size: ${fontSize('xs')};
`;
