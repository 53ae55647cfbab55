import { lazy, Suspense, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import {
  formatCount,
  formatDate,
  formatMoneyM,
  formatPercent,
  formatTrend,
  fullyCompliantPercent,
  metricTrend,
  type PortfolioSummary,
  type Trend,
  type TrendMetric,
} from '@portfolio/contracts';
import {
  Button,
  DollarIcon,
  FolderIcon,
  PlusIcon,
  ShieldCheckIcon,
  Skeleton,
  StatCard,
  type StatCardProps,
  TrendingDownIcon,
  TrendingUpIcon,
  fontSize,
  radius,
  tone,
  type WidgetProps,
  Money,
  Grid,
} from '@portfolio/ui';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { NoProjectsYet } from '../page/no-projects-yet';
import { PlanFigures } from './plan-figures';
import { RecentProjects } from './recent-projects';
import { StatusOverview } from './status-overview';
import { Sections, SkeletonCard, SummaryPage } from '../page/summary-page';

// Below the headline figures, or read from a request of their own: loaded on demand, so the
// dashboard's first chunk carries only what the first screen shows.
const RisksCard = lazy(() => import('./risks-card').then((m) => ({ default: m.RisksCard })));
const IncidentsCard = lazy(() =>
  import('./incidents-card').then((m) => ({ default: m.IncidentsCard })),
);
const ValueOverview = lazy(() =>
  import('./value-overview').then((m) => ({ default: m.ValueOverview })),
);
const ComplianceOverview = lazy(() =>
  import('./compliance-overview').then((m) => ({ default: m.ComplianceOverview })),
);

/**
 * A card's place until the reader scrolls to it (an empty card of about its height, so the cards
 * below do not all start on the first screen and the page does not jump), then, while its code
 * loads, a skeleton. An empty place does not shimmer: nothing is loading yet.
 */
const CardPlaceholder = ({
  ref,
  height,
  loading = false,
}: {
  ref?: Ref<HTMLElement>;
  height: string;
  loading?: boolean;
}) => (
  <Placeholder ref={ref} $gap="0.875rem" $height={height} aria-hidden="true">
    {loading ? (
      <>
        <Skeleton $width="30%" $height="1.125rem" />
        <Skeleton $height="3.5rem" />
      </>
    ) : null}
  </Placeholder>
);

/**
 * A card below the headline figures: its code (and its own request, if it has one) loads when
 * the reader scrolls to it, so a first visit downloads only what the first screen shows.
 */
function OnDemand({ height, children }: { height: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  // On screen, not near it: a card's own request shows its skeleton a moment anyway.
  const near = useNearViewport(ref, '0px');
  if (!near) return <CardPlaceholder ref={ref} height={height} />;
  return <Suspense fallback={<CardPlaceholder height={height} loading />}>{children}</Suspense>;
}

/**
 * The dashboard (`/`): the portfolio's headline figures, risks, open incidents, newest projects,
 * statuses and compliance.
 */
export function Dashboard({ companyId, navigate }: WidgetProps) {
  return (
    <SummaryPage
      title="AI Project Portfolio"
      description="Track, manage, and optimize your AI initiatives"
      actions={
        <Button onClick={() => navigate('/projects/new')}>
          <PlusIcon size={16} />
          New Project
        </Button>
      }
      companyId={companyId}
      companyAction="view the portfolio dashboard"
      navigate={navigate}
      loadingLabel="Loading the portfolio"
      skeleton={<DashboardSkeleton />}
      errorTitle="The portfolio could not be loaded"
    >
      {(summary) => <DashboardContent data={summary} companyId={companyId!} navigate={navigate} />}
    </SummaryPage>
  );
}

function DashboardContent({
  data,
  companyId,
  navigate,
}: {
  data: PortfolioSummary;
  companyId: string;
  navigate: WidgetProps['navigate'];
}) {
  if (data.totalProjects === 0) {
    return (
      <NoProjectsYet
        description="Add your first AI initiative to track its investment, ROI and compliance here."
        navigate={navigate}
      />
    );
  }
  return (
    <Sections>
      <Metrics summary={data} />
      <PlanFigures summary={data} navigate={navigate} />
      <OnDemand height="28rem">
        <RisksCard companyId={companyId} navigate={navigate} />
      </OnDemand>
      <OnDemand height="12rem">
        <IncidentsCard companyId={companyId} navigate={navigate} />
      </OnDemand>
      <Columns>
        <RecentProjects
          projects={data.recentProjects}
          totalProjects={data.totalProjects}
          navigate={navigate}
        />
        <StatusOverview byStatus={data.byStatus} totalProjects={data.totalProjects} />
      </Columns>
      <OnDemand height="32rem">
        <ValueOverview value={data.value} navigate={navigate} />
      </OnDemand>
      <OnDemand height="28rem">
        <ComplianceOverview
          compliance={data.compliance}
          totalProjects={data.totalProjects}
          aiActClasses={data.aiActClasses}
          navigate={navigate}
        />
      </OnDemand>
    </Sections>
  );
}

function Metrics({ summary }: { summary: PortfolioSummary }) {
  const metrics: (StatCardProps & { trend?: TrendMetric })[] = [
    {
      label: 'Total Projects',
      value: summary.totalProjects.toLocaleString('en-US'),
      icon: <FolderIcon />,
      tone: 'violet',
      trend: 'totalProjects',
    },
    {
      label: 'Average ROI',
      value: formatPercent(summary.averageRoi, 0),
      icon: <TrendingUpIcon />,
      tone: 'green',
      trend: 'averageRoi',
    },
    {
      label: 'Total Investment',
      value: <Money amount={summary.totalInvestment} format={formatMoneyM} />,
      icon: <DollarIcon />,
      tone: 'blue',
      trend: 'totalInvestment',
    },
    {
      label: 'Fully Compliant',
      value: `${fullyCompliantPercent(summary)}%`,
      icon: <ShieldCheckIcon />,
      tone: 'teal',
      hint: `${summary.fullyCompliant}/${formatCount(summary.totalProjects, 'project')}`,
    },
  ];
  return (
    <MetricGrid aria-label="Portfolio metrics">
      {metrics.map(({ trend: metric, ...card }) => {
        const trend = metric && metricTrend(metric, summary, summary.trends.lastMonth);
        return (
          <StatCard
            key={card.label}
            {...(trend
              ? {
                  trend: <TrendBadge trend={trend} since={summary.trends.since} />,
                  hint: trend.kind === 'change' ? 'from last month' : undefined,
                }
              : {})}
            {...card}
          />
        );
      })}
    </MetricGrid>
  );
}

/**
 * A metric against the end of last month (UTC), from the history; "new this month" where the
 * history is younger than that, or there was nothing yet to compare with.
 */
function TrendBadge({ trend, since }: { trend: Exclude<Trend, null>; since: string }) {
  const direction =
    trend.kind === 'new' ? 'new' : trend.amount > 0 ? 'up' : trend.amount < 0 ? 'down' : 'flat';
  const lastDay = formatDate(new Date(Date.parse(since) - 1).toISOString());
  return (
    <Badge
      $direction={direction}
      data-testid="trend"
      title={
        trend.kind === 'new'
          ? `No history as old as the end of last month (${lastDay})`
          : `Compared with the end of last month (${lastDay}, UTC)`
      }
    >
      {direction === 'up' ? <TrendingUpIcon size={12} /> : null}
      {direction === 'down' ? <TrendingDownIcon size={12} /> : null}
      {formatTrend(trend)}
    </Badge>
  );
}

function DashboardSkeleton() {
  return (
    <>
      <MetricGrid>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard $gap="0.875rem" key={i}>
            <Skeleton $width="45%" $height="0.875rem" />
            <Skeleton $width="35%" $height="2rem" />
            <Skeleton $width="60%" $height="0.75rem" />
          </SkeletonCard>
        ))}
      </MetricGrid>
      <Columns>
        <SkeletonCard $gap="0.875rem">
          <Skeleton $width="30%" $height="1.125rem" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="3.5rem" />
          ))}
        </SkeletonCard>
        <SkeletonCard $gap="0.875rem">
          <Skeleton $width="40%" $height="1.125rem" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height="2.25rem" />
          ))}
        </SkeletonCard>
      </Columns>
    </>
  );
}

const MetricGrid = styled(Grid).attrs({ $columns: { sm: 2, xl: 4 } })``;

const Columns = styled(Grid).attrs({
  $gap: '1.5rem',
  $columns: { lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
})``;

const DIRECTION_TONES = { up: 'green', down: 'red', flat: 'neutral', new: 'blue' } as const;

const Badge = styled.span<{ $direction: keyof typeof DIRECTION_TONES }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${radius('full')};
  font-size: ${fontSize('xs')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  background: ${(p) => tone(DIRECTION_TONES[p.$direction], 'bg')(p)};
  color: ${(p) => tone(DIRECTION_TONES[p.$direction], 'fg')(p)};
  border: 1px solid ${(p) => tone(DIRECTION_TONES[p.$direction], 'border')(p)};
`;

const Placeholder = styled(SkeletonCard)<{ $height: string }>`
  min-height: ${(p) => p.$height};
  align-content: start;
`;
