import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyThroughUi,
  createProjectThroughApi,
  firstCompanyId,
  gone,
  newAccount,
  signUpThroughUi,
  visible,
} from './support/browser.ts';
import { aFinanceCompany } from './support/companies.ts';
import { openJourney } from './support/journey.ts';
import { sidebarLink } from './support/sidebar.ts';

// The project inventory as a person uses it, in Chromium against the real stack: create a
// project, find it, open it, edit it, print it, archive it and bring it back.

const { stack, browser } = openJourney(['browser']);
let page: Page;
let projectUrl = '';
const owner = newAccount('Katherine', 'Johnson');
const PROJECT = 'Claims Triage Copilot';

beforeAll(() => {
  page = browser.page;
});

const main = () => page.locator('main');
/** The two elements' boxes on screen do not overlap. */
async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  const overlap =
    boxA!.x < boxB!.x + boxB!.width &&
    boxB!.x < boxA!.x + boxA!.width &&
    boxA!.y < boxB!.y + boxB!.height &&
    boxB!.y < boxA!.y + boxA!.height;
  expect(overlap, `${JSON.stringify(boxA)} over ${JSON.stringify(boxB)}`).toBe(false);
}

const row = (name: string) => main().locator('tr[data-project-id]').filter({ hasText: name });

describe('the project inventory', () => {
  it('signs up and creates a company from the welcome card', async () => {
    await signUpThroughUi(page, stack.baseUrl, owner);
    const companyId = await createCompanyThroughUi(
      page,
      stack.baseUrl,
      aFinanceCompany('Orbital Insurance'),
    );

    // Two neighbours through the API with the page's session, for the filters to leave out.
    for (const data of [
      {
        name: 'Invoice Anomaly Detection',
        department: 'Finance',
        status: 'active',
        roi: '180',
        initialCosts: '300000',
      },
      {
        name: 'Churn Radar',
        department: 'Sales',
        status: 'planning',
        roi: '60',
        initialCosts: '45000',
      },
    ] as const) {
      await createProjectThroughApi(page, stack.baseUrl, companyId, {
        ...data,
        problemStatement: 'Manual review does not scale',
        businessOwner: 'Dorothy Vaughan',
      });
    }
  });

  it('creates a project through the form, after refusing it without the required fields', async () => {
    await page.goto(`${stack.baseUrl}/projects`);
    await visible(row('Churn Radar'));
    await main().getByRole('button', { name: 'New Project' }).click();
    await page.waitForURL(`${stack.baseUrl}/projects/new`);
    await visible(page.getByRole('heading', { name: 'Create New AI Project' }));

    await page.getByRole('button', { name: 'Create Project' }).click();
    await visible(page.getByText('Please fill in all required fields'));
    expect(await page.getByLabel(/^Project Name/).getAttribute('aria-invalid')).toBe('true');
    // The toast keeps clear of the buttons just pressed.
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expectApart(toast, page.getByRole('button', { name: 'Create Project' }));
    await expectApart(toast, page.getByRole('button', { name: 'Cancel' }));
    // The first refused field has the focus; the toast is closed before going on.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await browser.screenshot('project-form-validation');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Close' })
      .click();

    await page.getByLabel(/^Project Name/).fill(PROJECT);
    await page
      .getByLabel(/^Problem Statement/)
      .fill('Adjusters read every incoming claim before it can be routed to a team.');
    await page.getByLabel(/^Department/).selectOption('Customer Service');
    await page.getByLabel(/^Business Owner/).fill('Mary Jackson');
    await page.getByLabel(/^Status/).selectOption('in_progress');
    await page
      .getByRole('textbox', { name: 'Jobs to be Done' })
      .fill('Classify claims, extract policy numbers, route to the right team.');
    await page.getByLabel(/^Expected Return/).fill('480000');
    await page.getByLabel(/^Initial Costs/).fill('120000');
    await page.getByLabel(/^Running Costs/).fill('8500');
    await page.getByLabel(/^ROI/).fill('125.5');
    await page.getByLabel(/^EU AI Act Status/).selectOption('compliant');
    await page.getByLabel(/^GDPR Status/).selectOption('in_review');
    await page.getByLabel(/^Notes/).fill('Pilot with the motor claims team first.');
    await page.getByRole('button', { name: 'Create Project' }).click();

    await page.waitForURL(`${stack.baseUrl}/projects`);
    await visible(page.getByText('Project created successfully!'));
    await visible(row(PROJECT));
    await visible(main().getByText('Showing 1 to 3 of 3 results'));
    const stored = await stack.db.knex('projects').where({ name: PROJECT }).first();
    expect({ roi: stored.roi, initialCosts: stored.initialCosts }).toEqual({
      roi: '125.50',
      initialCosts: '120000.00',
    });
    await browser.screenshot('projects-list');
  });

  it('finds the project by search and by the department and status filters', async () => {
    const search = main().getByRole('searchbox', { name: 'Search projects' });
    await search.fill('claims');
    await gone(row('Churn Radar'));
    await visible(row(PROJECT));
    await visible(main().getByText('Showing 1 to 1 of 1 results'));
    await search.fill('');
    await visible(row('Churn Radar'));

    await main().getByRole('combobox', { name: 'Department' }).selectOption('Customer Service');
    await gone(row('Invoice Anomaly Detection'));
    await visible(row(PROJECT));
    await main().getByRole('combobox', { name: 'Status' }).selectOption('planning');
    await visible(main().getByText('No projects match your filters'));
    await browser.screenshot('projects-filtered-empty');
    await main().getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await visible(row(PROJECT));
    await browser.screenshot('projects-filtered');

    // The CSV export follows the filters.
    const href = await main().getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toMatch(/\/projects\/export\?department=Customer\+Service&status=in_progress$/);
    const csv = await (await page.request.get(href!)).text();
    expect(csv).toContain(PROJECT);
    expect(csv).not.toContain('Churn Radar');

    // Other pages link here with a department: the filter starts from the address.
    await page.goto(`${stack.baseUrl}/projects?department=Sales`);
    await visible(row('Churn Radar'));
    expect(await main().locator('tr[data-project-id]').count()).toBe(1);
  });

  it('opens the project from its row', async () => {
    await page.goto(`${stack.baseUrl}/projects`);
    await row(PROJECT).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    projectUrl = page.url();
    const banner = main().getByRole('region', { name: 'Project summary' });
    await visible(banner);
    const text = await banner.innerText();
    expect(text).toContain(PROJECT);
    expect(text).toContain('In Progress');
    expect(text).toContain('126%');
    expect(text).toContain('$120K');
    // The spec's K per month and K per year, the exact figure in the title.
    expect(await banner.getByTitle('$8,500/month').innerText()).toBe('$8.5K/month');
    expect(await banner.getByTitle('$480,000/year').innerText()).toBe('$480K/year');
    const detail = await main().innerText();
    expect(detail).toContain('Classify claims, extract policy numbers, route to the right team.');
    expect(detail).toContain('Pilot with the motor claims team first.');
    await browser.screenshot('project-detail');
    // The Financial Analysis card in full, with thousand separators: it lives in Value.
    await main().getByRole('tab', { name: 'Value' }).click();
    await visible(main().getByText('Financial Analysis', { exact: true }));
    const figures = await main().getByRole('tabpanel').innerText();
    expect(figures).toContain('$222,000');
    expect(figures).toContain('$102,000');
  });

  it('shows each figure in the format the spec gives its page, the exact one in its title', async () => {
    // 300,000 + 45,000 + (120,000 + 12 × 8,500) = 567,000: $ millions with one decimal.
    await page.goto(`${stack.baseUrl}/`);
    const total = main().getByTitle('$567,000');
    await visible(total);
    expect(await total.innerText()).toBe('$0.6M');
    expect(await main().innerText()).toContain('Share of all 3 projects');
    await browser.screenshot('dashboard-figures');

    // The project list: thousands, no decimals.
    await page.goto(`${stack.baseUrl}/projects`);
    await visible(row(PROJECT));
    for (const [name, exact, shown] of [
      [PROJECT, '$222,000', '$222K'],
      ['Invoice Anomaly Detection', '$300,000', '$300K'],
      ['Churn Radar', '$45,000', '$45K'],
    ] as const) {
      const investment = row(name).locator('td').nth(5);
      expect(await investment.innerText()).toBe(shown);
      expect(await investment.getByTitle(exact).innerText()).toBe(shown);
    }

    // By Department: thousands too, the department's total and its project cards alike.
    await page.goto(`${stack.baseUrl}/by-department`);
    const finance = main().getByRole('region', { name: 'Finance' });
    await visible(finance.getByRole('link', { name: 'Open Invoice Anomaly Detection' }));
    expect(await finance.getByTitle('$300,000').allInnerTexts()).toEqual(['$300K', '$300K']);
    expect(await finance.innerText()).toMatch(/\b1 project\b(?!s)/);
    await browser.screenshot('by-department-figures');

    // By Status: the count cards in four columns, the fifth status on a second row.
    await page.goto(`${stack.baseUrl}/by-status`);
    const counts = main().getByRole('group', { name: 'Projects per status' });
    await visible(counts);
    await visible(main().getByRole('region', { name: 'In Progress' }).getByTitle('$222,000'));
    const boxes = await counts
      .getByRole('region')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(5);
    expect(boxes.slice(1, 4).map((box) => box.top)).toEqual([0, 0, 0].map(() => boxes[0].top));
    expect(boxes[4].top).toBeGreaterThan(boxes[0].bottom);
    expect(boxes[4].left).toBe(boxes[0].left);
    await browser.screenshot('by-status-figures');

    await page.goto(projectUrl);
    await visible(main().getByRole('region', { name: 'Project summary' }));
  });

  it('edits it in the dialog, with the edit form departments', async () => {
    await main().getByRole('button', { name: 'Edit Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await visible(dialog);
    await dialog.getByLabel(/^Department/).selectOption('Product');
    await dialog.getByLabel(/^Initial Costs/).fill('150000');
    await dialog.getByLabel(/^DORA Status/).selectOption('in_review');
    await browser.screenshot('project-edit-dialog');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Project updated successfully!'));
    await gone(dialog);
    await visible(main().getByText('Product'));
    // The initial costs in full are in the Financial Analysis card, in Value.
    await main().getByRole('tab', { name: 'Value' }).click();
    await visible(main().getByText('$150,000'));
    const stored = await stack.db.knex('projects').where({ name: PROJECT }).first();
    expect(stored.department).toBe('Product');
  });

  it('lays the page out for paper when printed', async () => {
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.emulateMedia({ media: 'print' });
    await expect(
      main().getByRole('button', { name: 'Edit Project' }).first().isVisible(),
    ).resolves.toBe(false);
    await expect(main().getByRole('button', { name: 'Print project' }).isVisible()).resolves.toBe(
      false,
    );
    await expect(main().getByText('Project report').isVisible()).resolves.toBe(true);
    await browser.screenshot('project-print');
    await page.emulateMedia({ media: 'screen' });
    await visible(main().getByRole('button', { name: 'Print project' }));
  });

  it('archives it: the project leaves the list and comes back from the archived view', async () => {
    await main().getByRole('button', { name: 'Archive Project' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Archive this project?' });
    await confirm.getByRole('button', { name: 'Archive Project' }).click();
    await visible(page.getByText('Project archived'));
    await visible(main().getByText('Archived', { exact: true }));
    await browser.screenshot('project-archived');

    await main().getByRole('button', { name: 'Back to Projects' }).click();
    await page.waitForURL(`${stack.baseUrl}/projects`);
    // The list refreshes (it may show the cached rows for a moment): the project leaves it.
    await visible(main().getByText('Showing 1 to 2 of 2 results'));
    await gone(row(PROJECT));
    await visible(row('Churn Radar'));

    await main().getByRole('button', { name: 'Archived' }).click();
    await visible(row(PROJECT));
    await gone(row('Churn Radar'));
    await browser.screenshot('projects-archived-view');
    await main()
      .getByRole('button', { name: `Restore ${PROJECT}` })
      .click();
    await visible(page.getByText('Project restored'));
    await visible(main().getByText('No archived projects'));

    await main().getByRole('button', { name: 'Current' }).click();
    await visible(row(PROJECT));
    await visible(main().getByText('Showing 1 to 3 of 3 results'));
    await page.goto(projectUrl);
    await visible(main().getByRole('button', { name: 'Archive Project' }));
    expect(browser.errors).toEqual([]);
  });

  it('says Project Not Found for a project that does not exist', async () => {
    await page.goto(`${stack.baseUrl}/projects/00000000-0000-4000-8000-000000000000`);
    await visible(main().getByText('Project Not Found'));
    await browser.screenshot('project-not-found');
  });

  it('keeps the view in the address: Back and a bookmark find the same search, filter, order and rows', async () => {
    const companyId = await firstCompanyId(page, stack.baseUrl);
    await createProjectThroughApi(page, stack.baseUrl, companyId, {
      name: 'Renewal Nudges',
      problemStatement: 'Manual review does not scale',
      department: 'Sales',
      businessOwner: 'Dorothy Vaughan',
      status: 'planning',
      roi: '20',
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${stack.baseUrl}/projects`);
    await visible(row('Renewal Nudges'));
    await main().getByRole('searchbox', { name: 'Search projects' }).pressSequentially('review');
    await main().getByRole('combobox', { name: 'Department' }).selectOption('Sales');
    await main().getByRole('button', { name: 'ROI', exact: true }).click();
    const viewUrl = `${stack.baseUrl}/projects?q=review&department=Sales&sort=-roi`;
    await page.waitForURL(viewUrl);

    const rowNames = () =>
      main().locator('tr[data-project-id] td:first-child > span:first-child').allInnerTexts();
    const theView = async () => {
      await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['Churn Radar', 'Renewal Nudges']);
      expect(await main().getByRole('searchbox', { name: 'Search projects' }).inputValue()).toBe(
        'review',
      );
      expect(await main().getByRole('combobox', { name: 'Department' }).inputValue()).toBe('Sales');
      expect(
        await main().getByRole('columnheader', { name: 'ROI' }).getAttribute('aria-sort'),
      ).toBe('descending');
    };
    await theView();

    // One scroll bar, the page's: nothing between the table and the page scrolls on its own.
    const innerScrollers = () =>
      main()
        .locator('table')
        .evaluate((table) => {
          const found: string[] = [];
          for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
            const { overflowX, overflowY } = getComputedStyle(el);
            if (![overflowX, overflowY].every((o) => o === 'visible' || o === 'clip'))
              found.push(`${el.tagName} ${overflowX}/${overflowY}`);
          }
          return found;
        });
    expect(await innerScrollers()).toEqual([]);
    await browser.screenshot('projects-view-1280');

    // The browser's Back from a project.
    await row('Churn Radar').click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await visible(main().getByRole('region', { name: 'Project summary' }));
    await page.goBack();
    await page.waitForURL(viewUrl);
    await theView();

    // The project page's own Back button.
    await row('Renewal Nudges').click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await main().getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(viewUrl);
    await theView();

    // A bookmark of the view, opened from elsewhere.
    await page.goto(`${stack.baseUrl}/`);
    await page.goto(viewUrl);
    await theView();

    await page.setViewportSize({ width: 768, height: 800 });
    await visible(row('Churn Radar'));
    expect(await innerScrollers()).toEqual([]);
    await browser.screenshot('projects-view-768');
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(browser.errors).toEqual([]);
  });

  it('keeps the history of an edit: who, and each field before → after in the form’s words', async () => {
    const churn = await stack.db.knex('projects').where({ name: 'Churn Radar' }).first();
    await page.goto(`${stack.baseUrl}/projects/${churn.id}/activity`);
    await main().getByRole('button', { name: 'Edit Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByLabel(/^Status/).selectOption('active');
    await dialog.getByLabel(/^Initial Costs/).fill('52500.50');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await gone(dialog);

    const history = main().getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Show history' }).click();
    const list = history.getByRole('list', { name: 'Project history' });
    await visible(list.getByText('Status: Planning → Active'));
    await visible(list.getByText('Initial Costs: $45,000 → $52,500.50'));
    const newest = await list.locator(':scope > li').first().textContent();
    expect(newest).toContain('Katherine Johnson updated');
    // Created through the API with the page's session: the creation is the oldest entry.
    expect(await list.locator(':scope > li').last().textContent()).toContain(
      'Katherine Johnson created',
    );
    await browser.screenshot('project-history');

    // The company's Activity page, an admin's, shows the same change among the others.
    await sidebarLink(page, 'Activity').click();
    await page.waitForURL(`${stack.baseUrl}/activity`);
    const activity = main().getByRole('list', { name: 'Company activity' });
    await visible(activity.getByText('Status: Planning → Active'));
    await main().getByLabel('Action').selectOption('archived');
    // The previous results stay until the filtered ones arrive.
    await gone(activity.getByText('Status: Planning → Active'));
    await visible(activity.getByText(`Project “${PROJECT}”`));
    await browser.screenshot('activity');
    expect(browser.errors).toEqual([]);
  });
  it('drafts a status report, edits its narrative and publishes it; By Status shows its health', async () => {
    const churn = await stack.db.knex('projects').where({ name: 'Churn Radar' }).first();
    await page.goto(`${stack.baseUrl}/projects/${churn.id}/activity`);
    const reports = main().getByRole('region', { name: 'Status reports' });
    await visible(reports.getByText(/No status reports yet/));
    await reports.getByRole('button', { name: 'Draft report now' }).click();
    const draft = reports.getByRole('article', { name: /^Draft status report/ });
    await visible(draft);
    // What changed since the project began: the edit of the test before.
    await visible(draft.getByRole('listitem').filter({ hasText: 'Status: Planning → Active' }));
    const banner = main().getByRole('region', { name: 'Project summary' });
    await visible(banner.getByText('Green (draft)'));

    await draft.getByRole('textbox', { name: 'Narrative' }).fill('Pilot with two sales teams.');
    await draft.getByRole('button', { name: 'Save narrative' }).click();
    await visible(page.getByText('Narrative saved'));
    await draft.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish this status report?' });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    const published = reports.getByRole('article', { name: /^Published status report/ });
    await visible(published.getByText('Pilot with two sales teams.'));
    await visible(published.getByText(/^Published by Katherine Johnson on/));
    await gone(reports.getByRole('textbox'));
    await visible(banner.getByText('Green', { exact: true }));
    await browser.screenshot('project-status-report');
    const stored = await stack.db.knex('statusReports').where({ projectId: churn.id });
    expect(stored).toMatchObject([
      { state: 'published', narrative: 'Pilot with two sales teams.' },
    ]);

    await page.goto(`${stack.baseUrl}/by-status`);
    const active = main().getByRole('region', { name: 'Active' });
    await visible(active.getByLabel('Health of Churn Radar: Green'));
    await visible(
      active
        .getByRole('row')
        .filter({ hasText: 'Invoice Anomaly Detection' })
        .getByText('No report'),
    );
    await browser.screenshot('by-status-health');
    expect(browser.errors).toEqual([]);
  });
});
