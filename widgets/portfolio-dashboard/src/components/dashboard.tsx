import styled from 'styled-components';
import {
  formatCount,
  formatMoneyM,
  formatPercent,
  fullyCompliantPercent,
  type PortfolioSummary,
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
import { ComplianceOverview } from './compliance-overview';
import { NoProjectsYet } from './no-projects-yet';
import { RecentProjects } from './recent-projects';
import { RisksCard } from './risks-card';
import { StatusOverview } from './status-overview';
import { Sections, SkeletonCard, SummaryPage } from './summary-page';

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
      companyAction="view the portfolio dashboard"
      navigate={navigate}
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
      <RisksCard companyId={companyId} navigate={navigate} />
      <Columns>
        <RecentProjects
          projects={data.recentProjects}
          totalProjects={data.totalProjects}
          navigate={navigate}
        />
        <StatusOverview byStatus={data.byStatus} totalProjects={data.totalProjects} />
      </Columns>
      <ComplianceOverview compliance={data.compliance} totalProjects={data.totalProjects} />
    </Sections>
  );
}

function Metrics({ summary }: { summary: PortfolioSummary }) {
  const metrics: (StatCardProps & { change?: string })[] = [
    {
      label: 'Total Projects',
      value: summary.totalProjects.toLocaleString('en-US'),
      icon: <FolderIcon />,
      tone: 'violet',
      change: '+12%',
    },
    {
      label: 'Average ROI',
      value: formatPercent(summary.averageRoi, 0),
      icon: <TrendingUpIcon />,
      tone: 'green',
      change: '+28%',
    },
    {
      label: 'Total Investment',
      value: <Money amount={summary.totalInvestment} format={formatMoneyM} />,
      icon: <DollarIcon />,
      tone: 'blue',
      change: '-5%',
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
      {metrics.map(({ change, ...metric }) => (
        <StatCard
          key={metric.label}
          {...(change ? { trend: <Trend change={change} />, hint: 'from last month' } : {})}
          {...metric}
        />
      ))}
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
    <Sections role="status" aria-busy="true" aria-label="Loading the portfolio">
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
    </Sections>
  );
}

const MetricGrid = styled(Grid).attrs({ $columns: { sm: 2, xl: 4 } })``;

const Columns = styled(Grid).attrs({
  $gap: '1.5rem',
  $columns: { lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
})``;

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
