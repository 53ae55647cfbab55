import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { createCompanyAs } from '../../testing/contract-client.ts';
import { setupTwoProcesses } from '../../testing/two-processes.ts';
import { WEBHOOK_SEND_LIMITS } from './webhooks.ts';

// Two BFF processes on one database: pings and redeliveries spread over both still get one
// allowance per endpoint. The spawned process works the delivery job with private addresses
// refused, so nothing is ever posted anywhere.
const own = setupTwoProcesses();
const { api, childApi, db, config } = own;

let admin: SignedIn;
let companyId: string;

async function endpoint(url: string) {
  const created = await api.call('createWebhook', {
    params: { companyId },
    cookie: admin.cookie,
    body: { url, eventTypes: ['project.updated'] },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.webhook.id;
}

const deliveryCount = async () =>
  Number((await db()('webhookDeliveries').count({ count: '*' }))[0]?.count);

beforeAll(async () => {
  admin = await signUpAndGetCookie(own.server.baseUrl);
  companyId = await createCompanyAs(api, admin, 'Hooks Co');
  config.webhookAllowPrivate = true;
});

describe('ping and redeliver limits', () => {
  it('count pings and redeliveries to one endpoint in every process together', async () => {
    const id = await endpoint('http://127.0.0.1:9/limited');
    const { max } = WEBHOOK_SEND_LIMITS.perEndpoint;
    const first = await api.call('pingWebhook', { params: { id }, cookie: admin.cookie });
    expect(first.status, first.text).toBe(202);
    for (let i = 1; i < max; i++) {
      const response =
        i % 2 === 0
          ? await api.call('redeliverWebhookDelivery', {
              params: { id: first.body.id },
              cookie: admin.cookie,
            })
          : await childApi.call('pingWebhook', { params: { id }, cookie: admin.cookie });
      expect(response.status, response.text).toBeLessThan(300);
    }
    const before = await deliveryCount();
    const refused = await childApi.call('redeliverWebhookDelivery', {
      params: { id: first.body.id },
      cookie: admin.cookie,
    });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^This endpoint was sent too many tests and redeliveries\. Please try again in \d+ (seconds?|minutes?)\.$/,
      ),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.call('pingWebhook', { params: { id }, cookie: admin.cookie })).status).toBe(
      429,
    );
    expect(await deliveryCount()).toBe(before);

    // Another endpoint's allowance is its own.
    const other = await endpoint('http://127.0.0.1:9/other');
    expect(
      (await childApi.call('pingWebhook', { params: { id: other }, cookie: admin.cookie })).status,
    ).toBe(202);
  });
});
