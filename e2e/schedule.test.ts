import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProjectThroughApi, newAccount, visible } from './support/browser.ts';
import { signUpWithFinanceCompany } from './support/companies.ts';
import { openJourney } from './support/journey.ts';

// A project's schedule as a person plans it, in Chromium against the real stack, in a time zone
// fourteen hours ahead of UTC (where local midnight is the previous day in UTC): set dates,
// add a milestone, set a baseline, slip, and chain two projects without a cycle.
process.env.TZ = 'Pacific/Kiritimati';

const { stack, browser } = openJourney(['browser']);
let page: Page;
const owner = newAccount('Grace', 'Hopper');
let companyId = '';
const PROJECT = 'Claims Triage Copilot';
const PLATFORM = 'Claims Data Platform';

beforeAll(() => {
  page = browser.page;
});

const main = () => page.locator('main');
const card = (name: string) => main().getByRole('region', { name });
const toast = (text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: false });

describe("a project's schedule", () => {
  it('sets the dates in the create form, refusing a target before the start', async () => {
    companyId = await signUpWithFinanceCompany(page, stack.baseUrl, owner, 'Orbital Insurance');
    await createProjectThroughApi(page, stack.baseUrl, companyId, {
      name: PLATFORM,
      problemStatement: 'Claims data sits in three systems',
      department: 'IT',
      businessOwner: 'Dorothy Vaughan',
      startDate: '2026-01-05',
      targetDate: '2026-03-13',
    });

    await page.goto(`${stack.baseUrl}/projects/new`);
    // The browser reads its clock in that zone: UTC+14.
    expect(await page.evaluate(() => new Date(2026, 0, 1).getTimezoneOffset())).toBe(-840);
    await page.getByLabel(/^Project Name/).fill(PROJECT);
    await page
      .getByLabel(/^Problem Statement/)
      .fill('Adjusters read every claim before routing it.');
    await page.getByLabel(/^Department/).selectOption('Operations');
    await page.getByLabel(/^Business Owner/).fill('Mary Jackson');
    await page.getByLabel(/^Start Date/).fill('2026-03-16');
    await page.getByLabel(/^Target Date/).fill('2026-03-01');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await visible(main().getByText('Target date must be on or after the start date'));
    expect(await page.getByLabel(/^Target Date/).getAttribute('aria-invalid')).toBe('true');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: 'Close' })
      .click();

    await page.getByLabel(/^Target Date/).fill('2026-09-30');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(`${stack.baseUrl}/projects`);
    const row = main().locator('tr[data-project-id]').filter({ hasText: PROJECT });
    // The date columns give the name their room on a laptop; a wide screen shows them.
    await page.setViewportSize({ width: 1920, height: 900 });
    await visible(row.getByText('Sep 30, 2026'));
    await page.setViewportSize({ width: 1366, height: 900 });
    // Stored as typed: the browser's time zone moved neither day.
    const stored = await stack.db
      .knex('projects')
      .where({ name: PROJECT })
      .first(
        stack.db.knex.raw(
          `to_char(start_date, 'YYYY-MM-DD') as start, to_char(target_date, 'YYYY-MM-DD') as target`,
        ),
      );
    expect(stored).toEqual({ start: '2026-03-16', target: '2026-09-30' });
    await row.click();
    await page.getByRole('tab', { name: 'Plan' }).click();
    await visible(card('Schedule').getByText('March 16, 2026'));
    await visible(card('Schedule').getByText('September 30, 2026'));
  });

  it('adds a milestone, sets the baseline, and shows the slip in days', async () => {
    const milestones = card('Milestones');
    await milestones.getByLabel('Milestone Name').fill('Pilot with the motor team');
    await milestones.getByLabel('Due Date').fill('2026-05-15');
    await milestones.getByRole('button', { name: 'Add Milestone' }).click();
    await visible(milestones.getByText('Due May 15, 2026'));

    await card('Schedule').getByRole('button', { name: 'Set Baseline' }).click();
    await visible(toast('Baseline set'));
    await visible(card('Schedule').getByText('On plan'));

    await main().getByRole('button', { name: 'Edit Project' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Target Date/).fill('2026-10-14');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(card('Schedule').getByText('14 days behind the baseline'));

    await milestones.getByRole('button', { name: 'Edit Pilot with the motor team' }).click();
    await milestones.getByLabel('Due Date').first().fill('2026-05-20');
    await milestones.getByRole('button', { name: 'Save' }).click();
    await visible(milestones.getByText('5 days behind the baseline'));
    await milestones.getByRole('checkbox', { name: 'Pilot with the motor team done' }).check();
    await expect
      .poll(async () => (await stack.db.knex('milestones').first('done')).done)
      .toBe(true);
    await browser.screenshot('project-schedule');
  });

  it('depends on another project, and refuses the dependency that would close a cycle', async () => {
    const dependencies = card('Dependencies');
    await dependencies.getByLabel('Depends On', { exact: true }).selectOption({ label: PLATFORM });
    await dependencies.getByRole('button', { name: 'Add Dependency' }).click();
    await visible(toast(`${PROJECT} now depends on ${PLATFORM}`));
    await dependencies.getByRole('link', { name: PLATFORM }).click();

    await visible(main().getByRole('heading', { level: 1, name: PLATFORM }));
    const blocks = card('Dependencies').getByRole('region', { name: 'Blocks' });
    await visible(blocks.getByRole('link', { name: PROJECT }));
    await card('Dependencies')
      .getByLabel('Depends On', { exact: true })
      .selectOption({ label: PROJECT });
    await card('Dependencies').getByRole('button', { name: 'Add Dependency' }).click();
    await visible(
      toast(
        `${PLATFORM} cannot depend on ${PROJECT}: that would make a cycle (${PLATFORM} → ${PROJECT} → ${PLATFORM})`,
      ),
    );
    expect(await stack.db.knex('projectDependencies').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(browser.errors).toEqual([]);
  });
});
