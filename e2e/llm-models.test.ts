import type { InviteResponse, LlmModel, Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gone,
  newAccount,
  sameOrigin,
  signUpThroughUi,
  signUpWithCompany,
  visible,
} from './support/browser.ts';
import { openJourney } from './support/journey.ts';

// The company's LLM registry and a project's LLM Models card, in Chromium against the real
// stack: register, edit, reveal and delete a model as an admin; link one to a project and unlink
// it; a member sees the registry read-only and the BFF refuses them the clear key.

const { stack, admin, member } = openJourney(['admin', 'member']);
const owner = newAccount('Margaret', 'Hamilton');
const colleague = newAccount('Dorothy', 'Vaughan');
let companyId = '';

const API_KEY = 'sk-proj-e2e-9f8e7d6c5b4a3210';
const NEW_KEY = 'sk-proj-rotated-0123456789ab';

beforeAll(async () => {
  companyId = await signUpWithCompany(admin.page, stack.baseUrl, owner, {
    name: 'Apollo Guidance',
    industry: 'Technology',
    size: '201-500',
  });
});

describe('the LLM registry', () => {
  it('starts empty', async () => {
    const { page } = admin;
    await page.goto(`${stack.baseUrl}/llm-models`);
    await visible(page.getByRole('heading', { name: 'LLM Models', level: 1 }));
    await visible(page.getByText('No LLM models configured'));
    await admin.screenshot('llm-models-empty');
  });

  it('registers a model, checking the fields first', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Add LLM Model' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add LLM Model' });
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await visible(dialog.getByText('Model name is required'));
    await visible(dialog.getByText('Please select a vendor'));
    await visible(dialog.getByText('API Key is required'));

    await dialog.getByLabel(/Model name/).fill('GPT-4o');
    await dialog.getByLabel(/Vendor/).selectOption('OpenAI');
    await dialog.getByLabel(/API Key/).fill(API_KEY);
    await admin.screenshot('llm-models-add-dialog');
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await visible(page.getByText('LLM model added successfully'));
    await gone(dialog);

    const card = page.getByRole('article', { name: 'GPT-4o' });
    await visible(card);
    await expect(card.getByText('OpenAI').textContent()).resolves.toBe('OpenAI');
    await expect(card.getByLabel('Masked API key of GPT-4o').textContent()).resolves.toBe(
      'sk-p••••••••3210',
    );
    // The page never received the clear key.
    await expect(page.content()).resolves.not.toContain(API_KEY);
  });

  it('shows the clear key on demand, and hides it again', async () => {
    const { page } = admin;
    const card = page.getByRole('article', { name: 'GPT-4o' });
    const [reveal] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/reveal')),
      card.getByRole('button', { name: 'Show API key' }).click(),
    ]);
    expect(reveal.status()).toBe(200);
    expect(reveal.headers()['cache-control']).toBe('no-store');
    await expect(card.getByLabel('API key of GPT-4o', { exact: true }).textContent()).resolves.toBe(
      API_KEY,
    );
    await admin.screenshot('llm-models-revealed');
    await card.getByRole('button', { name: 'Hide API key' }).click();
    await expect(card.getByLabel('Masked API key of GPT-4o').textContent()).resolves.toBe(
      'sk-p••••••••3210',
    );
  });

  it('edits the model, keeping the key when it is left empty, then replacing it', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Edit GPT-4o' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit LLM Model' });
    await visible(dialog.getByText('Leave empty to keep the current key.'));
    await dialog.getByLabel(/Model name/).fill('GPT-4o (production)');
    await dialog.getByLabel(/Vendor/).selectOption('Azure OpenAI');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('LLM model updated successfully'));
    let card = page.getByRole('article', { name: 'GPT-4o (production)' });
    await visible(card);
    await visible(card.getByText('Azure OpenAI'));
    await expect(card.getByLabel(/^Masked API key/).textContent()).resolves.toBe(
      'sk-p••••••••3210',
    );

    await page.getByRole('button', { name: 'Edit GPT-4o (production)' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit LLM Model' });
    await dialog.getByLabel(/API Key/).fill(NEW_KEY);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await gone(dialog);
    card = page.getByRole('article', { name: 'GPT-4o (production)' });
    await expect
      .poll(() => card.getByLabel(/^Masked API key/).textContent(), { timeout: 10_000 })
      .toBe('sk-p••••••••89ab');
    await card.getByRole('button', { name: 'Show API key' }).click();
    await expect(card.getByLabel(/^API key of/).textContent()).resolves.toBe(NEW_KEY);
  });

  it('deletes a model after the confirmation', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Add LLM Model' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add LLM Model' });
    await dialog.getByLabel(/Model name/).fill('Claude Sonnet 4');
    await dialog.getByLabel(/Vendor/).selectOption('Anthropic');
    await dialog.getByLabel(/API Key/).fill('sk-ant-e2e-00112233');
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await visible(page.getByRole('article', { name: 'Claude Sonnet 4' }));
    await admin.screenshot('llm-models');

    await page.getByRole('button', { name: 'Delete Claude Sonnet 4' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete LLM model' });
    await visible(confirm.getByText('Are you sure you want to delete this LLM model?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('LLM model deleted successfully'));
    await gone(page.getByRole('article', { name: 'Claude Sonnet 4' }));
    await expect(page.getByTestId('llm-model-card').count()).resolves.toBe(1);
  });

  it("links a model to a project on the project's LLM Models card, and unlinks it", async () => {
    const { page } = admin;
    const project = (await (
      await page.request.post(`${stack.baseUrl}/api/companies/${companyId}/projects`, {
        data: {
          name: 'Lunar descent assistant',
          problemStatement: 'Guidance alarms need triage in seconds.',
          department: 'Operations',
          businessOwner: 'Gene Kranz',
        },
        ...sameOrigin(stack.baseUrl),
      })
    ).json()) as Project;

    await page.goto(`${stack.baseUrl}/projects/${project.id}/compliance`);
    await visible(page.getByRole('heading', { name: 'Lunar descent assistant' }).first());
    await visible(page.getByText('No LLM models assigned to this project yet.'));
    await expect(page.getByTestId('total-monthly-cost').textContent()).resolves.toBe('$0');

    await page.getByRole('button', { name: 'Add Model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add LLM Model' });
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await visible(dialog.getByText('Please select an LLM model'));
    await dialog
      .getByLabel(/LLM Model/)
      .selectOption({ label: 'GPT-4o (production) · Azure OpenAI' });
    await dialog.getByLabel(/Monthly cost/).fill('1250.50');
    await dialog.getByLabel(/Notes/).fill('Alarm triage and crew briefings');
    await admin.screenshot('project-models-add-dialog');
    await dialog.getByRole('button', { name: 'Add Model' }).click();
    await visible(page.getByText('LLM model added to project'));

    const row = page.getByTestId('project-model-row');
    await visible(row);
    await expect(row.textContent()).resolves.toContain('GPT-4o (production)');
    await expect(row.textContent()).resolves.toContain('Azure OpenAI');
    await expect(row.textContent()).resolves.toContain('$1,250.50');
    await expect(row.textContent()).resolves.toContain('Alarm triage and crew briefings');
    await expect(page.getByTestId('total-monthly-cost').textContent()).resolves.toBe('$1,250.50');
    await admin.screenshot('project-models');
    const links = await stack.db
      .knex('projectLlmModels')
      .where({ projectId: project.id })
      .select('monthlyCost', 'notes');
    expect(links).toEqual([{ monthlyCost: '1250.50', notes: 'Alarm triage and crew briefings' }]);

    await page.getByRole('button', { name: 'Remove GPT-4o (production)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove LLM model' });
    await visible(confirm.getByText('Remove this LLM model from the project?'));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await visible(page.getByText('LLM model removed from project'));
    await visible(page.getByText('No LLM models assigned to this project yet.'));
    await expect(
      stack.db.knex('projectLlmModels').where({ projectId: project.id }),
    ).resolves.toEqual([]);
  });

  it('says before a delete how many projects use the model', async () => {
    const { page } = admin;
    const post = (url: string, data: object) =>
      page.request.post(`${stack.baseUrl}${url}`, { data, ...sameOrigin(stack.baseUrl) });
    const models = (await (
      await page.request.get(`${stack.baseUrl}/api/companies/${companyId}/llm-models`)
    ).json()) as LlmModel[];
    const gpt = models.find((m) => m.name === 'GPT-4o (production)')!;
    for (const name of ['Docking checklist', 'Telemetry summaries']) {
      const project = (await (
        await post(`/api/companies/${companyId}/projects`, {
          name,
          problemStatement: 'Crews read long logs.',
          department: 'Operations',
          businessOwner: 'Gene Kranz',
        })
      ).json()) as Project;
      expect(
        (await post(`/api/projects/${project.id}/llm-models`, { llmModelId: gpt.id })).status(),
      ).toBe(201);
    }

    await page.goto(`${stack.baseUrl}/llm-models`);
    await page.getByRole('button', { name: 'Delete GPT-4o (production)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete LLM model' });
    await visible(confirm.getByText('Are you sure you want to delete this LLM model?'));
    await visible(confirm.getByText(/It is used by 2 projects; it will be removed from them\./));
    await admin.screenshot('llm-models-delete-used');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirm);
  });

  it('shows a member the registry read-only, and the BFF refuses them the clear key', async () => {
    const invite = await admin.page.request.post(
      `${stack.baseUrl}/api/companies/${companyId}/invite`,
      {
        data: { email: colleague.email, role: 'member' },
        ...sameOrigin(stack.baseUrl),
      },
    );
    const { invitation } = (await invite.json()) as InviteResponse;
    const token = invitation.link.split('/').pop()!;
    await signUpThroughUi(member.page, stack.baseUrl, colleague, `/invitations/${token}`);
    await member.page.getByRole('button', { name: /Accept invitation/ }).click();
    await member.page.waitForURL(`${stack.baseUrl}/`);

    const { page } = member;
    await page.goto(`${stack.baseUrl}/llm-models`);
    const card = page.getByRole('article', { name: 'GPT-4o (production)' });
    await visible(card);
    await visible(card.getByLabel(/^Masked API key/));
    await expect(card.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add LLM Model' }).count()).resolves.toBe(0);
    await visible(page.getByText('Only admins can add, edit or delete models'));
    await member.screenshot('llm-models-member');

    const models = (await (
      await page.request.get(`${stack.baseUrl}/api/companies/${companyId}/llm-models`)
    ).json()) as LlmModel[];
    const reveal = await page.request.post(
      `${stack.baseUrl}/api/llm-models/${models[0]!.id}/reveal`,
      sameOrigin(stack.baseUrl),
    );
    expect(reveal.status()).toBe(403);
    expect(await reveal.text()).not.toContain(NEW_KEY);
    const remove = await page.request.delete(
      `${stack.baseUrl}/api/llm-models/${models[0]!.id}`,
      sameOrigin(stack.baseUrl),
    );
    expect(remove.status()).toBe(403);

    expect([...admin.errors, ...member.errors]).toEqual([]);
  });
});
