import styled from 'styled-components';
import {
  PROJECT_STATUS_ORDER,
  percentOf,
  projectStatusLabel,
  projectStatusTone,
  type PortfolioSummary,
} from '@portfolio/contracts';
import {
  Card,
  ProgressBar,
  Skeleton,
  color,
  fontSize,
  media,
  type WidgetProps,
} from '@portfolio/ui';
import { NoProjectsYet } from '../page/no-projects-yet';
import { StatusSection } from './status-section';
import { Sections, SkeletonCard, SummaryPage } from '../page/summary-page';
import { StatusDot, StatusName } from '../page/section-card';

/** `/by-status`: a count card per status, then the projects of each status that has any. */
export function ByStatus({ companyId, navigate }: WidgetProps) {
  return (
    <SummaryPage
      title="Projects by Status"
      description="Where every AI initiative stands in its lifecycle"
      companyId={companyId}
      companyAction="view projects by status"
      navigate={navigate}
      loadingLabel="Loading statuses"
      skeleton={
        <>
          <CountGrid>
            {PROJECT_STATUS_ORDER.map((status) => (
              <SkeletonCard $gap="0.75rem" key={status}>
                <Skeleton $width="50%" $height="0.875rem" />
                <Skeleton $width="30%" $height="2rem" />
              </SkeletonCard>
            ))}
          </CountGrid>
          <SkeletonCard $gap="0.75rem">
            <Skeleton $width="25%" $height="1.25rem" />
            <Skeleton $height="10rem" />
          </SkeletonCard>
        </>
      }
      errorTitle="Statuses could not be loaded"
    >
      {(summary, company) => <Statuses companyId={company} summary={summary} navigate={navigate} />}
    </SummaryPage>
  );
}

function Statuses({
  companyId,
  summary,
  navigate,
}: {
  companyId: string;
  summary: PortfolioSummary;
  navigate: WidgetProps['navigate'];
}) {
  const { byStatus, totalProjects } = summary;
  return (
    <Sections>
      <StatusCounts byStatus={byStatus} totalProjects={totalProjects} />
      {totalProjects === 0 ? (
        <NoProjectsYet
          description="Each status lists its projects here once you add them."
          navigate={navigate}
        />
      ) : null}
      {PROJECT_STATUS_ORDER.filter((status) => (byStatus[status] ?? 0) > 0).map((status) => (
        <StatusSection
          key={status}
          companyId={companyId}
          status={status}
          count={byStatus[status]!}
          navigate={navigate}
        />
      ))}
    </Sections>
  );
}

function StatusCounts({
  byStatus,
  totalProjects,
}: Pick<PortfolioSummary, 'byStatus' | 'totalProjects'>) {
  return (
    <CountGrid role="group" aria-label="Projects per status">
      {PROJECT_STATUS_ORDER.map((status) => {
        const count = byStatus[status] ?? 0;
        const share = percentOf(count, totalProjects);
        const label = projectStatusLabel(status);
        return (
          <CountCard key={status} $padded data-status={status} aria-label={`${label} count`}>
            <CountLabel>
              <StatusDot $status={status} aria-hidden="true" />
              {label}
            </CountLabel>
            <CountValue>{count}</CountValue>
            <ProgressBar
              value={share}
              label={`${label} share of all projects`}
              tone={projectStatusTone(status)}
              size="sm"
            />
            <CountShare>{share}% of total</CountShare>
          </CountCard>
        );
      })}
    </CountGrid>
  );
}

/** Four columns on a wide screen, as the spec says: the fifth status (On Hold) starts a second row. */
const CountGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const CountCard = styled(Card)`
  display: grid;
  gap: 0.625rem;
  padding: 1.125rem;
`;

const CountLabel = styled(StatusName).attrs({ as: 'p' })`
  color: ${color('textMuted')};
`;

const CountValue = styled.p`
  font-size: ${fontSize('3xl')};
  font-weight: 700;
  letter-spacing: -0.025em;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const CountShare = styled.p`
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;
