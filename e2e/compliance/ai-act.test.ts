import type { AiActAssessment, AiActObligationItem, Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import {
  aCompany,
  newAccount,
  sameOrigin,
  createProjectThroughApi,
  signUpWithProject,
  statValue,
  visible,
} from '../support/browser.ts';
import { openJourney } from '../support/journey.ts';

// The portfolio's EU AI Act view, in Chromium against the real stack: a project is assessed
// through the API (a recruitment system: high-risk under Annex III), the compliance page lists
// its obligations with their computed due dates, the table badges its class, and marking the
// overdue one done moves the project's EU AI Act status from non compliant to in review. A second
// project is assessed through the questionnaire in the browser, and an obligation takes evidence
// and a status there.

const { stack, manager } = openJourney(['manager']);
const owner = newAccount('Joan', 'Clarke');
let project: Project;
let literacy: AiActObligationItem;

beforeAll(async () => {
  const { page } = manager;
  project = await signUpWithProject(page, stack.baseUrl, owner, aCompany('Bletchley Recruiting'), {
    name: 'Hiring Assistant',
    problemStatement: 'Recruiters screen every application by hand.',
    department: 'HR',
    businessOwner: 'Alan Turing',
  });

  const assessed = await page.request.put(
    `${stack.baseUrl}/api/projects/${project.id}/ai-act-assessment`,
    {
      data: { roles: ['provider'], answers: { 'annex3-4a-recruitment': true } },
      ...sameOrigin(stack.baseUrl),
    },
  );
  expect(assessed.status()).toBe(200);
  const assessment = (await assessed.json()) as AiActAssessment;
  expect(assessment).toMatchObject({ riskClass: 'high_risk', euAiActStatus: 'non_compliant' });

  const obligations = (await (
    await page.request.get(`${stack.baseUrl}/api/projects/${project.id}/obligations`)
  ).json()) as AiActObligationItem[];
  literacy = obligations.find((o) => o.article === 'Article 4')!;
  expect(literacy).toMatchObject({ dueDate: '2025-02-02', overdue: true });
});

/** The project page's EU AI Act status badge. */
const euAiActStatus = () =>
  manager.page
    .getByText('EU AI Act', { exact: true })
    .locator('..')
    .locator('[data-status]')
    .getAttribute('data-status');

describe('EU AI Act compliance', () => {
  it('lists every obligation of the portfolio by due date, each linking to its project', async () => {
    const { page } = manager;
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('link', { name: 'Compliance', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'EU AI Act compliance', level: 1 }));

    const overdue = page.getByRole('region', { name: 'Overdue' });
    const literacyRow = overdue.getByRole('listitem').filter({ hasText: 'Article 4' });
    await visible(literacyRow.getByText('Due Feb 2, 2025'));
    await visible(literacyRow.getByRole('link', { name: 'Hiring Assistant' }));
    const later = page.getByRole('region', { name: 'Later' });
    await visible(
      later.getByRole('listitem').filter({ hasText: 'Article 9' }).getByText('Due Dec 2, 2027'),
    );
    await expect.poll(() => statValue(page, 'High-risk systems').textContent()).toBe('1');
    await manager.screenshot('compliance-by-due-date');

    await page.getByRole('button', { name: 'By class' }).click();
    await visible(page.getByRole('region', { name: 'High-risk' }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'By due date' }).click();
    await visible(page.getByRole('region', { name: 'Overdue' }));
  });

  it("badges the project's class in the table and counts it on the dashboard", async () => {
    const { page } = manager;
    await page.getByRole('link', { name: 'All Projects' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Hiring Assistant' });
    await visible(row.getByText('High-risk', { exact: true }).filter({ visible: true }));
    await manager.screenshot('compliance-project-table');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await visible(page.getByRole('region', { name: 'Risks' }));
    // The compliance card is below the first screen: it loads as the reader scrolls to it.
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 4000);
    const classes = page.getByRole('list', { name: 'EU AI Act classes' });
    await expect
      .poll(() => classes.locator('li[data-ai-act-class="high_risk"]').textContent())
      .toBe('High-risk1');
  });

  it("moves the project's EU AI Act status once the overdue obligation is done", async () => {
    const { page } = manager;
    await page.goto(`${stack.baseUrl}/projects/${project.id}/compliance`);
    await visible(page.getByRole('heading', { name: 'Hiring Assistant', level: 1 }));
    await expect.poll(euAiActStatus).toBe('non_compliant');

    const done = await page.request.put(`${stack.baseUrl}/api/obligations/${literacy.id}`, {
      data: { status: 'done', ownerId: null },
      ...sameOrigin(stack.baseUrl),
    });
    expect(done.status()).toBe(200);
    // The change reaches the open page through the event stream.
    await expect.poll(euAiActStatus, { timeout: 15_000 }).toBe('in_review');

    await page.getByRole('link', { name: 'Compliance', exact: true }).click();
    const closed = page.getByRole('region', { name: 'Done or not applicable' });
    await visible(closed.getByRole('listitem').filter({ hasText: 'Article 4' }));
    expect(await page.getByRole('region', { name: 'Overdue' }).count()).toBe(0);
    await manager.screenshot('compliance-after-done');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('assesses a project through the questionnaire in the browser, then takes evidence and a status on an obligation', async () => {
    const { page } = manager;
    const chatbot = await createProjectThroughApi(page, stack.baseUrl, project.companyId, {
      name: 'Support Chatbot',
      problemStatement: 'Customers wait a day for answers to simple questions.',
      department: 'Customer Service',
      businessOwner: 'Alan Turing',
    });
    await page.goto(`${stack.baseUrl}/projects/${chatbot.id}/compliance`);
    const card = page.getByRole('region', { name: /^EU AI Act/ });
    await visible(card.getByText(/Not assessed yet/));

    await card.getByRole('button', { name: 'Assess' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assess under the EU AI Act' });
    await dialog
      .getByRole('group', { name: 'Your roles for this system' })
      .getByRole('checkbox', { name: 'Deployer' })
      .check();
    await dialog
      .getByRole('radiogroup', { name: /Does it interact directly with people/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog.getByRole('button', { name: 'Save assessment' }).click();
    await expect.poll(() => card.getByTestId('ai-act-class').textContent()).toBe('Limited risk');
    const rows = card.getByTestId('obligation-row');
    const literacyRow = rows.filter({ hasText: /^Article 4:/ });
    await visible(literacyRow.locator('time[datetime="2025-02-02"]'));
    expect(await literacyRow.textContent()).toContain('Applies from February 2, 2025');
    // Article 4 applies since Feb 2, 2025 and is not done: the status is non compliant.
    await expect.poll(euAiActStatus).toBe('non_compliant');

    await literacyRow.getByText('Add evidence').click();
    const form = literacyRow.getByRole('form', { name: /^Add evidence to Article 4/ });
    await form.getByLabel(/^Link/).fill('https://wiki.example.com/ai-literacy');
    await form.getByRole('button', { name: 'Add Link' }).click();
    await visible(literacyRow.getByRole('list', { name: /^Evidence of Article 4/ }));

    await literacyRow.getByLabel('Status').selectOption('done');
    await literacyRow.getByRole('button', { name: 'Save' }).click();
    await expect.poll(euAiActStatus, { timeout: 15_000 }).not.toBe('non_compliant');
    await manager.screenshot('ai-act-card-assessed');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
