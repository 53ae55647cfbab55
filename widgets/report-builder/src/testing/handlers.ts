import {
  routes,
  type Member,
  type Project,
  type Proposal,
  type SavedReport,
} from '@portfolio/contracts';
import {
  HttpResponse,
  createReportBook,
  demoProjects,
  mockRoute,
  portfolioHandlers,
  reportHandlers as kitReportHandlers,
  sharedDemoPortfolio,
} from '@portfolio/ui/testing/msw';
import { sampleSavedReports } from './fixtures';
import { reportProposals } from './report-proposals';

export interface ReportMockOptions {
  /** The company's projects the reports run over (the kit's demo projects unless given). */
  projects?: () => readonly Project[];
  /** The company's proposals reports of proposals run over (four samples unless given). */
  proposals?: () => readonly Proposal[];
  /** The saved reports at the start (each call of `reportHandlers` keeps its own copy). */
  reports?: SavedReport[];
  /**
   * The company's members: when given, also answered on the members route (dev:mock leaves that
   * route to the team panel's handlers), and a schedule accepts only their users as recipients.
   */
  members?: Member[];
}

/**
 * The reports API for the widget's stories and tests: the kit's report book (the contract's
 * `runReport` over the projects or proposals, saved reports, schedules, the CSV export) over
 * projects, proposals and saved reports of the caller's choosing, asked by the demo user.
 */
export function reportHandlers({
  projects = demoProjects,
  proposals = reportProposals,
  reports = sampleSavedReports(),
  members,
}: ReportMockOptions = {}) {
  const book = createReportBook(
    {
      projects: () => projects(),
      proposals: () => proposals(),
      openRisks: () => new Map(),
      ...(members ? { memberIds: () => members.map((m) => m.user.id) } : {}),
    },
    reports,
  );
  return [
    ...kitReportHandlers(() => book),
    ...(members ? [mockRoute(routes.listMembers, () => HttpResponse.json(members))] : []),
  ];
}

/**
 * What `npm run dev:mock` serves for this widget: the kit's demo portfolio, whose reports run
 * over the same projects the dashboard and the project pages show.
 */
export const handlers = portfolioHandlers(sharedDemoPortfolio);
