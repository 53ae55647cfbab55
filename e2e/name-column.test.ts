import { beforeAll, describe, expect, it } from 'vitest';
import { createProjectThroughApi, firstCompanyId } from './support/browser.ts';
import { openJourney } from './support/journey.ts';
import { openPage, signInToDemo } from './support/pages.ts';

// All Projects at a laptop's widths, with long names and a risk badge beside them: the Project
// Name column is the widest of the table at 1024, 1366 and 1920 px, and a long name is one hover
// away. In a file of its own, so the projects journey's chain of steps is left as it is.

// With the job runner, as `npm start`: the new project's risk is raised after its write.
const { stack, member } = openJourney(['member'], () => ({}), { jobs: true });
const LONG = 'Multilingual Customer Contract Clause Extraction and Obligation Tracking Assistant';

beforeAll(async () => {
  const page = member.page;
  await signInToDemo(page, stack);
  const companyId = await firstCompanyId(page, stack.baseUrl);
  // Active and non-compliant: it carries a high risk badge beside its long name.
  await createProjectThroughApi(page, stack.baseUrl, companyId, {
    name: LONG,
    problemStatement:
      'Legal reads every supplier contract in six languages to find renewal, liability and data-processing clauses by hand.',
    department: 'Legal',
    businessOwner: 'Alexandra Konstantinopoulou',
    status: 'active',
    roi: '42',
    euAiActStatus: 'non_compliant',
  });
});

describe('the Project Name column', () => {
  for (const width of [1024, 1366, 1920]) {
    it(`is the widest column at ${width} px, with long names and a risk badge`, async () => {
      const page = member.page;
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `${stack.baseUrl}/projects`);
      const table = page.getByRole('table').first();
      const row = table.getByRole('row').filter({ hasText: LONG.slice(0, 20) });
      await row.first().waitFor();
      // The risk is raised after the write: the badge arrives live.
      await expect
        .poll(() => row.first().getByText(/risk/i).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      const headers = await table.getByRole('columnheader').evaluateAll((cells) =>
        cells.map((cell) => ({
          name: (cell.textContent ?? '').trim(),
          width: cell.getBoundingClientRect().width,
        })),
      );
      await page.screenshot({ path: `e2e/screenshots/name-column-${width}.png` });
      const name = headers.find((h) => h.name.startsWith('Project Name'))!;
      const others = headers.filter((h) => h !== name);
      expect(others.length).toBeGreaterThan(1);
      for (const other of others) {
        expect({ width, column: other.name, narrower: other.width < name.width }).toEqual({
          width,
          column: other.name,
          narrower: true,
        });
      }
      // The full name is one hover away.
      const link = row.first().getByText(LONG.slice(0, 20)).first();
      const title = await link.evaluate(
        (el) => el.closest('[title]')?.getAttribute('title') ?? el.textContent,
      );
      expect(title).toContain(LONG);
    });
  }
});
