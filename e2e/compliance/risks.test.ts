import type { Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCompany, gone, newAccount, signUpWithProject, visible } from '../support/browser.ts';
import { openJourney } from '../support/journey.ts';

// Risks that raise themselves, in Chromium against the real stack with its job runner (as
// `npm start` runs it): a manager makes a project active while it is non-compliant with the EU
// AI Act and sees the risk appear on the project page, the dashboard and the risks page without
// a reload; the risk's fix opens the field that fixes it, and fixing it resolves the risk.

const { stack, manager } = openJourney(['manager'], () => ({}), { jobs: true });
const owner = newAccount('Grace', 'Hopper');
let project: Project;

beforeAll(async () => {
  const { page } = manager;
  project = await signUpWithProject(
    page,
    stack.baseUrl,
    owner,
    aCompany('Harvard Computation Lab'),
    {
      name: 'Loan Approval Scoring',
      problemStatement: 'Loan officers score applications by hand.',
      department: 'Finance',
      businessOwner: 'Howard Aiken',
      status: 'planning',
      roi: '35',
      euAiActStatus: 'in_review',
    },
  );
});

describe('risks', () => {
  it('appear without a reload when a project goes live while non-compliant', async () => {
    const { page } = manager;
    await page.goto(`${stack.baseUrl}/`);
    const card = page.getByRole('region', { name: 'Risks' });
    await visible(card.getByText('No open risks: every project passes the rules.'));

    await page.getByRole('link', { name: 'All Projects' }).click();
    await page.getByRole('button', { name: 'View Loan Approval Scoring' }).click();
    await visible(page.getByRole('heading', { name: 'Loan Approval Scoring', level: 1 }));
    const documentsLoaded = await page.evaluate(
      () => performance.getEntriesByType('navigation').length,
    );

    await page.getByRole('button', { name: 'Edit Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByLabel('Status', { exact: true }).selectOption('active');
    await dialog.getByLabel('EU AI Act Status').selectOption('non_compliant');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await gone(dialog);

    // The rules ran in the job runner; the risk reaches this page through the event stream.
    const risks = page.getByRole('region', { name: 'Risks' });
    await visible(risks.getByText('Active while non-compliant with the EU AI Act'));
    // Active and not assessed under the EU AI Act: that is a (medium) risk of its own.
    await visible(risks.getByText('No EU AI Act assessment'));
    await visible(page.getByRole('region', { name: 'Project summary' }).getByText('2 risks'));
    await manager.screenshot('risks-project-page');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const dashboardCard = page.getByRole('region', { name: 'Risks' });
    await visible(dashboardCard.getByText('Active while non-compliant with the EU AI Act'));
    await expect
      .poll(() => dashboardCard.locator('[data-severity="high"] dd').textContent())
      .toBe('1');
    await manager.screenshot('risks-dashboard-card');

    await page.getByRole('link', { name: 'Risks', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Risks', level: 1 }));
    // Grouped by rule: the rule's explanation once, a card per project under it.
    const rule = page.getByRole('region', {
      name: 'Active while non-compliant with the EU AI Act',
    });
    await visible(rule.getByText('may be running an AI system the Act does not allow'));
    const risk = rule.getByRole('article', { name: /Loan Approval Scoring/ });
    await visible(risk);
    await manager.screenshot('risks-page');
    // Grouped by project, as a compact list: the view is in the address.
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('project');
    await page.getByRole('combobox', { name: 'View' }).selectOption('list');
    await expect.poll(() => new URL(page.url()).search).toBe('?group=project&view=list');
    const byProject = page.getByRole('region', { name: 'Loan Approval Scoring' });
    await visible(
      byProject.getByRole('article', { name: 'Active while non-compliant with the EU AI Act' }),
    );
    await manager.screenshot('risks-page-compact');
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('rule');
    await page.getByRole('combobox', { name: 'View' }).selectOption('cards');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // One document all along: every change arrived live.
    await expect(
      page.evaluate(() => performance.getEntriesByType('navigation').length),
    ).resolves.toBe(documentsLoaded);
  });

  it('open the field that fixes them, and resolve themselves once it is fixed', async () => {
    const { page } = manager;
    const risk = page
      .getByRole('region', { name: 'Active while non-compliant with the EU AI Act' })
      .getByRole('article');
    await risk.getByRole('link', { name: /Fix EU AI Act Status/ }).click();
    await page.waitForURL(`${stack.baseUrl}/projects/${project.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    const field = dialog.getByLabel('EU AI Act Status');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.selectOption('compliant');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await gone(dialog);
    const risks = page.getByRole('region', { name: 'Risks' });
    await gone(risks.getByText('Active while non-compliant with the EU AI Act'));
    await visible(risks.getByText('No EU AI Act assessment'));

    await page.getByRole('link', { name: 'Risks', exact: true }).click();
    await visible(page.getByRole('region', { name: 'No EU AI Act assessment' }));
    await gone(risk);
    await page.getByRole('combobox', { name: 'State' }).selectOption('resolved');
    const resolved = page
      .getByRole('region', { name: 'Active while non-compliant with the EU AI Act' })
      .getByRole('article');
    await visible(resolved.getByText('Resolved', { exact: true }));
  });
});
