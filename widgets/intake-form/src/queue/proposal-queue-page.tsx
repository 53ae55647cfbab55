import { CompanyGate, type WidgetProps } from '@portfolio/ui';
import { ProposalDetailPage } from './proposal-detail';
import { ProposalQueue } from './proposal-queue';

export interface ProposalQueuePageProps extends WidgetProps {
  /** `/proposals/{id}`: the proposal to show; absent, the queue. */
  proposalId?: string;
}

/** The intake queue: the company's proposals at `/proposals`, one proposal at `/proposals/{id}`. */
export function ProposalQueuePage({
  companyId,
  navigate,
  location,
  proposalId,
}: ProposalQueuePageProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="see the proposals">
      {(companyId) =>
        proposalId ? (
          <ProposalDetailPage key={proposalId} proposalId={proposalId} navigate={navigate} />
        ) : (
          <ProposalQueue companyId={companyId} navigate={navigate} location={location} />
        )
      }
    </CompanyGate>
  );
}
