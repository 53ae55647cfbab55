import path from 'node:path';
import { addMonths, monthOf } from '@portfolio/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAccount, SCREENSHOT_DIR, createProjectThroughApi, visible } from './support/browser.ts';
import { signUpWithFinanceCompany } from './support/companies.ts';
import { openJourney } from './support/journey.ts';

// Budget against actuals as a portfolio manager keeps it, in Chromium against the real stack:
// a project whose costs are spread over its months, spend entered on its page, the chart of
// planned against actual, and the over-budget risk the rules raise (through the job runner and
// the event stream, without a reload); the dashboard's variance to date; axe on the page.

const { stack, browser } = openJourney(['browser'], () => ({}), { jobs: true });
let page: Page;
const owner = newAccount('Katherine', 'Johnson');
let companyId = '';
let projectId = '';
const PROJECT = 'Fraud Signals Copilot';
const thisMonth = monthOf(new Date());
const lastMonth = addMonths(thisMonth, -1);

beforeAll(() => {
  page = browser.page;
});

const main = () => page.locator('main');
const budgetCard = () => main().getByRole('region', { name: /^Budget/ });
const toast = (text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: false });

describe('budget against actuals', () => {
  it('spreads the planned costs over the months and draws them', async () => {
    companyId = await signUpWithFinanceCompany(page, stack.baseUrl, owner, 'Meridian Bank');
    const created = await createProjectThroughApi(page, stack.baseUrl, companyId, {
      name: PROJECT,
      problemStatement: 'Analysts review every flagged payment by hand',
      department: 'Finance',
      businessOwner: 'Mary Jackson',
      startDate: `${lastMonth}-01`,
      targetDate: `${addMonths(thisMonth, 2)}-28`,
      initialCosts: '20000.00',
      runningCosts: '2500.00',
    });
    projectId = created.id;

    await page.goto(`${stack.baseUrl}/projects/${projectId}/plan`);
    const card = budgetCard();
    await visible(card);
    // Planned to date: 20,000 + 2 × 2,500.
    await visible(card.getByTestId('budget-planned-to-date').getByText('$25,000'));
    await visible(card.getByTestId('budget-chart-planned'));
    const table = card.getByRole('table', { name: 'Planned and actual spend by month' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
  });

  it('enters spend, draws it against the plan, and raises the over-budget risk', async () => {
    const card = budgetCard();
    const form = card.getByRole('form', { name: 'Add spend' });
    await form.getByLabel('Month').fill(lastMonth);
    await form.getByLabel('Amount').fill('21000.10');
    await form.getByLabel('Category').selectOption('people');
    await form.getByLabel('Note').fill('Two data scientists');
    await form.getByRole('button', { name: 'Add Spend' }).click();
    await visible(toast('Spend added'));
    await visible(card.getByTestId('spend-row').getByText('Two data scientists'));
    // A line drawn (a flat one has no height, so it is attached rather than "visible").
    await card.getByTestId('budget-chart-actual').waitFor({ state: 'attached' });
    expect(await card.getByTestId('budget-actual-to-date').textContent()).toBe('$21,000.10');

    // This month's vendor invoice takes it above 110% of the $25,000 planned to date.
    await form.getByLabel('Month').fill(thisMonth);
    await form.getByLabel('Amount').fill('6500');
    await form.getByLabel('Category').selectOption('vendor');
    await form.getByRole('button', { name: 'Add Spend' }).click();
    await visible(card.getByTestId('spend-row').getByText('$6,500'));
    await visible(card.getByText('Over budget', { exact: true }));
    expect(await card.getByTestId('budget-actual-to-date').textContent()).toBe('$27,500.10');

    // The rules ran in the job runner; the risk reaches this page through the event stream.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const risks = main().getByRole('region', { name: 'Risks' });
    await visible(risks.getByText('Over budget'), 20_000);
    expect(
      await stack.db.knex('spendEntries').where({ projectId }).sum({ total: 'amount' }),
    ).toEqual([{ total: '27500.10' }]);
    await page.getByRole('tab', { name: 'Plan' }).click();
    await card.scrollIntoViewIfNeeded();
    await browser.screenshot('budget-project-page');
    await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'budget-card.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the variance to date on the dashboard', async () => {
    await page.goto(`${stack.baseUrl}/`);
    const variance = main().getByTestId('budget-variance');
    await visible(variance);
    expect(await variance.textContent()).toBe('+$2.5K');
    await browser.screenshot('budget-dashboard');
    expect(browser.errors).toEqual([]);
  });
});
