import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes, summarizePortfolio, type ProjectStatus } from '@portfolio/contracts';
import { StatusBadge } from '@portfolio/ui';
import {
  makeMembership,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { demoProjects } from '../../testing/fixtures';
import { ViewAllLink } from './app-link';
import { ComplianceOverview } from '../dashboard/compliance-overview';
import { DepartmentCard } from '../by-department/department-card';
import { ProjectCard, roiAndInvestment } from '../dashboard/project-card';
import { RecentProjects } from '../dashboard/recent-projects';
import { StatusOverview } from '../dashboard/status-overview';
import { StatusSection } from '../by-status/status-section';
import { ValueOverview } from '../dashboard/value-overview';

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

/** Planned against realised return per department, and two projects past payback without value. */
export const Value: Story = {
  render: (args) => (
    <ValueOverview
      navigate={args.navigate}
      value={{
        month: '2026-11',
        byDepartment: [
          { department: 'Customer Service', planned: '360000.00', realised: '232000.00' },
          { department: 'Finance', planned: '791666.70', realised: '0.00' },
          { department: 'Sales', planned: '746666.62', realised: '676000.00' },
        ],
        pastPaybackCount: 2,
        pastPaybackWithoutValue: [
          {
            id: demoProjects[1]!.id,
            name: 'Invoice Anomaly Detection',
            department: 'Finance',
            plannedPaybackMonth: '2026-06',
            realisedToDate: '0.00',
            costsToDate: '430000.00',
          },
          {
            id: demoProjects[2]!.id,
            name: 'Campaign Copy Generator',
            department: 'Marketing',
            plannedPaybackMonth: '2026-08',
            realisedToDate: '12000.00',
            costsToDate: '67000.00',
          },
        ],
      }}
    />
  ),
};

/** Nothing planned or realised yet. */
export const ValueEmpty: Story = {
  render: (args) => (
    <ValueOverview
      navigate={args.navigate}
      value={{
        month: '2026-11',
        byDepartment: [],
        pastPaybackCount: 0,
        pastPaybackWithoutValue: [],
      }}
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
        stats={roiAndInvestment(project)}
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

/** The section of a status, as many projects as the summary counts. */
const statusStory = (status: ProjectStatus): Story => ({
  render: (args) => (
    <StatusSection
      companyId={companyId}
      status={status}
      count={summary.byStatus[status] ?? 0}
      navigate={args.navigate}
    />
  ),
});

export const StatusTable: Story = statusStory('in_progress');

export const StatusCards: Story = statusStory('planning');

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
