import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import type { WidgetProps } from '@portfolio/ui';
import {
  makeCurrentUser,
  makeMembership,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { demoProjects } from './fixtures';

/** What the host gives a widget, for stories: the demo company, its user, and a spied navigate. */
export const widgetArgs = (): WidgetProps => ({
  companyId: makeMembership().id,
  user: makeCurrentUser(),
  navigate: fn(),
});

/*
 * What the stories of the three summary pages (dashboard, by status, by department) share: the
 * meta's args and handlers, and the stories of the page's frame around the portfolio summary
 * (`import * as page from '../../testing/page-stories'`).
 */

/** Spread into a page's meta: the widget's args, the demo projects served. */
export const storyMeta = () => ({
  args: widgetArgs(),
  parameters: { msw: portfolioHandlers(demoProjects) },
});

/** The summary never answers. */
export const loadingStory = {
  parameters: { msw: [mockRouteLoading(routes.getPortfolioSummary)] },
};

/** A company without projects. */
export const emptyStory = { parameters: { msw: portfolioHandlers([]) } };

/** The summary fails with the status and message given. */
export const errorStory = (status: number, message: string) => ({
  parameters: { msw: [mockRouteError(routes.getPortfolioSummary, status, message)] },
});

/** Mounted for someone without a company. */
export const withoutCompanyStory = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};
