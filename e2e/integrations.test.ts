import { createHmac, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { Webhook as Verifier } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';
import { startWebhookReceiver } from '../bff/src/testing/loopback/webhook-receiver.ts';
import { seriousViolations } from './support/axe.ts';
import { createProjectThroughApi, newAccount, visible } from './support/browser.ts';
import { signUpWithFinanceCompany } from './support/companies.ts';
import { openJourney } from './support/journey.ts';

// An admin connects the portfolio to another tool, in Chromium against the real stack with its
// job runner: register a webhook, keep its secret, send a test, and read the delivery log while
// a real endpoint on loopback receives the signed event; then a script reads the portfolio with
// an API token, and a GitHub connection reports a merged pull request on the project linking it.

const receiver = openForTests(startWebhookReceiver);
const { stack, browser } = openJourney(['browser'], () => ({ webhookAllowPrivate: true }), {
  jobs: true,
});
let page: Page;
const owner = newAccount('Katherine', 'Johnson');
let companyId = '';

beforeAll(() => {
  page = browser.page;
});

const main = () => page.locator('main');

describe('integrations', () => {
  it('registers a webhook, sends a test ping and shows it in the delivery log', async () => {
    companyId = await signUpWithFinanceCompany(page, stack.baseUrl, owner, 'Langley Mutual');
    await page.goto(`${stack.baseUrl}/settings/integrations`);
    await visible(main().getByRole('heading', { name: 'Webhooks' }));
    expect(await page.title()).toBe('Integrations Settings · PortfolioAI');
    await visible(main().getByText('No webhooks yet.'));
    expect(await seriousViolations(page)).toEqual([]);

    await main().getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel(/^URL/).fill(`${receiver.url}/portfolio`);
    await dialog.getByLabel('Description').fill('Data warehouse');
    await browser.screenshot('integrations-add-webhook');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    const notice = main().getByRole('status', { name: 'New signing secret' });
    await visible(notice);
    const secret = await notice.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await notice.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    // Shown once: the list never carries it.
    expect(await main().textContent()).not.toContain(secret.slice(6));

    const item = main().getByRole('listitem', { name: 'Data warehouse' });
    await item.getByRole('button', { name: 'Send test' }).click();
    const log = item.getByRole('table', { name: 'Deliveries to Data warehouse' });
    await visible(log.getByText('webhook.ping'));
    await visible(log.getByText('Delivered'), 20_000);
    await visible(log.getByText('200 · ok'));

    // The endpoint got the ping, signed with the secret the page showed once.
    const [request] = await receiver.waitFor('/portfolio', 1);
    expect(
      new Verifier(secret).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toMatchObject({ type: 'webhook.ping' });

    await browser.screenshot('integrations-delivery-log');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a script reads with an API token; a GitHub connection reports a merged pull request on its project', async () => {
    const project = await createProjectThroughApi(page, stack.baseUrl, companyId, {
      name: 'Claims Triage Bot',
      problemStatement: 'Adjusters route every claim by hand',
      department: 'Operations',
      businessOwner: 'Mary Jackson',
    });

    // An API token, shown once, and a script's call with it.
    await page.goto(`${stack.baseUrl}/settings/integrations`);
    const tokens = main().getByRole('region', { name: 'API tokens' });
    await tokens.getByLabel(/Token name/).fill('Nightly report');
    await tokens.getByRole('button', { name: 'Create Token' }).click();
    const token = await tokens.getByRole('textbox', { name: 'API token' }).inputValue();
    await tokens.getByRole('button', { name: 'Done' }).click();
    const listed = await fetch(`${stack.baseUrl}/api/companies/${companyId}/projects`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    const projects = (await listed.json()) as Array<{ name: string }>;
    expect(projects.map((p) => p.name)).toContain('Claims Triage Bot');

    // A GitHub connection: its inbound URL, its secret once, and GitHub's setup steps.
    const inbound = main().getByRole('region', { name: 'Inbound connections' });
    await inbound.getByLabel('Provider').selectOption('github');
    await inbound.getByLabel('Description').fill('acme/claims-bot');
    await inbound.getByRole('button', { name: 'Add Connection' }).click();
    const connection = inbound.getByRole('region', { name: 'New connection' });
    await visible(connection.getByRole('list', { name: 'Set up GitHub' }));
    const secret = await connection
      .getByRole('textbox', { name: 'Connection secret' })
      .inputValue();
    const inboundUrl = await connection
      .getByRole('textbox', { name: 'New inbound URL' })
      .inputValue();
    expect(inboundUrl).toMatch(/\/api\/integrations\/[0-9a-f-]+\/events$/);
    await visible(
      inbound.getByRole('table', { name: 'Inbound connections' }).getByText('acme/claims-bot'),
    );
    await browser.screenshot('integrations-inbound-created');
    expect(await seriousViolations(page)).toEqual([]);
    await connection.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => connection.count()).toBe(0);

    // The pull request linked on the project's page.
    await page.goto(`${stack.baseUrl}/projects/${project.id}/activity`);
    const links = main().getByRole('region', { name: /^Links/ });
    await visible(links.getByText(/No links yet/));
    await links
      .getByRole('textbox', { name: 'Link', exact: true })
      .fill('https://github.com/acme/claims-bot/pull/7');
    await links.getByRole('button', { name: 'Add Link' }).click();
    const row = links.getByTestId('link-row');
    await visible(row.getByRole('link', { name: 'acme/claims-bot#7' }));
    await visible(row.getByText('GitHub · Pull request'));

    // GitHub sends the merge, signed with the connection's secret; the page shows it live.
    const payload = JSON.stringify({
      action: 'closed',
      number: 7,
      pull_request: { number: 7, merged: true, title: 'Add triage' },
      repository: { full_name: 'acme/claims-bot' },
    });
    const delivered = await fetch(`${stack.baseUrl}${new URL(inboundUrl).pathname}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-GitHub-Event': 'pull_request',
        'X-GitHub-Delivery': randomUUID(),
        'X-Hub-Signature-256': `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`,
      },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ linkedItems: 1 });
    await visible(row.getByText(/PR #7 merged in acme\/claims-bot/), 20_000);
    await visible(row.getByText('Merged', { exact: true }));
    await browser.screenshot('integrations-link-merged');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
