import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type SavedReport } from '@portfolio/contracts';
import { seriousViolations } from './support/axe.ts';
import { createProjectThroughApi, newAccount, visible } from './support/browser.ts';
import { signUpWithFinanceCompany } from './support/companies.ts';
import { openJourney } from './support/journey.ts';
import { sidebarLink } from './support/sidebar.ts';

// A custom report as a portfolio manager builds it, in Chromium against the real stack: group
// the projects by department with a count and their total investment, run it, see the rows and
// the bar chart, save it shared with the company, export it as CSV (the file's contents checked)
// and find the page axe-clean.

const { stack, browser } = openJourney(['browser']);
const REPORT = 'Investment by department';
let companyId = '';

const PROJECTS = [
  {
    name: 'Invoice Anomaly Detection',
    department: 'Finance',
    initialCosts: '100000',
    runningCosts: '1000',
  },
  { name: 'Cash Forecasting', department: 'Finance', initialCosts: '50000', runningCosts: null },
  {
    name: 'Resume Screening Assistant',
    department: 'HR',
    initialCosts: '20000',
    runningCosts: '500',
  },
];

beforeAll(async () => {
  const { page } = browser;
  companyId = await signUpWithFinanceCompany(
    page,
    stack.baseUrl,
    newAccount('Ada', 'Lovelace'),
    'Analytical Engines',
    '51-200',
  );
  for (const project of PROJECTS) {
    await createProjectThroughApi(page, stack.baseUrl, companyId, {
      ...project,
      problemStatement: `${project.name}: a problem worth solving`,
      businessOwner: 'Charles Babbage',
      status: 'active',
    });
  }
});

describe('custom reports', () => {
  it('builds a grouped report, runs it, and shows its rows and its bar chart', async () => {
    const { page } = browser;
    await page.goto(`${stack.baseUrl}/`);
    await sidebarLink(page, 'Reports').click();
    await page.waitForURL(`${stack.baseUrl}/reports`);
    const main = page.locator('main');
    await visible(main.getByRole('heading', { level: 1, name: 'Reports' }));
    expect(await page.title()).toBe('Reports · PortfolioAI');

    await main.getByLabel('Group by').selectOption({ label: 'Department' });
    await main.getByRole('button', { name: 'Add measure' }).click();
    await main.getByRole('button', { name: 'Add measure' }).click();
    await main.getByLabel('Sort by').selectOption({ label: 'Department' });
    await main.getByLabel('Chart').selectOption({ label: 'Bar' });
    await main.getByRole('button', { name: 'Run', exact: true }).click();

    const table = main.getByRole('table');
    await visible(table);
    expect(
      await table.getByRole('columnheader').evaluateAll((ths) => ths.map((th) => th.textContent)),
    ).toEqual(['Department', 'Count', 'Sum of Total Investment']);
    expect(
      await table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
        ),
    ).toEqual([
      ['Finance', '2', '$162,000'],
      ['HR', '1', '$26,000'],
    ]);

    const chart = main.getByRole('group', { name: 'Count, Sum of Total Investment by Department' });
    await visible(chart);
    await visible(chart.locator('svg.recharts-surface').first());
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(4);
    // Every bar has its label, the first too. Recharts 3 draws the labels in a layer of their
    // own (.recharts-xAxis-tick-labels), not inside the axis' group.
    await expect
      .poll(() =>
        chart
          .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
          .allTextContents(),
      )
      .toEqual(['Finance', 'HR']);
    await browser.screenshot('reports-bar-chart');
  });

  it('saves the report shared with the company', async () => {
    const { page } = browser;
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save report' });
    await dialog.getByLabel(/^Report name/).fill(REPORT);
    await dialog.getByLabel('Visibility').selectOption('shared');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('region', { name: 'Notifications' }).getByText('Report saved'));
    const mine = main.getByRole('region', { name: 'My reports' });
    await visible(mine.getByRole('button', { name: new RegExp(REPORT) }));
    const listed = await page.request.get(
      stack.baseUrl + buildPath(routes.listReports.path, { companyId }),
    );
    expect(((await listed.json()) as SavedReport[]).map((r) => [r.name, r.visibility])).toEqual([
      [REPORT, 'shared'],
    ]);
  });

  it('exports it as CSV: a download of its rows', async () => {
    const { page } = browser;
    const link = page.locator('main').getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toMatch(
      /\/api\/reports\/[0-9a-f-]{36}\/export\?format=csv$/,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    // The report's name as a file name, dated the day it was exported.
    expect(download.suggestedFilename()).toMatch(
      /^investment-by-department-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Department,Count,Sum of Total Investment');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      ['Finance', '2'],
      ['HR', '1'],
    ]);
    expect(Number(lines[1]!.split(',')[2])).toBe(162000);
    expect(Number(lines[2]!.split(',')[2])).toBe(26000);
  });

  it('is axe-clean with the report, its chart and the saved list on screen', async () => {
    expect(await seriousViolations(browser.page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
