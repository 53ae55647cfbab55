import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { formatMoneyK, routes, summarizePortfolio } from '@portfolio/contracts';
import { StatusBadge } from '@portfolio/ui';
import {
  makeMembership,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { demoProjects } from '../testing/fixtures';
import { ViewAllLink } from './app-link';
import { ComplianceOverview } from './compliance-overview';
import { DepartmentCard } from './department-card';
import { ProjectCard, roiAndInvestment } from './project-card';
import { RecentProjects } from './recent-projects';
import { StatusOverview } from './status-overview';
import { StatusSection } from './status-section';

// The parts the three pages are made of, each on its own.

const summary = summarizePortfolio(demoProjects);
const companyId = makeMembership().id;
const project = demoProjects[0]!;

const meta = {
  title: 'Widgets/Portfolio Dashboard/Parts',
  component: RecentProjects,
  args: { projects: summary.recentProjects, totalProjects: summary.totalProjects, navigate: fn() },
  parameters: { msw: portfolioHandlers(demoProjects) },
} satisfies Meta<typeof RecentProjects>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recent: Story = {};

export const RecentWithoutViewAll: Story = { args: { totalProjects: 3 } };

export const Statuses: Story = {
  render: () => (
    <StatusOverview byStatus={summary.byStatus} totalProjects={summary.totalProjects} />
  ),
};

export const Compliance: Story = {
  render: () => (
    <ComplianceOverview
      compliance={summary.compliance}
      totalProjects={summary.totalProjects}
      aiActClasses={summary.aiActClasses}
    />
  ),
};

export const Project: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ProjectCard
        project={project}
        navigate={args.navigate}
        badge={<StatusBadge status={project.status} size="sm" />}
        meta={project.department}
        stats={roiAndInvestment(project, { format: formatMoneyK })}
      />
    </div>
  ),
};

export const Department: Story = {
  render: (args) => (
    <DepartmentCard
      companyId={companyId}
      department={summary.byDepartment[0]!}
      navigate={args.navigate}
    />
  ),
};

export const DepartmentLoading: Story = {
  ...Department,
  parameters: { msw: [mockRouteLoading(routes.listProjects)] },
};

export const StatusTable: Story = {
  render: (args) => (
    <StatusSection
      companyId={companyId}
      status="in_progress"
      count={summary.byStatus.in_progress ?? 0}
      navigate={args.navigate}
    />
  ),
};

export const StatusCards: Story = {
  render: (args) => (
    <StatusSection
      companyId={companyId}
      status="planning"
      count={summary.byStatus.planning ?? 0}
      navigate={args.navigate}
    />
  ),
};

export const StatusError: Story = {
  render: (args) => (
    <StatusSection companyId={companyId} status="active" count={5} navigate={args.navigate} />
  ),
  parameters: {
    msw: [mockRouteError(routes.listProjects, 503, 'The project list is not answering')],
  },
};

export const ViewAll: Story = {
  render: (args) => (
    <ViewAllLink to="/projects" navigate={args.navigate}>
      View all projects
    </ViewAllLink>
  ),
};
