import type { Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { aCompany, gone, newAccount, signUpWithProject, visible } from '../support/browser.ts';
import { openJourney } from '../support/journey.ts';

// The incident register in Chromium against the real stack: a compliance lead reports an
// incident, answers that it is a personal data breach, sees the GDPR clock start with the time
// left, records the initial report to the supervisory authority (the clock shows it submitted)
// and prints the report for that authority.

const { stack, manager } = openJourney(['manager']);
const owner = newAccount('Hedy', 'Lamarr');
const TITLE = 'Support bot quoted another customer’s address';
let project: Project;

/** `datetime-local` of an instant, in the browser's zone (the stack's Chromium runs in UTC). */
const localInput = (date: Date) => date.toISOString().slice(0, 16);

beforeAll(async () => {
  const { page } = manager;
  project = await signUpWithProject(page, stack.baseUrl, owner, aCompany('Frequency Hopping Ltd'), {
    name: 'Support Bot',
    problemStatement: 'Customers wait hours for answers.',
    department: 'Operations',
    businessOwner: 'Hedy Lamarr',
    status: 'active',
  });
});

describe('incidents', () => {
  it('reports an incident and shows the clocks its answers start', async () => {
    const { page } = manager;
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('link', { name: 'Incidents', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Incidents', level: 1 }));
    await visible(page.getByText('No open incidents'));

    await page.getByRole('button', { name: 'Report an incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an incident' });
    await dialog.getByLabel(/^Title/).fill(TITLE);
    await dialog
      .getByLabel(/^What happened/)
      .fill('A retrieval filter missed the tenant key; one answer quoted another customer.');
    await dialog.getByLabel(/^Occurred at/).fill(localInput(new Date(Date.now() - 3 * 3_600_000)));
    await dialog
      .getByLabel(/^Became aware at/)
      .fill(localInput(new Date(Date.now() - 2 * 3_600_000)));
    await dialog.getByLabel(/^Severity/).selectOption('high');
    await dialog.getByLabel(/^Project/).selectOption(project.id);
    await manager.screenshot('incident-report-dialog');
    await dialog.getByRole('button', { name: 'Report incident' }).click();
    await gone(dialog);
    await page.waitForURL(/\/incidents\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { name: TITLE, level: 1 }));
    const clocks = page.getByRole('region', { name: 'Reporting clocks' });
    await visible(clocks.getByText('No report owed so far', { exact: false }));

    const answers = page.getByRole('region', { name: 'Classification' });
    await answers.getByLabel(/^Personal data breach/).selectOption('yes');
    await answers.getByLabel(/^Risk of the breach/).selectOption('risk');
    await answers.getByLabel(/GDPR role/).selectOption('controller');
    await answers.getByRole('button', { name: 'Save answers' }).click();
    const gdpr = clocks.locator('li[data-clock="gdpr-authority"]');
    await visible(gdpr.getByText('Article 33(1)'));
    // Aware two hours ago: 72 hours, about 70 of them left.
    await visible(gdpr.getByText(/^(69|70) h( \d+ min)? left$|^2 d 2[12] h left$/));
    await visible(gdpr.getByText('Not yet'));
    expect(await seriousViolations(page)).toEqual([]);
    await manager.screenshot('incident-clocks');
  });

  it('records the initial report: the clock shows it submitted', async () => {
    const { page } = manager;
    await page.getByRole('button', { name: 'Record a report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a report' });
    await expect(dialog.getByLabel(/^Clock/).inputValue()).resolves.toBe('gdpr-authority');
    await dialog.getByLabel(/^Kind of report/).selectOption('initial');
    await dialog.getByLabel(/^Submitted to/).fill('Information Commissioner’s Office');
    await dialog.getByLabel(/^Reference number/).fill('ICO-2026-0815');
    await manager.screenshot('incident-record-report');
    await dialog.getByRole('button', { name: 'Record report' }).click();
    await gone(dialog);
    const gdpr = page
      .getByRole('region', { name: 'Reporting clocks' })
      .locator('li[data-clock="gdpr-authority"]');
    await visible(gdpr.getByText('Submitted in time'));
    const reports = page.getByRole('region', { name: 'Reports submitted' });
    await visible(reports.getByText(/reference ICO-2026-0815/));
    const stored = await stack.db.knex('incidentReports').where({ reference: 'ICO-2026-0815' });
    expect(stored.map((r: { clock: string; kind: string }) => [r.clock, r.kind])).toEqual([
      ['gdpr-authority', 'initial'],
    ]);
    await manager.screenshot('incident-report-recorded');

    await page.getByRole('link', { name: 'All incidents' }).click();
    const row = page.getByRole('listitem').filter({ hasText: TITLE });
    await visible(row.getByText('Every report owed is submitted'));
    await manager.screenshot('incidents-list');
    await row.getByRole('link', { name: TITLE }).click();
    await visible(page.getByRole('heading', { name: TITLE, level: 1 }));
  });

  it('prints the report for one authority, on A4 or Letter', async () => {
    const { page } = manager;
    await page.getByRole('combobox', { name: 'Paper' }).selectOption('Letter');
    await page.emulateMedia({ media: 'print' });
    const report = page.locator('[data-print-report="gdpr"]');
    await visible(report.getByRole('heading', { name: 'Incident report · GDPR' }));
    await visible(report.getByText(/ICO-2026-0815/));
    await expect(page.getByRole('region', { name: 'Reporting clocks' }).isVisible()).resolves.toBe(
      false,
    );
    await expect(
      page.getByRole('button', { name: 'Print', exact: true }).isVisible(),
    ).resolves.toBe(false);
    await manager.screenshot('incident-print');
    // The paper chosen is the printed page's size: US Letter is 612 × 792 points, A4 595 × 842.
    const letter = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(letter).toMatch(/MediaBox \[0 0 612 792\]/);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('combobox', { name: 'Paper' }).selectOption('A4');
    const a4 = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(a4.match(/MediaBox \[[^\]]*\]/)?.[0]).toMatch(
      /^MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]$/,
    );
    await visible(page.getByRole('button', { name: 'Print', exact: true }));
  });
});
