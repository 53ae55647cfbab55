import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import {
  aiActComplianceOf,
  demoPortfolio,
  demoProjects,
  makeCurrentUser,
  makeMembership,
  mockRouteError,
  mockRouteJson,
  portfolioHandlers,
  portfolioObligationsFrom,
  renderWithProviders,
  widgetProps,
} from '@portfolio/ui/testing';
import type { WidgetLocation } from '@portfolio/ui';
import type { RequestHandler } from 'msw';
import { CompliancePage } from './compliance-page';
import { renderPage } from '../testing/render';

const companyId = makeMembership().id;

const renderCompliance = ({
  location,
  handlers = portfolioHandlers(demoPortfolio()),
}: { location?: WidgetLocation; handlers?: RequestHandler[] } = {}) =>
  renderPage((props) => <CompliancePage {...props} />, { companyId, location, handlers });

const groupHeadings = () =>
  [...document.querySelectorAll('section[data-group] h2')].map((h) => h.textContent);

/** The row of the group `group` that mentions `text`. */
const rowIn = (group: string, text: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('listitem')
    .find((row) => row.textContent?.includes(text))!;

/**
 * The page grouped through its button `label`: it asks the address for `?by=<by>`, then shows
 * the address given back.
 */
async function groupedThrough(label: string, by: string) {
  const replaceSearch = vi.fn();
  const { user, relocate } = renderCompliance({ location: { search: '', replaceSearch } });
  await screen.findByRole('region', { name: 'Overdue' });
  await user.click(screen.getByRole('button', { name: label }));
  expect(replaceSearch).toHaveBeenLastCalledWith(`?by=${by}`);
  relocate({ search: `?by=${by}`, replaceSearch });
  return { relocate, replaceSearch };
}

describe('CompliancePage', () => {
  it('groups the obligations by due date, each linking to its project, with the counts', async () => {
    const demo = demoPortfolio();
    const obligations = portfolioObligationsFrom(demo.all(), demo.aiAct);
    const { user, navigate } = renderCompliance();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('EU AI Act compliance');
    await screen.findByRole('region', { name: 'Overdue' });
    expect(groupHeadings()).toEqual(
      ['Overdue', 'This quarter', 'Later', 'Done or not applicable'].filter((label) =>
        obligations.some(
          (o) =>
            ({
              Overdue: 'overdue',
              'This quarter': 'this_quarter',
              Later: 'later',
              'Done or not applicable': 'closed',
            })[label] === o.dueGroup,
        ),
      ),
    );

    const literacy = rowIn('Overdue', 'Campaign Copy Generator');
    expect(literacy.textContent).toContain('Article 4');
    expect(literacy.textContent).toContain('Due Feb 2, 2025');
    expect(literacy.textContent).toContain('Limited risk');
    expect(literacy.textContent).toContain('No owner');
    const data = rowIn('Later', 'Article 10');
    expect(data.textContent).toContain('Due Dec 2, 2027');
    expect(data.textContent).toContain('High-risk');
    expect(data.textContent).toContain('Maya Chen');
    expect(data.textContent).toContain('In progress');
    await user.click(within(data).getByRole('link', { name: 'Resume Screening Assistant' }));
    // To the project page, the obligation open there.
    expect(data.dataset.obligationId).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`^/projects/[0-9a-f-]{36}\\?obligation=${data.dataset.obligationId}$`),
      ),
    );

    expect(screen.getByText('High-risk systems')).toBeTruthy();
    const readiness = screen.getByRole('progressbar', {
      name: 'Resume Screening Assistant readiness',
    });
    expect(Number(readiness.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });

  it('switches to by owner and by class, keeping the choice in the address', async () => {
    const { relocate, replaceSearch } = await groupedThrough('By owner', 'owner');
    expect(groupHeadings()).toEqual(['Maya Chen', 'No owner']);
    expect(screen.getByRole('button', { name: 'By owner' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    relocate({ search: '?by=class', replaceSearch });
    expect(groupHeadings()).toEqual(['High-risk', 'Limited risk', 'Minimal risk']);
  });

  it('groups by article, the parts of one under it, in the order of the Act', async () => {
    await groupedThrough('By article', 'article');
    const headings = groupHeadings();
    expect(headings.slice(0, 3)).toEqual(['Article 4', 'Article 9', 'Article 10']);
    expect(headings).toEqual(
      expect.arrayContaining([
        "Article 16: The provider's duties",
        "Article 26: The deployer's duties",
        'Article 73: Serious incidents',
      ]),
    );
    expect(headings.indexOf('Article 17')).toBeLessThan(
      headings.indexOf("Article 26: The deployer's duties"),
    );
    const deployer = screen.getByRole('region', { name: "Article 26: The deployer's duties" });
    expect(
      within(deployer)
        .getAllByRole('listitem')
        .map((row) => /Article 26\(\d+\)/.exec(row.textContent ?? '')?.[0]),
    ).toEqual([1, 2, 4, 5, 6, 7, 8, 11].map((paragraph) => `Article 26(${paragraph})`));
  });

  it('prints the overview with the grouping it shows, its buttons left off paper', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderCompliance({ handlers: portfolioHandlers(demoPortfolio()) });
    await screen.findByRole('region', { name: 'Overdue' });
    const button = screen.getByRole('button', { name: 'Print' });
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(button.closest('[data-print-hide]')).not.toBeNull();
    const groupings = screen.getByRole('group', { name: 'Group the obligations' });
    expect(groupings.closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByText('Obligations by due date')).toBeTruthy();
    await user.click(within(groupings).getByRole('button', { name: 'By owner' }));
    expect(screen.getByText('Obligations by owner')).toBeTruthy();
  });

  it('says so when no project is assessed yet', async () => {
    const projects = demoProjects().map((p) => ({ ...p, aiActRiskClass: null }));
    renderCompliance({
      handlers: [
        mockRouteJson(routes.listCompanyObligations, []),
        mockRouteJson(routes.getCompanyCompliance, aiActComplianceOf(projects, [])),
      ],
    });
    expect(await screen.findByText('No obligations yet')).toBeTruthy();
    expect(screen.getByText('0 of 7')).toBeTruthy();
  });

  it('shows an error card when the obligations cannot be loaded', async () => {
    renderCompliance({
      handlers: [
        mockRouteError(routes.listCompanyObligations, 503, 'Down for maintenance'),
        mockRouteJson(routes.getCompanyCompliance, aiActComplianceOf(demoProjects(), [])),
      ],
    });
    expect(await screen.findByText('The obligations could not be loaded')).toBeTruthy();
  });

  it('asks for a company without one', () => {
    const props = widgetProps({ companyId: null, user: makeCurrentUser({ companies: [] }) });
    renderWithProviders(<CompliancePage {...props} />);
    expect(
      screen.getByText("You need to be a member of a company to see the portfolio's compliance."),
    ).toBeTruthy();
  });
});
