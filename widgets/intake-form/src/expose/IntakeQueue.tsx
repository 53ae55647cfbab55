import { ProposalQueuePage, type ProposalQueuePageProps } from '../queue/proposal-queue-page';

/**
 * `/proposals` (the company's queue, highest score first) and `/proposals/{id}` with
 * `{ proposalId }`: one proposal with its score's inputs, approvals, approve, reject and merge.
 */
export default function IntakeQueueWidget(props: ProposalQueuePageProps) {
  return <ProposalQueuePage {...props} />;
}
