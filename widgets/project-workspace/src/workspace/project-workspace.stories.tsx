import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import styled from 'styled-components';
import { routes } from '@portfolio/contracts';
import { Card, CardContent, CardHeader, CardTitle, CpuIcon } from '@portfolio/ui';
import {
  createPortfolioStore,
  DEMO_COMPANY_ID,
  demoPortfolio,
  demoProjects,
  makeBareProject,
  makeCurrentUser,
  makeDemoProject,
  makeStatusReport,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { ProjectWorkspace } from './project-workspace';

const project = makeDemoProject({ id: '3a9e4c1b-2d5f-4e6a-8b7c-9d0e1f2a3b4c' });
const archived = makeDemoProject({
  id: '4b0f5d2c-3e6a-4f7b-9c8d-0e1f2a3b4c5d',
  archivedAt: '2026-04-18T09:30:00.000Z',
});
const sparse = makeBareProject({
  id: '5c1a6e3d-4f7b-4a8c-8d9e-1f2a3b4c5d6e',
  name: 'Meeting Notes Summariser',
  problemStatement: 'Decisions from weekly meetings get lost.',
});
// Its latest status report is an amber draft: the banner shows the health beside the status.
const store = () =>
  createPortfolioStore([project, archived, sparse], {
    reports: [
      makeStatusReport({
        projectId: project.id,
        health: 'amber',
        metrics: {
          ...makeStatusReport().metrics,
          unresolvedRisks: { high: 0, medium: 1, low: 0 },
        },
        narrative: 'Health is amber: 1 medium-severity risk unresolved.',
      }),
    ],
  });

/** What the host puts in the models slot: the llm-registry widget's card (a stand-in here). */
function ModelsCardStandIn() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <CpuIcon size={17} />
          LLM Models
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Muted>The llm-registry widget&apos;s ProjectModels card renders here.</Muted>
      </CardContent>
    </Card>
  );
}

const Muted = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

const meta = {
  title: 'Widgets/Project Workspace/ProjectWorkspace',
  component: ProjectWorkspace,
  parameters: { msw: portfolioHandlers(store) },
  args: {
    companyId: DEMO_COMPANY_ID,
    user: makeCurrentUser(),
    navigate: () => {},
    projectId: project.id,
  },
} satisfies Meta<typeof ProjectWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every card, with the LLM Models slot filled as the host fills it. */
export const Data: Story = { args: { modelsSlot: <ModelsCardStandIn /> } };

/*
 * Each section of a project of the demo portfolio with every card filled (Customer Support
 * Copilot: risks, milestones slipped against the baseline, a dependency, a team, a budget with
 * spend, value, obligations with evidence, status reports, history and links).
 */
const copilot = demoProjects().find((p) => p.name === 'Customer Support Copilot')!;
const demoSection = (section: string): Story => ({
  args: { projectId: copilot.id, section, modelsSlot: <ModelsCardStandIn /> },
  parameters: { msw: portfolioHandlers(demoPortfolio) },
});

/** `/projects/{id}`: risks, the next milestone, compliance statuses, business details, notes. */
export const Overview = demoSection('overview');
/** `/projects/{id}/plan`: schedule, milestones, dependencies, team and budget. */
export const Plan = demoSection('plan');
/** `/projects/{id}/compliance`: EU AI Act, obligations and evidence, GDPR, DORA, LLM models. */
export const Compliance = demoSection('compliance');
/** `/projects/{id}/value`: the figures in full, realised benefit, KPIs and stage gates. */
export const Value = demoSection('value');
/** `/projects/{id}/activity`: status reports, the history of every change, links. */
export const Activity = demoSection('activity');

const resumeScreening = demoProjects().find((p) => p.name === 'Resume Screening Assistant')!;
/**
 * A high-risk project with obligations in every state and evidence: "Print compliance file"
 * prints its summary, compliance, EU AI Act, GDPR, DORA and Value cards alone.
 */
export const ComplianceFile: Story = {
  args: { projectId: resumeScreening.id, modelsSlot: <ModelsCardStandIn /> },
  parameters: { msw: portfolioHandlers(demoPortfolio) },
};

/** Archived: the banner with Restore; the bottom offers Restore Project. */
export const Archived: Story = { args: { projectId: archived.id } };

/** No figures yet: TBD and Not specified; no jobs or notes cards. */
export const MissingFigures: Story = { args: { projectId: sparse.id } };

export const Loading: Story = stories.loadingStory([routes.getProject]);

export const NotFound: Story = { args: { projectId: '9f9f9f9f-9f9f-4f9f-9f9f-9f9f9f9f9f9f' } };

export const LoadError: Story = stories.failingStory([
  [routes.getProject, 'The project could not be read. Please try again.'],
]);
