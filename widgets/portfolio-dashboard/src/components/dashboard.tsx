import styled from 'styled-components';
import { formatPercent, fullyCompliantPercent, type PortfolioSummary } from '@portfolio/contracts';
import {
  Button,
  Card,
  DollarIcon,
  FolderIcon,
  PlusIcon,
  ShieldCheckIcon,
  Skeleton,
  StatCard,
  TrendingDownIcon,
  TrendingUpIcon,
  fontSize,
  media,
  radius,
  tone,
  type WidgetProps,
  Money,
} from '@portfolio/ui';
import { ComplianceOverview } from './compliance-overview';
import { NoProjectsYet } from './no-projects-yet';
import { RecentProjects } from './recent-projects';
import { StatusOverview } from './status-overview';
import { SummaryPage } from './summary-page';

/** The dashboard (`/`): the portfolio's headline figures, newest projects, statuses and compliance. */
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
      skeleton={<DashboardSkeleton />}
      errorTitle="The portfolio could not be loaded"
    >
      {(summary) => <DashboardContent data={summary} navigate={navigate} />}
    </SummaryPage>
  );
}

function DashboardContent({
  data,
  navigate,
}: {
  data: PortfolioSummary;
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
    <Stack>
      <Metrics summary={data} />
      <Columns>
        <RecentProjects
          projects={data.recentProjects}
          totalProjects={data.totalProjects}
          navigate={navigate}
        />
        <StatusOverview byStatus={data.byStatus} totalProjects={data.totalProjects} />
      </Columns>
      <ComplianceOverview compliance={data.compliance} totalProjects={data.totalProjects} />
    </Stack>
  );
}

function Metrics({ summary }: { summary: PortfolioSummary }) {
  return (
    <MetricGrid aria-label="Portfolio metrics">
      <StatCard
        label="Total Projects"
        value={summary.totalProjects.toLocaleString('en-US')}
        icon={<FolderIcon />}
        tone="violet"
        trend={<Trend change="+12%" />}
        hint="from last month"
      />
      <StatCard
        label="Average ROI"
        value={formatPercent(summary.averageRoi, 0)}
        icon={<TrendingUpIcon />}
        tone="green"
        trend={<Trend change="+28%" />}
        hint="from last month"
      />
      <StatCard
        label="Total Investment"
        value={<Money amount={summary.totalInvestment} />}
        icon={<DollarIcon />}
        tone="blue"
        trend={<Trend change="-5%" />}
        hint="from last month"
      />
      <StatCard
        label="Fully Compliant"
        value={`${fullyCompliantPercent(summary)}%`}
        icon={<ShieldCheckIcon />}
        tone="teal"
        hint={`${summary.fullyCompliant}/${summary.totalProjects} projects`}
      />
    </MetricGrid>
  );
}

/** A fixed trend figure: the spec keeps these as placeholders, not computed. */
function Trend({ change }: { change: string }) {
  const down = change.startsWith('-');
  return (
    <TrendBadge $down={down} data-testid="trend">
      {down ? <TrendingDownIcon size={12} /> : <TrendingUpIcon size={12} />}
      {change}
    </TrendBadge>
  );
}

function DashboardSkeleton() {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading the portfolio">
      <MetricGrid>
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard key={i}>
            <Skeleton $width="45%" $height="0.875rem" />
            <Skeleton $width="35%" $height="2rem" />
            <Skeleton $width="60%" $height="0.75rem" />
          </SkeletonCard>
        ))}
      </MetricGrid>
      <Columns>
        <SkeletonCard>
          <Skeleton $width="30%" $height="1.125rem" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="3.5rem" />
          ))}
        </SkeletonCard>
        <SkeletonCard>
          <Skeleton $width="40%" $height="1.125rem" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height="2.25rem" />
          ))}
        </SkeletonCard>
      </Columns>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const MetricGrid = styled.div`
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const SkeletonCard = styled(Card)`
  display: grid;
  gap: 0.875rem;
  padding: 1.5rem;
`;

const TrendBadge = styled.span<{ $down: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${radius('full')};
  font-size: ${fontSize('xs')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  background: ${(p) => tone(p.$down ? 'red' : 'green', 'bg')(p)};
  color: ${(p) => tone(p.$down ? 'red' : 'green', 'fg')(p)};
  border: 1px solid ${(p) => tone(p.$down ? 'red' : 'green', 'border')(p)};
`;
