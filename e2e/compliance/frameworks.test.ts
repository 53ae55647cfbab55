import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type AiActAssessmentBody, type Project } from '@portfolio/contracts';
import { seriousViolations } from '../support/axe.ts';
import {
  createProjectThroughApi,
  firstCompanyId,
  gone,
  sameOrigin,
  visible,
} from '../support/browser.ts';
import { openJourney } from '../support/journey.ts';
import { signInToDemo } from '../support/pages.ts';

// Controls and frameworks in Chromium against the real stack, on the demo company: a compliance
// lead opens the frameworks from /compliance, finds the EU AI Act's gaps first and the controls
// and projects behind Article 9, attaches the company's risk procedure to its control once and
// sees it count in the EU AI Act, NIST AI RMF and ISO/IEC 42001 at once, imports the company's
// own framework, then excludes an Annex A control, publishes the Statement of Applicability and
// prints it with its version and date. Last, a credit-scoring system the company deploys owes a
// fundamental rights impact assessment: it cannot go Active until the FRIA is approved.

const { stack, lead } = openJourney(['lead']);

beforeAll(async () => {
  await signInToDemo(lead.page, stack);
});

/** An item of the framework shown, by its number. */
const item = (ref: string) => lead.page.locator(`li[data-item-ref="${ref}"]`);

describe('frameworks, the Statement of Applicability and the FRIA', () => {
  it("shows each framework's coverage, the gaps first, and an item's controls and projects", async () => {
    const { page } = lead;
    await page.goto(`${stack.baseUrl}/compliance`);
    const parts = page.getByRole('navigation', { name: 'Compliance' });
    await parts.getByRole('link', { name: 'Frameworks' }).click();
    await page.waitForURL(/\/compliance\/frameworks$/);
    const list = page.getByRole('list', { name: 'Frameworks' });
    await visible(list);
    await expect(list.locator('h2').allTextContents()).resolves.toEqual([
      'EU AI Act',
      'ISO/IEC 42001 Annex A',
      'NIST AI RMF 1.0',
      'NIST AI 600-1 Generative AI Profile',
    ]);
    // Nothing attached yet: no item of the NIST AI RMF has current evidence.
    await visible(
      list.locator('[data-framework-id="nist-ai-rmf"]').getByText(/^0% covered: 0 of 72 /),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await lead.screenshot('frameworks');

    await list.getByRole('link', { name: 'EU AI Act' }).click();
    await page.waitForURL(/\/compliance\/frameworks\/eu-ai-act$/);
    const gaps = page.getByRole('region', { name: 'Gaps and overdue items' });
    await visible(gaps);
    // The demo's AI literacy training is behind its date: overdue items come first.
    await visible(gaps.locator('li[data-item-ref]').first().getByText('Overdue'));
    await item('Article 9')
      .getByRole('button', { name: /behind Article 9$/ })
      .click();
    const controls = page.getByRole('region', { name: 'Controls behind Article 9' });
    await visible(controls.getByRole('link', { name: 'RSK-1 AI risk management' }));
    const projects = page.getByRole('region', { name: 'Projects behind Article 9' });
    await visible(projects.getByRole('link', { name: 'CV Screening Assistant' }));
    expect(await seriousViolations(page)).toEqual([]);
    await lead.screenshot('framework-eu-ai-act');

    await projects.getByRole('link', { name: 'CV Screening Assistant' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\/compliance$/);
    // The project page has shown before Back: a Back sooner leaves the framework page as it was,
    // Article 9 still open.
    await visible(page.getByRole('heading', { name: 'CV Screening Assistant', level: 1 }));
    await page.goBack();
    await page.waitForURL(/\/compliance\/frameworks\/eu-ai-act$/);
  });

  it('attaches evidence to a control once: every framework linked to it counts it', async () => {
    const { page } = lead;
    await item('Article 9')
      .getByRole('button', { name: /behind Article 9$/ })
      .click();
    await page.getByRole('link', { name: 'RSK-1 AI risk management' }).click();
    await page.waitForURL(/\/compliance\/controls\/risk-management$/);
    await visible(page.getByRole('heading', { name: 'RSK-1 AI risk management', level: 1 }));
    const satisfies = page.getByRole('table', { name: 'Items RSK-1 satisfies' });
    await visible(satisfies.getByText('GOVERN 1.3', { exact: true }));

    const form = page.getByRole('form', { name: 'Add evidence to RSK-1' });
    await form.getByLabel(/^Link/).fill('https://intranet.example/ai/risk-procedure');
    await form.getByLabel('Title (optional)').fill('AI risk management procedure');
    await form.getByLabel('Expires on (optional)').fill('2099-12-31');
    await form.getByRole('button', { name: 'Add Link' }).click();
    const evidence = page.getByRole('list', { name: 'Evidence of RSK-1' });
    await visible(evidence.getByText('AI risk management procedure'));
    await visible(evidence.getByText(/Expires Dec 31, 2099/));
    await lead.screenshot('control-evidence');

    await page.getByRole('link', { name: 'All controls' }).click();
    await page.waitForURL(/\/compliance\/controls$/);
    const control = page.locator('[data-control-id="risk-management"]');
    await visible(control.getByText('Current evidence'));

    // Counted in three frameworks at once: directly in two, partly in ISO/IEC 42001.
    await page.goto(`${stack.baseUrl}/compliance/frameworks/eu-ai-act`);
    await expect(item('Article 9').getAttribute('data-evidence')).resolves.toBe('current');
    await page.goto(`${stack.baseUrl}/compliance/frameworks/nist-ai-rmf`);
    await visible(
      page.getByRole('region', { name: 'Covered' }).locator('li[data-item-ref="GOVERN 1.3"]'),
    );
    await page.goto(`${stack.baseUrl}/compliance/frameworks/iso-42001`);
    await visible(item('A.6.1.3').getByText('Partly evidenced'));
  });

  it("imports the company's own framework from CSV, refusing a file with problems", async () => {
    const { page } = lead;
    await page.goto(`${stack.baseUrl}/compliance/frameworks`);
    await page.getByRole('button', { name: 'Import a framework' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a framework' });
    await dialog.getByLabel(/^Name/).fill('Group AI standard');
    const file = (name: string, csv: string) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog
      .getByLabel(/^CSV file/)
      .setInputFiles(
        file(
          'standard.csv',
          'ref,group,title,control,strength\n1,Risk,Risks are assessed,RSK-99,\n',
        ),
      );
    const problems = dialog.getByRole('table', { name: 'Problems of the CSV' });
    await visible(problems.getByText(/no control “RSK-99” in the library/));
    await expect(dialog.getByRole('button', { name: 'Import' }).isDisabled()).resolves.toBe(true);

    await dialog
      .getByLabel(/^CSV file/)
      .setInputFiles(
        file(
          'standard.csv',
          'ref,group,title,control,strength\n1,Risk,Risks are assessed,RSK-1,\n2,Risk,Impacts are assessed,RSK-2,partial\n',
        ),
      );
    await visible(dialog.getByText(/2 items in 1 group, 2 links to your controls/));
    await dialog.getByRole('button', { name: 'Import' }).click();
    await gone(dialog);
    await page.waitForURL(/\/compliance\/frameworks\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { name: 'Group AI standard', level: 1 }));
    // Item 1 is met by RSK-1, whose evidence was attached above.
    await expect(item('1').getAttribute('data-evidence')).resolves.toBe('current');
  });

  it('publishes the Statement of Applicability and prints it with its version and date', async () => {
    const { page } = lead;
    await page.goto(`${stack.baseUrl}/compliance/frameworks`);
    await page
      .getByRole('navigation', { name: 'Compliance' })
      .getByRole('link', { name: 'Statement of Applicability' })
      .click();
    await page.waitForURL(/\/compliance\/soa$/);
    const table = page.getByRole('table', { name: 'Annex A controls' });
    await visible(table);
    await expect(table.locator('tr[data-ref]').count()).resolves.toBe(38);

    await page.getByRole('button', { name: 'Edit A.10.4' }).click();
    const edit = page.getByRole('dialog', { name: /^A\.10\.4/ });
    await edit.getByLabel(/^Applicable/).selectOption('no');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(edit.getByText('Say why the control is excluded', { exact: false }));
    await edit.getByLabel(/^Justification/).fill('We offer no AI system to customers');
    await edit.getByRole('button', { name: 'Save' }).click();
    await gone(edit);
    await visible(table.locator('tr[data-ref="A.10.4"][data-applicable="false"]'));

    await page.getByRole('button', { name: 'Publish version 1' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish version 1' });
    await publish.getByLabel('Note').fill('For the stage 1 audit');
    await publish.getByRole('button', { name: 'Publish' }).click();
    await gone(publish);
    const versions = page.getByRole('list', { name: 'Published versions' });
    await versions.getByRole('link', { name: 'Version 1' }).click();
    await page.waitForURL(/\/compliance\/soa\/versions\/1$/);
    await visible(page.getByText(/^Version 1, published \w+ \d+, \d{4}$/).first());
    await expect(page.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(0);

    // The version as CSV: a line per Annex A control, the exclusion with its justification.
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toMatch(/\/frameworks\/iso-42001\/soa\/versions\/1\?format=csv$/);
    const csv = await page.request.get(new URL(href!, stack.baseUrl).href);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers()['content-disposition']).toContain('statement-of-applicability-v1.csv');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFF?Control,Group,Title,Applicable,Justification/);
    expect(lines).toHaveLength(39);
    expect(lines.find((l) => l.startsWith('A.10.4'))).toContain(
      'We offer no AI system to customers',
    );

    await page.emulateMedia({ media: 'print' });
    const heading = page.locator('[data-print-only]');
    await visible(heading);
    await expect(heading.textContent()).resolves.toMatch(
      /^Statement of Applicability · ISO\/IEC 42001:2023 .*Version 1, published \w+ \d+, \d{4}$/,
    );
    for (const hidden of [
      page.getByRole('button', { name: 'Print', exact: true }),
      page.getByRole('link', { name: 'Export CSV' }),
      page.getByRole('region', { name: 'Published versions' }),
      page.getByRole('complementary', { name: 'Sidebar' }),
    ]) {
      await expect(hidden.isVisible()).resolves.toBe(false);
    }
    await visible(page.locator('tr[data-ref="A.10.4"]').getByText('Excluded'));
    await lead.screenshot('soa-print');
    // On A4 the table keeps to the page: nothing of it runs off the right edge.
    await page.setViewportSize({ width: 718, height: 1000 });
    await expect(
      table.evaluate((t) => t.getBoundingClientRect().right <= window.innerWidth + 1),
    ).resolves.toBe(true);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThan(1);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('keeps a project that owes a FRIA from going Active until the FRIA is approved', async () => {
    const { page } = lead;
    const companyId = await firstCompanyId(page, stack.baseUrl);
    const project: Project = await createProjectThroughApi(page, stack.baseUrl, companyId, {
      name: 'Supplier Credit Scoring',
      problemStatement: 'Payment terms are set by hand for every new supplier.',
      department: 'Finance',
      businessOwner: 'Alex Morgan',
      status: 'planning',
    });
    // Deployed to score creditworthiness: Annex III point 5(b), a FRIA is owed (Article 27(1)).
    const assessment: AiActAssessmentBody = {
      roles: ['deployer'],
      answers: { 'annex3-5b-creditworthiness': true },
    };
    const assessed = await page.request.put(
      `${stack.baseUrl}${buildPath(routes.setAiActAssessment.path, { id: project.id })}`,
      { data: assessment, ...sameOrigin(stack.baseUrl) },
    );
    expect(assessed.status()).toBe(200);

    await page.goto(`${stack.baseUrl}/projects/${project.id}/compliance`);
    const fria = page.getByRole('region', { name: /^Fundamental rights impact assessment/ });
    await visible(fria.getByTestId('fria-required').getByText('Required'));
    await visible(fria.getByText('Article 27(1) and Annex III point 5(b)', { exact: false }));

    const moveToActive = async () => {
      await page.getByRole('button', { name: 'Edit Project' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit Project' });
      await dialog.getByLabel(/^Status/).selectOption('active');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      return dialog;
    };
    const refused = await moveToActive();
    await visible(refused.getByTestId('fria-activation-refusal'));
    await expect(refused.getByTestId('fria-activation-refusal').textContent()).resolves.toMatch(
      /^This project cannot be moved to Active yet\./,
    );
    await lead.screenshot('fria-activation-refused');
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await gone(refused);
    const [{ status: kept }] = await stack.db
      .knex('projects')
      .where({ id: project.id })
      .select('status');
    expect(kept).toBe('planning');

    // Filled in where the records left a part empty, saved, approved by a member.
    await fria.getByRole('button', { name: 'Fill in' }).click();
    const form = fria.getByRole('form', { name: 'Fundamental rights impact assessment' });
    for (const field of await form.getByRole('textbox').all()) {
      if ((await field.inputValue()).trim() === '')
        await field.fill('Set out with the credit team');
    }
    await form.getByRole('button', { name: 'Save FRIA' }).click();
    await visible(fria.getByTestId('fria-state').getByText('Draft', { exact: true }));
    await fria.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the FRIA' });
    await approve.getByLabel(/^Approved by/).selectOption({ label: 'Alex Morgan' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await gone(approve);
    await visible(fria.getByTestId('fria-state').getByText('Approved', { exact: true }));
    await lead.screenshot('fria-approved');

    const allowed = await moveToActive();
    await gone(allowed);
    await visible(page.getByText('Project updated successfully!'));
    const [{ status }] = await stack.db.knex('projects').where({ id: project.id }).select('status');
    expect(status).toBe('active');
  });
});
