import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { Project, ProjectListQuery, StatusReport } from '@portfolio/contracts';
import type { WidgetProps } from '@portfolio/ui';
import {
  createPortfolioStore,
  makeCurrentUser,
  makeMembership,
  portfolioHandlers,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@portfolio/ui/testing';
import type { CompanyCardProps } from '../components/page/query-card';
import { portfolioProjects } from './fixtures';

/**
 * Renders a page of the widget as the host does for the demo company, with the project routes
 * answering from `projects` (none when null: the test sets its own) and their status `reports`.
 * Returns the navigate spy and every list query the page asked for, besides testing-library's
 * result.
 */
export function renderPage(
  Page: ComponentType<WidgetProps>,
  projects: Project[] | null = portfolioProjects,
  reports: StatusReport[] = [],
) {
  const companyId = makeMembership().id;
  const queries: ProjectListQuery[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const result = renderWithProviders(
    <Page companyId={companyId} user={makeCurrentUser()} navigate={navigate} />,
    {
      companyId,
      handlers: projects
        ? portfolioHandlers(createPortfolioStore(projects, { reports }), {
            onList: (q) => queries.push(q),
          })
        : [],
    },
  );
  return { ...result, navigate, queries };
}

/**
 * Renders a dashboard card that reads a request of its own (risks, incidents) for `companyId`
 * (the demo company unless given), with `handlers` answering. Returns the navigate spy besides
 * testing-library's result.
 */
export function renderCompanyCard(
  Card: ComponentType<CompanyCardProps>,
  handlers: RenderWithProvidersOptions['handlers'],
  companyId = makeMembership().id,
) {
  const navigate = vi.fn<(path: string) => void>();
  const result = renderWithProviders(<Card companyId={companyId} navigate={navigate} />, {
    companyId,
    handlers,
  });
  return { ...result, navigate };
}
