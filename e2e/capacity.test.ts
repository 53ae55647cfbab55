import path from 'node:path';
import { formatMonth, monthOf, type Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import {
  aCompany,
  SCREENSHOT_DIR,
  createProjectThroughApi,
  newAccount,
  signUpWithCompany,
  visible,
} from './support/browser.ts';
import { openJourney } from './support/journey.ts';
import { openPage, sidewaysOverflow } from './support/pages.ts';

// People and capacity in Chromium against the real stack with its job runner: a manager gives
// one person 70% of this month on one project and 50% on another, sees the Team card flag it,
// the over-allocated risk appear on the project page, the red cell on /capacity and the
// dashboard's count; the capacity page passes axe and fits 1024 and 768 px without scrolling
// sideways.

const { stack, manager } = openJourney(['manager'], () => ({}), { jobs: true });
const owner = newAccount('Grace', 'Hopper');
const thisMonth = monthOf(new Date());
const monthName = formatMonth(thisMonth, 'long');
let companyId = '';
const projects: Project[] = [];

beforeAll(async () => {
  const { page } = manager;
  companyId = await signUpWithCompany(
    page,
    stack.baseUrl,
    owner,
    aCompany('Harvard Computation Lab'),
  );
  for (const [name, department] of [
    ['Ballistics Tables', 'Research'],
    ['Payroll Forecast', 'Finance'],
  ] as const) {
    projects.push(
      await createProjectThroughApi(page, stack.baseUrl, companyId, {
        name,
        department,
        problemStatement: 'Computed by hand.',
        businessOwner: 'Aiken',
      }),
    );
  }
});

/** On a project's page, gives Grace `percent` of this month in its Team card and saves. */
async function allocate(project: Project, percent: string) {
  const { page } = manager;
  await page.goto(`${stack.baseUrl}/projects/${project.id}/plan`);
  const team = page.getByRole('region', { name: /^Team/ });
  await visible(team.getByText(/Nobody is allocated/));
  await team
    .getByRole('combobox', { name: 'Person to add' })
    .selectOption({ label: 'Grace Hopper' });
  await team.getByRole('button', { name: 'Add Person' }).click();
  await team.getByRole('textbox', { name: `Grace Hopper, ${monthName}, percent` }).fill(percent);
  await team.getByRole('button', { name: 'Save Team' }).click();
  await visible(page.getByRole('region', { name: 'Notifications' }).getByText('Team saved'));
  return team;
}

describe('capacity', () => {
  it('allocating a person over 100% flags it on the Team card and raises the risk on the project', async () => {
    const { page } = manager;
    await allocate(projects[0]!, '70');
    const team = await allocate(projects[1]!, '50');
    await visible(team.getByText('120% in all'));
    await manager.screenshot('capacity-team-card');

    // The rule ran in the job runner; the risk reaches the page through the event stream.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const risks = page.getByRole('region', { name: 'Risks' });
    await visible(risks.getByText('A person on the team is over-allocated'), 30_000);
    await visible(page.getByRole('region', { name: 'Project summary' }).getByText('1 risk'));
    await manager.screenshot('capacity-risk-on-project');
  });

  it('shows the red cell on /capacity, with the projects behind it', async () => {
    const { page } = manager;
    await page.getByRole('link', { name: 'Capacity', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Capacity', level: 1 }));
    const cell = page.getByRole('button', {
      name: `Grace Hopper, ${monthName}: 120%, over-allocated`,
    });
    await visible(cell);
    expect(await cell.getAttribute('data-load')).toBe('over');
    const background = await cell.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(185, 28, 28)');
    await manager.screenshot('capacity-page');

    await cell.click();
    const dialog = page.getByRole('dialog', { name: `Grace Hopper · ${monthName}` });
    await visible(dialog.getByRole('link', { name: 'Ballistics Tables' }));
    await visible(dialog.getByText('120% of the month in all — over-allocated'));
    await manager.screenshot('capacity-cell-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('counts the person on the dashboard', async () => {
    const { page } = manager;
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const plan = page.getByRole('region', { name: 'Plan this month' });
    await visible(plan.getByText('1 person over 100% this month'));
    await manager.screenshot('capacity-dashboard');
  });

  it('the capacity page passes axe and does not scroll sideways at 1024 and 768 px', async () => {
    const { page } = manager;
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `${stack.baseUrl}/capacity`);
      await visible(page.getByRole('button', { name: /^Grace Hopper, .*over-allocated$/ }));
      expect({ width, violations: await seriousViolations(page) }).toEqual({
        width,
        violations: [],
      });
      expect({ width, overflow: await sidewaysOverflow(page) }).toEqual({ width, overflow: 0 });
      await manager.screenshot(`capacity-page-${width}`);
      await openPage(page, `${stack.baseUrl}/projects/${projects[0]!.id}/plan`);
      await visible(page.getByRole('region', { name: /^Team/ }).getByText('120% in all'));
      await page
        .getByRole('region', { name: /^Team/ })
        .screenshot({ path: path.join(SCREENSHOT_DIR, `capacity-team-card-${width}.png`) });
      expect({ width, violations: await seriousViolations(page) }).toEqual({
        width,
        violations: [],
      });
      expect({ width, overflow: await sidewaysOverflow(page) }).toEqual({ width, overflow: 0 });
    }
  });
});
