import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@portfolio/contracts';
import type { RequestHandler } from 'msw';
import {
  aiActSuggestionHandlers,
  findToast,
  mockRouteError,
  recordRequests,
} from '@portfolio/ui/testing';
import { AiActCard } from './ai-act-card';
import { renderDemoProject, type DemoProjectOptions } from '../testing/open-demo-project';

// The EU AI Act card of a project's page over the kit's demo portfolio: the Resume Screening
// Assistant is high-risk with obligations in every state (a training log as the evidence of
// Article 4); Demand Forecasting is not assessed. The company's GPT-4o may suggest answers.

// The card alone: the whole page is the project-detail test's.
const open = (
  projectName = 'Resume Screening Assistant',
  handlers: RequestHandler[] = [],
  prepare?: DemoProjectOptions['prepare'],
) =>
  renderDemoProject(projectName, (project) => <AiActCard project={project} />, {
    handlers: [...handlers, ...aiActSuggestionHandlers()],
    prepare,
  });
const requests = recordRequests();

const card = () => screen.findByRole('region', { name: /^EU AI Act/ });
/** Opens the assessment dialog of Demand Forecasting, not assessed yet. */
async function assessDemandForecasting() {
  const opened = open('Demand Forecasting');
  const region = await card();
  expect(await within(region).findByText(/Not assessed yet/)).toBeTruthy();
  await opened.user.click(within(region).getByRole('button', { name: 'Assess' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assess under the EU AI Act' });
  return { ...opened, region, dialog };
}

/** The obligation row of the card whose title starts with `article` ("Article 4"). */
const rowOf = (rows: HTMLElement[], article: string) =>
  rows.find((row) => row.textContent?.startsWith(`${article}:`))!;

describe('the EU AI Act card', () => {
  it('shows the class with its reasons and articles, the status with why, and the obligations', async () => {
    open();
    const region = await card();
    expect((await within(region).findByTestId('ai-act-class')).textContent).toBe('High-risk');
    expect(region.textContent).toContain('(Annex III point 4(a))');
    expect(region.textContent).toMatch(/EU AI Act status:.*In Review/);
    const rows = await within(region).findAllByTestId('obligation-row');
    const art9 = rowOf(rows, 'Article 9');
    expect(art9.textContent).toContain('Applies from December 2, 2027');
    // One line each to start with: status and owner, the form closed.
    const art4 = rowOf(rows, 'Article 4');
    const badge = art4.querySelector<HTMLElement>('[data-obligation-status]')!;
    expect([badge.textContent, badge.dataset.obligationStatus]).toEqual(['Done', 'done']);
    expect(within(art4).queryByRole('form')).toBeNull();
    const toggle = within(art4).getByRole('button', { name: 'Update Article 4' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the parts of an article under its heading, with how many are done', async () => {
    open();
    const region = await card();
    const deployer = await within(region).findByRole('listitem', {
      name: "Article 26: The deployer's duties",
    });
    expect(deployer.textContent).toContain('1 of 8 parts done, 1 not applicable');
    const parts = within(deployer).getAllByTestId('obligation-row');
    expect(parts.map((row) => row.textContent?.split(':')[0])).toEqual(
      [1, 2, 4, 5, 6, 7, 8, 11].map((paragraph) => `Article 26(${paragraph})`),
    );
    const inputData = rowOf(parts, 'Article 26(4)');
    expect(inputData.textContent).toContain('Only if: Applies to the extent the deployer controls');
    // An article listed whole is a row of its own, not a group.
    expect(within(region).queryByRole('listitem', { name: /^Article 9$/ })).toBeNull();
    expect(rowOf(await within(region).findAllByTestId('obligation-row'), 'Article 9')).toBeTruthy();
  });

  it('opens an obligation to its form and evidence, and closes it again', async () => {
    const { user } = open();
    const rows = await within(await card()).findAllByTestId('obligation-row');
    const registration = rowOf(rows, 'Article 26(8)');
    await user.click(within(registration).getByRole('button', { name: 'Update Article 26(8)' }));
    expect(
      within(registration).getByLabelText<HTMLInputElement>('Why it does not apply').value,
    ).toMatch(/private company/);
    expect(within(registration).getByRole('form', { name: 'Update Article 26(8)' })).toBeTruthy();
    const hide = within(registration).getByRole('button', { name: 'Hide Article 26(8)' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(hide.getAttribute('aria-controls')!)?.hidden).toBe(false);
    await user.click(hide);
    expect(within(registration).queryByRole('form')).toBeNull();
  });

  it(
    'assesses a project through the accessible questionnaire and lists its obligations',
    { timeout: 60_000 },
    async () => {
      const { user, store, project, region, dialog } = await assessDemandForecasting();
      // No role yet: said before anything is sent.
      await user.click(await within(dialog).findByRole('button', { name: 'Save assessment' }));
      expect(await within(dialog).findByRole('alert')).toHaveProperty(
        'textContent',
        'Choose at least one role: provider, deployer, importer or distributor',
      );
      const roles = within(dialog).getByRole('group', { name: 'Your roles for this system' });
      await user.click(within(roles).getByRole('checkbox', { name: 'Deployer' }));
      const question = within(dialog).getByRole('radiogroup', {
        name: /Does it interact directly with people/,
      });
      await user.click(within(question).getByRole('radio', { name: 'Yes' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save assessment' }));
      expect((await findToast()).lines[0]).toBe('Assessed: Limited risk');
      await waitFor(() =>
        expect(within(region).getByTestId('ai-act-class').textContent).toBe('Limited risk'),
      );
      expect(store.aiAct.get(project.id)?.roles).toEqual(['deployer']);
      expect((await within(region).findAllByTestId('obligation-row')).length).toBeGreaterThan(0);
    },
  );

  it(
    "applies an accepted suggestion to the form only, and saves it with the person's answers",
    { timeout: 60_000 },
    async () => {
      const { user, store, project, dialog } = await assessDemandForecasting();
      const recruiting = () =>
        within(dialog).getByRole('radiogroup', { name: /Is it used to recruit/ });
      const yes = () => within(recruiting()).getByRole<HTMLInputElement>('radio', { name: 'Yes' });
      const panel = await within(dialog).findByRole('region', {
        name: 'Suggest answers with a model',
      });
      await user.selectOptions(await within(panel).findByLabelText('Model'), 'GPT-4o (OpenAI)');
      await user.click(within(panel).getByRole('button', { name: 'Suggest answers' }));
      const suggested = await within(panel).findByRole('list', { name: 'Suggested yes' });
      expect(yes().checked).toBe(false);

      await user.click(
        within(suggested).getByRole('button', { name: /^Accept yes: Is it used to recruit/ }),
      );
      expect(yes().checked).toBe(true);
      // Nothing is saved until the person saves.
      expect(store.aiAct.get(project.id)).toBeNull();

      const roles = within(dialog).getByRole('group', { name: 'Your roles for this system' });
      await user.click(within(roles).getByRole('checkbox', { name: 'Deployer' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save assessment' }));
      expect((await findToast()).lines[0]).toBe('Assessed: High-risk');
      expect(store.aiAct.get(project.id)?.answers).toEqual({ 'annex3-4a-recruitment': true });
    },
  );

  it('shows the evidence under each obligation, and adds a link to one', async () => {
    const { user, store } = open();
    const region = await card();
    const rows = await within(region).findAllByTestId('obligation-row');
    const art4 = rowOf(rows, 'Article 4');
    await user.click(within(art4).getByRole('button', { name: 'Update Article 4' }));
    const list = await within(art4).findByRole('list', { name: /^Evidence of Article 4 \(/ });
    expect(list.textContent).toContain('Recruiter AI literacy training log');

    const art9 = rowOf(rows, 'Article 9');
    await user.click(within(art9).getByRole('button', { name: 'Update Article 9' }));
    expect(await within(art9).findByText(/^No evidence yet/)).toBeTruthy();
    await user.click(within(art9).getByText('Add evidence'));
    const form = within(art9).getByRole('form', { name: /^Add evidence to Article 9 \(/ });
    await user.type(within(form).getByLabelText(/^Link/), 'https://wiki.example.com/risk-plan');
    await user.click(within(form).getByRole('button', { name: 'Add Link' }));
    expect(
      await within(art9).findByRole('list', { name: /^Evidence of Article 9 \(/ }),
    ).toBeTruthy();
    const stored = store.aiAct.list(
      store.all().find((p) => p.name === 'Resume Screening Assistant')!.id,
    );
    const art9Id = stored.find((o) => o.article === 'Article 9')!.id;
    expect(store.evidence.list(art9Id).map((e) => e.url)).toEqual([
      'https://wiki.example.com/risk-plan',
    ]);
  });

  it("reads every obligation's evidence in one request, and shows each row its own", async () => {
    const { project } = open('Resume Screening Assistant', [], (store, { id }) => {
      const obligationOf = (article: string) =>
        store.evidence.obligation(store.aiAct.list(id).find((o) => o.article === article)!.id)!;
      store.evidence.add(obligationOf('Article 9'), { url: 'https://wiki.example.com/risk-plan' });
      store.evidence.add(obligationOf('Article 26(1)'), {
        url: 'https://wiki.example.com/instructions',
        title: 'Instructions followed',
      });
    });
    const region = await card();
    const rows = await within(region).findAllByTestId('obligation-row');
    expect(rows.length).toBeGreaterThan(10);
    // Closed rows draw their evidence too: paper shows every obligation's.
    const evidenceOf = async (article: string) =>
      (await within(rowOf(rows, article)).findAllByTestId('evidence-row')).map(
        (row) => row.textContent,
      );
    expect(await evidenceOf('Article 4')).toEqual([
      expect.stringContaining('Recruiter AI literacy training log'),
    ]);
    expect(await evidenceOf('Article 9')).toEqual([
      expect.stringContaining('https://wiki.example.com/risk-plan'),
    ]);
    expect(await evidenceOf('Article 26(1)')).toEqual([
      expect.stringContaining('Instructions followed'),
    ]);
    expect(within(rowOf(rows, 'Article 11')).getByText(/^No evidence yet/)).toBeTruthy();
    expect(
      requests.filter((url) => url.pathname.includes('evidence')).map((url) => url.pathname),
    ).toEqual([`/api/projects/${project.id}/obligation-evidence`]);
  });

  it('asks for a reason before marking an obligation not applicable, then saves it', async () => {
    const { user, store, project } = open();
    const region = await card();
    const rows = await within(region).findAllByTestId('obligation-row');
    const art11 = rowOf(rows, 'Article 11');
    await user.click(within(art11).getByRole('button', { name: 'Update Article 11' }));
    await user.selectOptions(within(art11).getByLabelText('Status'), 'not_applicable');
    await user.click(within(art11).getByRole('button', { name: 'Save' }));
    expect(within(art11).getByRole('alert').textContent).toMatch(/Say why the obligation/);
    await user.type(within(art11).getByLabelText('Why it does not apply'), 'Bought in');
    await user.click(within(art11).getByRole('button', { name: 'Save' }));
    expect((await findToast()).lines[0]).toBe('Article 11 saved');
    const stored = store.aiAct.list(project.id).find((o) => o.article === 'Article 11');
    expect(stored).toMatchObject({ status: 'not_applicable', notApplicableReason: 'Bought in' });
  });

  it('prints each obligation as text: status, owner and why, its form and buttons left off paper', async () => {
    open();
    const region = await card();
    const rows = await within(region).findAllByTestId('obligation-row');
    const registration = rowOf(rows, 'Article 26(8)');
    const paper = within(registration).getByTestId('obligation-paper');
    expect(paper.textContent).toContain('Status: Not applicable');
    expect(paper.textContent).toContain('Owner: ');
    expect(paper.textContent).toMatch(/Why it does not apply: .*private company/);
    expect(
      within(registration)
        .getByRole('form', { name: 'Update Article 26(8)', hidden: true })
        .closest('[data-print-hide]'),
    ).not.toBeNull();
    for (const button of within(region).getAllByRole('button')) {
      expect(button.closest('[data-print-hide]')).not.toBeNull();
    }
  });

  it('says when the assessment could not be loaded', async () => {
    open('Resume Screening Assistant', [
      mockRouteError(routes.getAiActAssessment, 500, 'Database down') as never,
    ]);
    const region = await card();
    expect(
      await within(region).findByText('The EU AI Act assessment could not be loaded'),
    ).toBeTruthy();
  });
});
