import { routes } from '@portfolio/contracts';
import { CardContent, ClockIcon, TitledCard, useRouteInfiniteQuery } from '@portfolio/ui';
import { PagedHistory } from '@portfolio/ui/history';

/**
 * The proposal's History: its submission, edits, score changes, approvals and decision, newest
 * first, as the project page's History and the Activity page word them. Its answer is outdated
 * by every change of a proposal or an approval, so it follows the page's own writes and the
 * company's live events.
 */
export function ProposalHistory({ proposalId }: { proposalId: string }) {
  return (
    <TitledCard
      title="History"
      icon={<ClockIcon size={18} />}
      description="Who changed what, newest first"
      data-print-hide=""
    >
      <CardContent>
        <Entries proposalId={proposalId} />
      </CardContent>
    </TitledCard>
  );
}

function Entries({ proposalId }: { proposalId: string }) {
  const query = useRouteInfiniteQuery(
    routes.getProposalHistory,
    { params: { id: proposalId }, query: {} },
    { cursorParam: 'cursor' },
  );
  return <PagedHistory query={query} of="proposal" label="Proposal history" />;
}
