import type { Page } from 'playwright-core';
import { Webhook as Verifier } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';
import { startWebhookReceiver } from '../bff/src/testing/webhook-receiver.ts';
import { seriousViolations } from './support/axe.ts';
import { newAccount, signUpWithCompany, visible } from './support/browser.ts';
import { openJourney } from './support/journey.ts';

// An admin connects the portfolio to another tool, in Chromium against the real stack with its
// job runner: register a webhook, keep its secret, send a test, and read the delivery log while
// a real endpoint on loopback receives the signed event.

const receiver = openForTests(startWebhookReceiver);
const { stack, browser } = openJourney(['browser'], () => ({ webhookAllowPrivate: true }), {
  jobs: true,
});
let page: Page;

beforeAll(() => {
  page = browser.page;
});

const main = () => page.locator('main');

describe('integrations', () => {
  it('registers a webhook, sends a test ping and shows it in the delivery log', async () => {
    await signUpWithCompany(page, stack.baseUrl, newAccount('Katherine', 'Johnson'), {
      name: 'Langley Mutual',
      industry: 'Finance',
      size: '201-500',
    });
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
});
