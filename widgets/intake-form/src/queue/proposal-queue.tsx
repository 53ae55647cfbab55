import styled from 'styled-components';
import {
  PROPOSAL_STATES,
  PROPOSAL_STATE_LABELS,
  SCORING_MODEL_LABELS,
  formatCount,
  routes,
  type ProposalState,
} from '@portfolio/contracts';
import {
  Button,
  InboxIcon,
  PageHeader,
  PageStack,
  PlusIcon,
  QueryView,
  MutedText,
  media,
  useRouteDownloadUrl,
  type WidgetProps,
} from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { FilterSelect, ListActions } from '@portfolio/ui/toolbar';
import { SkeletonList, EmptyCard } from '@portfolio/ui/lists';
import { useIntakeSettings, useProposals } from '../api/proposals';
import { NEW_PROPOSAL_PATH } from '../shared/proposal-paths';
import { useStateFilter } from './queue-filter';
import { QueueTable } from './queue-table';

type QueueProps = Pick<WidgetProps, 'navigate' | 'location'> & { companyId: string };

/**
 * `/proposals`: the company's proposals as the API ranks them (the highest score first, the
 * unscored last), each with the inputs its score is made of, its tier and its state.
 */
export function ProposalQueue({ companyId, navigate, location }: QueueProps) {
  const [state, setState] = useStateFilter(location);
  const query = useProposals(companyId, state ? { state } : {});
  const settings = useIntakeSettings(companyId).data;
  const exportUrl = useExportUrl(companyId, state);

  return (
    <PageStack>
      <PageHeader
        title="Proposals"
        description="Ideas for AI projects before they are funded: screened for their EU AI Act risk tier, scored against each other and approved by the people their tier asks for."
        actions={
          <ListActions
            exportUrl={exportUrl}
            createLabel="New proposal"
            onCreate={() => navigate(NEW_PROPOSAL_PATH)}
          />
        }
      />
      <FilterBar aria-label="Filter the proposals">
        <FilterSelect
          aria-label="State"
          value={state}
          allLabel="Every state"
          options={labelledOptions(PROPOSAL_STATES, PROPOSAL_STATE_LABELS)}
          onChange={setState}
        />
        {settings ? (
          <MutedText>Scored by {SCORING_MODEL_LABELS[settings.scoringModel]}</MutedText>
        ) : null}
      </FilterBar>
      <QueryView
        query={query}
        pending={<SkeletonList label="Loading the proposals" height="4.5rem" gap="0.5rem" />}
        errorTitle="The proposals could not be loaded"
        isEmpty={({ proposals }) => proposals.length === 0}
        empty={
          <EmptyCard
            icon={<InboxIcon size={24} />}
            title={
              state
                ? `No ${PROPOSAL_STATE_LABELS[state].toLowerCase()} proposals`
                : 'No proposals yet'
            }
            description={
              state
                ? 'Try another state, or every state.'
                : 'An idea for an AI project starts here: propose it, and it is screened, scored and sent to the people who approve it.'
            }
            action={
              state ? undefined : (
                <Button onClick={() => navigate(NEW_PROPOSAL_PATH)}>
                  <PlusIcon size={15} />
                  New proposal
                </Button>
              )
            }
          />
        }
      >
        {({ proposals }) => (
          <>
            <MutedText>
              {formatCount(proposals.length, 'proposal')}, the highest score first
            </MutedText>
            <QueueTable proposals={proposals} settings={settings} navigate={navigate} />
          </>
        )}
      </QueryView>
    </PageStack>
  );
}

/**
 * The CSV export of what the queue shows (the same state filter) under the API's base URL, for a
 * download link: the session cookie goes with it, the BFF answers an attachment.
 */
function useExportUrl(companyId: string, state: ProposalState | undefined) {
  return useRouteDownloadUrl(routes.exportProposals, {
    params: { companyId },
    query: state ? { state } : {},
  });
}

const FilterBar = styled.div`
  display: grid;
  gap: 0.5rem 1rem;
  align-items: center;
  ${media.sm} {
    grid-template-columns: minmax(0, 14rem) auto;
  }
`;
