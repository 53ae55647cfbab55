import { routes, type PortfolioSummary, type RiskList } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { firstCompanyId, visible } from './support/browser.ts';
import { openDemoTour, openPage } from './support/pages.ts';

// The demo's figures as a new user reads them agree with the API's and with the product's rules:
// a project counts as compliant only when an assessment gave it a class, and the weekly digest
// counts every open risk, saying so when its list is shortened.

const tour = openDemoTour();
const { stack, member } = tour;

const apiGet = async <T>(path: string) => {
  const response = await member.page.request.get(`${stack.baseUrl}${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
};

describe("the demo's figures", () => {
  it('count a project compliant only with an assessment, on the dashboard as in the API', async () => {
    const page = member.page;
    const companyId = await firstCompanyId(page, stack.baseUrl);
    const summary = await apiGet<PortfolioSummary>(
      routes.getPortfolioSummary.path.replace('{companyId}', companyId),
    );
    const live = stack.db.knex('projects').where({ companyId }).whereNull('archivedAt');
    const [assessedCompliant, total] = await Promise.all([
      live
        .clone()
        .where({ euAiActStatus: 'compliant' })
        .whereNotNull('aiActRiskClass')
        .count({ n: '*' }),
      live.clone().count({ n: '*' }),
    ]);
    expect(summary.fullyCompliant).toBe(Number(assessedCompliant[0]!.n));
    expect(summary.totalProjects).toBe(Number(total[0]!.n));

    await openPage(page, `${stack.baseUrl}/`);
    await visible(
      page.getByText(`${summary.fullyCompliant}/${summary.totalProjects} projects`, {
        exact: true,
      }),
    );
  });

  it("count every open risk in the weekly digest's preview", async () => {
    const page = member.page;
    const companyId = await firstCompanyId(page, stack.baseUrl);
    const risks = await apiGet<RiskList>(
      `${routes.listRisks.path.replace('{companyId}', companyId)}?limit=1`,
    );
    expect(risks.total).toBeGreaterThan(0);

    await openPage(page, `${stack.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Preview weekly digest' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(new RegExp(`^Open risks \\((\\d+ of )?${risks.total}\\)$`)));
    await member.screenshot('figures-weekly-digest');
  });
});
