import { Webhook as Verifier } from 'standardwebhooks';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deliverDue,
  deliverWebhooksJob,
  post,
  retryDelaySeconds,
} from '../../integrations/deliveries.ts';
import { processHistoryJob } from '../../jobs/process-history.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { setupWebhookReceiver } from '../../testing/loopback/webhook-receiver.ts';
import { id } from '../../testing/contract-client.ts';
import { HOUR_MS } from '@portfolio/contracts';

// Signed-out (401), members (403), unknown ids and other companies (404) for every route:
// contract.test.ts. Here: what each route does, its 400s and 409s, the secrets, and deliveries
// to real endpoints on loopback.

const t = setupTwoCompanies();
const { api, db, config, logs, deps } = t;
const PUBLIC = 'https://93.184.215.14';

const receiver = setupWebhookReceiver();
beforeEach(() => {
  config.webhookAllowPrivate = false;
  config.webhookTimeoutSeconds = 15;
});

const snapshot = () => tableRows(db(), ['webhooks', 'webhookDeliveries', 'auditEvents']);

async function register(body: Record<string, unknown>) {
  return api.ok('createWebhook', {
    ...t.ofA(),
    cookie: t.adminA.cookie,
    body: { eventTypes: ['project.updated'], ...body } as never,
  });
}

/** Moves every waiting retry to now, as if its time had come. */
const timePasses = () =>
  db()('webhookDeliveries').where({ state: 'pending' }).update({ nextAttemptAt: db().fn.now() });

const deliveriesOf = async (webhookId: string) =>
  (await api.ok('listWebhookDeliveries', { ...id(webhookId), cookie: t.adminA.cookie })).body;

describe('registering endpoints', () => {
  it('answers the signing secret once; it is never listed, logged or kept in the history', async () => {
    const created = await register({ url: `${PUBLIC}/secret`, description: 'Data lake' });
    expect(created.status).toBe(201);
    const { webhook, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({
      kind: 'webhook',
      url: `${PUBLIC}/secret`,
      description: 'Data lake',
      eventTypes: ['project.updated'],
      departments: [],
      enabled: true,
      previousSecretExpiresAt: null,
    });
    const list = await api.ok('listWebhooks', { ...t.ofA(), cookie: t.adminA.cookie });
    expect(list.body.map((w) => w.id)).toContain(webhook.id);
    expect(list.text).not.toContain(secret!.slice(6));
    const row = await db()('webhooks').where({ id: webhook.id }).first();
    expect(JSON.stringify(row)).not.toContain(secret!.slice(6));
    const history = JSON.stringify(await db()('auditEvents').where({ entityId: webhook.id }));
    expect(history).not.toContain(secret!.slice(6));
    expect(logs.text()).not.toContain(secret!.slice(6));
    const [entry] = (await db()('auditEvents').where({ entityId: webhook.id })) as Array<{
      action: string;
      entityLabel: string;
    }>;
    expect(entry).toMatchObject({ action: 'created', entityLabel: 'Data lake' });

    // A rotation answers the new secret once; the old one signs beside it for 24 hours.
    const rotated = await api.ok('rotateWebhookSecret', {
      ...id(webhook.id),
      cookie: t.adminA.cookie,
    });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    const expires = Date.parse(rotated.body.webhook.previousSecretExpiresAt!);
    expect(expires - Date.now()).toBeGreaterThan(23.9 * HOUR_MS);
    expect(logs.text()).not.toContain(rotated.body.secret.slice(6));
    const audit = await api.ok('listCompanyAudit', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      query: { entity: 'webhook' },
    });
    expect(audit.body.entries[0]!.changes).toEqual([
      { field: 'secret', label: 'Signing secret', before: null, after: 'Changed' },
    ]);
    expect(audit.text).not.toContain(rotated.body.secret.slice(6));
  });

  it('registers Slack and Teams endpoints without a secret and masks their URLs', async () => {
    const slack = await register({
      kind: 'slack',
      url: `${PUBLIC}/services/T000/B000/XXXXsecretpathabcd`,
      eventTypes: ['risk.opened', 'status-report.published'],
      departments: ['Claims'],
    });
    expect(slack.body.secret).toBeNull();
    expect(slack.body.webhook.url).toBe(`${PUBLIC}/…abcd`);
    expect(slack.text).not.toContain('XXXXsecretpath');
    const teams = await register({ kind: 'teams', url: `${PUBLIC}/workflows/teams-1234` });
    expect(teams.body.webhook).toMatchObject({ kind: 'teams', url: `${PUBLIC}/…1234` });
    const rotate = await api.call('rotateWebhookSecret', {
      ...id(teams.body.webhook.id),
      cookie: t.adminA.cookie,
    });
    expect(rotate.status).toBe(400);
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:9/hook'],
    ['10.1.2.3', 'http://10.1.2.3/hook'],
    ['192.168.1.10', 'https://192.168.1.10/hook'],
    ['169.254.169.254', 'http://169.254.169.254/latest/meta-data'],
    ['::1', 'http://[::1]/hook'],
    ['localhost', 'http://localhost:3000/hook'],
    ['0.0.0.0', 'http://0.0.0.0/hook'],
  ])('refuses a private, loopback or link-local host (%s) with 400', async (host, url) => {
    const res = await expectRefused(snapshot, 400, () =>
      api.call('createWebhook', {
        ...t.ofA(),
        cookie: t.adminA.cookie,
        body: { url, eventTypes: ['project.updated'] },
      }),
    );
    expect(res.error.message).toBe(
      `${host} is a private, loopback or link-local address: webhooks go only to public addresses`,
    );
    expect(res.error.details).toEqual([{ field: 'url', message: res.error.message }]);
  });

  it('refuses a changed URL that is private, and accepts loopback with WEBHOOK_ALLOW_PRIVATE', async () => {
    const { webhook } = (await register({ url: `${PUBLIC}/moving` })).body;
    await expectRefused(snapshot, 400, () =>
      api.call('updateWebhook', {
        ...id(webhook.id),
        cookie: t.adminA.cookie,
        body: { url: 'http://127.0.0.1/x' },
      }),
    );
    config.webhookAllowPrivate = true;
    const moved = await api.ok('updateWebhook', {
      ...id(webhook.id),
      cookie: t.adminA.cookie,
      body: { url: `${receiver.url}/moved` },
    });
    expect(moved.body.url).toBe(`${receiver.url}/moved`);
  });

  it.each([
    ['no URL', { eventTypes: ['project.updated'] }],
    ['a URL that is not http', { url: 'ftp://93.184.215.14/x', eventTypes: ['project.updated'] }],
    ['no events', { url: `${PUBLIC}/none`, eventTypes: [] }],
    ['an unknown event', { url: `${PUBLIC}/unknown`, eventTypes: ['project.exploded'] }],
    ['an unknown kind', { url: `${PUBLIC}/kind`, kind: 'fax', eventTypes: ['project.updated'] }],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    const res = await expectRefused(snapshot, 400, () =>
      api.call('createWebhook', {
        ...t.ofA(),
        cookie: t.adminA.cookie,
        body: body as never,
      }),
    );
    expect(res.error.message).toBeTruthy();
  });

  it('refuses a URL registered twice with 409', async () => {
    await register({ url: `${PUBLIC}/twice` });
    const res = await expectRefused(snapshot, 409, () =>
      api.call('createWebhook', {
        ...t.ofA(),
        cookie: t.adminA.cookie,
        body: { url: `${PUBLIC}/twice`, eventTypes: ['project.created'] },
      }),
    );
    expect(res.error.message).toBe('This URL is already registered: edit that endpoint instead');
    // Another company may register the same URL.
    await api.ok('createWebhook', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
      body: { url: `${PUBLIC}/twice`, eventTypes: ['project.created'] },
    });
  });

  it("never shows or changes another company's endpoint or delivery (404)", async () => {
    const { webhook } = (await register({ url: `${PUBLIC}/private-to-a` })).body;
    const ping = await api.ok('pingWebhook', { ...id(webhook.id), cookie: t.adminA.cookie });
    const calls: Array<() => Promise<{ status: number }>> = [
      () => api.call('listWebhookDeliveries', { ...id(webhook.id), cookie: t.adminB.cookie }),
      () => api.call('pingWebhook', { ...id(webhook.id), cookie: t.adminB.cookie }),
      () => api.call('deleteWebhook', { ...id(webhook.id), cookie: t.adminB.cookie }),
      () => api.call('rotateWebhookSecret', { ...id(webhook.id), cookie: t.adminB.cookie }),
      () => api.call('redeliverWebhookDelivery', { ...id(ping.body.id), cookie: t.adminB.cookie }),
    ];
    for (const call of calls) {
      await expectRefused(snapshot, 404, call);
    }
    const list = await api.ok('listWebhooks', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(list.text).not.toContain('private-to-a');
  });

  it('deletes an endpoint with its log, in the history', async () => {
    const { webhook } = (await register({ url: `${PUBLIC}/gone` })).body;
    await api.ok('pingWebhook', { ...id(webhook.id), cookie: t.adminA.cookie });
    await api.ok('deleteWebhook', { ...id(webhook.id), cookie: t.adminA.cookie });
    expect(await db()('webhookDeliveries').where({ webhookId: webhook.id })).toEqual([]);
    const [last] = await db()('auditEvents').where({ entityId: webhook.id }).orderBy('id', 'desc');
    expect(last).toMatchObject({ action: 'deleted' });
  });
});

describe('deliveries to real endpoints', () => {
  beforeEach(() => {
    config.webhookAllowPrivate = true;
  });

  it('signs each change by Standard Webhooks, verified with the standardwebhooks package', async () => {
    const created = await register({
      url: `${receiver.url}/signed`,
      eventTypes: ['project.updated'],
    });
    const project = await t.projectOfA({ name: 'Claims bot', department: 'Claims' });
    await t.editProject(project.id, { status: 'active' }, t.adminA.cookie);
    await t.processHistory();
    await deliverDue(deps());
    const [request] = await receiver.waitFor('/signed', 1);
    const verified = new Verifier(created.body.secret!).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({
      type: 'project.updated',
      data: {
        id: project.id,
        project: { id: project.id, name: 'Claims bot', department: 'Claims' },
        url: `${config.publicUrl}/projects/${project.id}`,
        changes: [{ field: 'status', label: 'Status', after: 'Active' }],
      },
    });
    const [delivery] = await deliveriesOf(created.body.webhook.id);
    expect(delivery).toMatchObject({
      eventType: 'project.updated',
      state: 'succeeded',
      attempts: 1,
      lastStatus: 200,
      responseExcerpt: 'ok',
      messageId: request!.headers['webhook-id'],
    });
    // A second delivery run sends nothing again.
    await deliverDue(deps());
    expect(receiver.on('/signed')).toHaveLength(1);
  });

  it('signs with the old and the new secret after a rotation, each verifying', async () => {
    const created = await register({ url: `${receiver.url}/rotated` });
    const rotated = await api.ok('rotateWebhookSecret', {
      ...id(created.body.webhook.id),
      cookie: t.adminA.cookie,
    });
    await api.ok('pingWebhook', { ...id(created.body.webhook.id), cookie: t.adminA.cookie });
    await deliverDue(deps());
    const [request] = await receiver.waitFor('/rotated', 1);
    const headers = {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [created.body.secret!, rotated.body.secret]) {
      expect(new Verifier(secret).verify(request!.body, headers)).toMatchObject({
        type: 'webhook.ping',
      });
    }
  });

  it('tries again after a 500 and a timeout, on the schedule, and then succeeds', async () => {
    config.webhookTimeoutSeconds = 1;
    receiver.answer('/flaky', { status: 500, body: 'down' }, 'hang', { status: 204 });
    const created = await register({ url: `${receiver.url}/flaky` });
    const ping = await api.ok('pingWebhook', {
      ...id(created.body.webhook.id),
      cookie: t.adminA.cookie,
    });
    expect(ping.status).toBe(202);

    const first = await deliverDue(deps());
    expect(first.retries).toHaveLength(1);
    let [delivery] = await deliveriesOf(created.body.webhook.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    expect(delivery!.responseExcerpt).toBe('down');
    // 5 s, ±20%.
    const wait = Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!);
    expect(wait).toBeGreaterThanOrEqual(3_900);
    expect(wait).toBeLessThanOrEqual(6_100);
    // Not due yet: nothing is sent.
    expect((await deliverDue(deps())).tried).toBe(0);

    await timePasses();
    await deliverDue(deps());
    [delivery] = await deliveriesOf(created.body.webhook.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 2, lastStatus: null });
    expect(delivery!.lastError).toBe('No answer within 1 s');

    await timePasses();
    await deliverDue(deps());
    [delivery] = await deliveriesOf(created.body.webhook.id);
    expect(delivery).toMatchObject({ state: 'succeeded', attempts: 3, lastStatus: 204 });
    const ids = new Set(receiver.on('/flaky').map((r) => r.headers['webhook-id']));
    expect(receiver.on('/flaky')).toHaveLength(3);
    expect(ids.size).toBe(1);
  });

  it('honours Retry-After on a 429 and tries again after connection errors', async () => {
    receiver.answer('/busy', { status: 429, headers: { 'retry-after': '120' } });
    const busy = await register({ url: `${receiver.url}/busy` });
    await api.ok('pingWebhook', { ...id(busy.body.webhook.id), cookie: t.adminA.cookie });
    const refused = await register({ url: 'http://127.0.0.1:1/closed' });
    await api.ok('pingWebhook', { ...id(refused.body.webhook.id), cookie: t.adminA.cookie });
    await deliverDue(deps());
    const [throttled] = await deliveriesOf(busy.body.webhook.id);
    expect(throttled).toMatchObject({ state: 'pending', lastStatus: 429 });
    const wait = Date.parse(throttled!.nextAttemptAt!) - Date.parse(throttled!.lastAttemptAt!);
    expect(wait).toBeGreaterThanOrEqual(119_000);
    const [unreachable] = await deliveriesOf(refused.body.webhook.id);
    expect(unreachable).toMatchObject({ state: 'pending', lastStatus: null });
    expect(unreachable!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('gives up after the last try of the schedule', () => {
    expect(retryDelaySeconds(1, () => 0.5)).toBe(5);
    expect(retryDelaySeconds(2, () => 0.5)).toBe(300);
    expect(retryDelaySeconds(3, () => 0)).toBe(1440);
    expect(retryDelaySeconds(4, () => 1)).toBeCloseTo(8640);
    expect(retryDelaySeconds(8)).toBeNull();
  });

  it('fails a delivery answered 400 without trying again, and redelivers it on request', async () => {
    receiver.answer('/picky', { status: 400, body: 'bad' }, { status: 200 });
    const created = await register({ url: `${receiver.url}/picky` });
    await api.ok('pingWebhook', { ...id(created.body.webhook.id), cookie: t.adminA.cookie });
    await deliverDue(deps());
    const [failed] = await deliveriesOf(created.body.webhook.id);
    expect(failed).toMatchObject({ state: 'failed', lastStatus: 400, nextAttemptAt: null });
    const again = await api.ok('redeliverWebhookDelivery', {
      ...id(failed!.id),
      cookie: t.adminA.cookie,
    });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ state: 'pending', messageId: failed!.messageId });
    await deliverDue(deps());
    const [latest] = await deliveriesOf(created.body.webhook.id);
    expect(latest).toMatchObject({ id: again.body.id, state: 'succeeded' });
  });

  it('turns the endpoint off on a 410, in the history, and sends it nothing more', async () => {
    receiver.answer('/gone', { status: 410 });
    const created = await register({
      url: `${receiver.url}/gone`,
      eventTypes: ['project.updated'],
    });
    await api.ok('pingWebhook', { ...id(created.body.webhook.id), cookie: t.adminA.cookie });
    await deliverDue(deps());
    const list = await api.ok('listWebhooks', { ...t.ofA(), cookie: t.adminA.cookie });
    expect(list.body.find((w) => w.id === created.body.webhook.id)).toMatchObject({
      enabled: false,
      disabledReason: 'The endpoint answered 410 Gone',
    });
    const [entry] = await db()('auditEvents')
      .where({ entityId: created.body.webhook.id })
      .orderBy('id', 'desc');
    expect(entry).toMatchObject({ action: 'updated', actorType: 'system' });
    const project = await t.projectOfA();
    await t.editProject(project.id, { notes: 'x' }, t.adminA.cookie);
    await t.processHistory();
    await deliverDue(deps());
    expect(receiver.on('/gone')).toHaveLength(1);
    // Turned back on, it is sent changes again.
    await api.ok('updateWebhook', {
      ...id(created.body.webhook.id),
      cookie: t.adminA.cookie,
      body: { enabled: true },
    });
  });

  it('refuses at delivery a URL that turned private, without WEBHOOK_ALLOW_PRIVATE', async () => {
    const created = await register({ url: `${receiver.url}/ssrf` });
    await api.ok('pingWebhook', { ...id(created.body.webhook.id), cookie: t.adminA.cookie });
    config.webhookAllowPrivate = false;
    await deliverDue(deps());
    expect(receiver.on('/ssrf')).toHaveLength(0);
    const [delivery] = await deliveriesOf(created.body.webhook.id);
    expect(delivery).toMatchObject({ state: 'failed', lastStatus: null });
    expect(delivery!.lastError).toBe(
      'Refused: 127.0.0.1 resolves to a private, loopback or link-local address',
    );
  });

  it('follows a redirect through the same guarded agent, and refuses one to a private address', async () => {
    receiver.answer('/hop', { status: 307, headers: { location: `${receiver.url}/landed` } });
    const followed = await post(`${receiver.url}/hop`, {}, '{}', {
      timeoutMs: 1000,
      allowPrivate: true,
    });
    expect(followed).toMatchObject({ status: 200 });
    expect(receiver.on('/landed')).toHaveLength(1);
    // A hop to a private address is refused by the guard like a first request.
    const refused = await post('http://169.254.169.254/latest', {}, '{}', {
      timeoutMs: 1000,
      allowPrivate: false,
    });
    expect(refused).toEqual({
      error: 'Refused: 169.254.169.254 resolves to a private, loopback or link-local address',
      refused: true,
    });
  });

  it("a redirect to another scheme fails that delivery alone; another company's is delivered once", async () => {
    // An empty queue, so that one claim takes exactly these two.
    await db()('webhookDeliveries').delete();
    receiver.answer('/to-ftp', { status: 302, headers: { location: 'ftp://127.0.0.1/x' } });
    const broken = await register({ url: `${receiver.url}/to-ftp` });
    const other = await api.ok('createWebhook', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
      body: { url: `${receiver.url}/company-b`, eventTypes: ['project.updated'] },
    });
    // Both in one claim.
    await api.ok('pingWebhook', { ...id(broken.body.webhook.id), cookie: t.adminA.cookie });
    await api.ok('pingWebhook', { ...id(other.body.webhook.id), cookie: t.adminB.cookie });
    const run = await deliverDue(deps());
    expect(run.tried).toBe(2);
    const [failed] = await deliveriesOf(broken.body.webhook.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, lastStatus: null });
    expect(failed!.lastError).toBe('Refused: only http and https URLs are followed, not ftp:');
    const [delivered] = (
      await api.ok('listWebhookDeliveries', {
        ...id(other.body.webhook.id),
        cookie: t.adminB.cookie,
      })
    ).body;
    expect(delivered).toMatchObject({ state: 'succeeded', attempts: 1 });
    // Nothing is left to send again: later runs post neither.
    await timePasses();
    expect((await deliverDue(deps())).tried).toBe(0);
    expect(receiver.on('/company-b')).toHaveLength(1);
    expect(receiver.on('/to-ftp')).toHaveLength(1);
  });

  it('a redirect without a valid URL fails that delivery, and the run goes on', async () => {
    receiver.answer('/bad-location', { status: 301, headers: { location: 'http://[::1' } });
    const result = await post(`${receiver.url}/bad-location`, {}, '{}', {
      timeoutMs: 1000,
      allowPrivate: true,
    });
    expect(result).toEqual({ error: 'Refused: the redirect names no valid URL', refused: true });
  });

  it('sends Slack Block Kit and Teams Adaptive Cards for risks and status reports, by department', async () => {
    const slack = await register({
      kind: 'slack',
      url: `${receiver.url}/slack`,
      eventTypes: ['risk.opened', 'status-report.published'],
      departments: ['Claims'],
    });
    await register({
      kind: 'teams',
      url: `${receiver.url}/teams`,
      eventTypes: ['risk.opened'],
    });
    const claims = await t.projectOfA({ name: 'Fraud triage', department: 'Claims' });
    const other = await t.projectOfA({ name: 'Chat helper', department: 'HR' });
    for (const project of [claims, other]) {
      await t.editProject(
        project.id,
        { status: 'active', euAiActStatus: 'non_compliant', roi: '10' },
        t.adminA.cookie,
      );
    }
    await t.processHistory();
    const report = await api.ok('createStatusReport', {
      ...id(claims.id),
      cookie: t.adminA.cookie,
    });
    await api.ok('updateStatusReport', {
      ...id(report.body.id),
      cookie: t.adminA.cookie,
      body: { narrative: 'Pilot went live in two regions.' },
    });
    await api.ok('publishStatusReport', { ...id(report.body.id), cookie: t.adminA.cookie });
    await t.processHistory();
    await deliverDue(deps());

    const slackBodies = receiver.on('/slack').map((r) => JSON.parse(r.body) as SlackBody);
    // Only the Claims project: its risks (active, non-compliant and not assessed under the EU AI
    // Act) and its report (posted concurrently, in any order).
    expect(slackBodies.map((b) => b.text).sort()).toEqual([
      'Medium risk: No EU AI Act assessment',
      'Status report published for Fraud triage',
      '🔴 High risk: Active while non-compliant with the EU AI Act',
    ]);
    const risk = slackBodies.find((b) => b.text.includes('High risk'));
    const published = slackBodies.find((b) => b.text.startsWith('Status report'));
    expect(risk!.blocks[0]).toMatchObject({ type: 'header' });
    expect(JSON.stringify(risk)).toContain('*Project*\\nFraud triage');
    expect(JSON.stringify(published)).toContain('Pilot went live in two regions.');
    expect(risk!.blocks.at(-1)).toMatchObject({
      type: 'actions',
      elements: [{ type: 'button', url: `${config.publicUrl}/projects/${claims.id}` }],
    });
    expect(receiver.on('/slack')[0]!.headers['webhook-signature']).toBeUndefined();

    const teams = receiver.on('/teams').map((r) => JSON.parse(r.body) as TeamsBody);
    expect(teams).toHaveLength(4);
    const card = teams.find((body) => body.attachments[0]!.content.body[0]!.color === 'Attention')!
      .attachments[0]!;
    expect(card.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.content.body[0]).toMatchObject({ weight: 'Bolder', color: 'Attention' });
    expect(card.content.actions[0]).toMatchObject({ type: 'Action.OpenUrl' });
    expect(slack.body.webhook.departments).toEqual(['Claims']);
  });
});

describe('deliveries through the job runner', () => {
  it('a change is delivered without anyone asking: the outbox wakes the job that posts it', async () => {
    config.webhookAllowPrivate = true;
    const created = await register({ url: `${receiver.url}/runner` });
    const runner = await t.startJobs([processHistoryJob, deliverWebhooksJob]);
    try {
      const project = await t.projectOfA({ name: 'Woken' });
      await t.editProject(project.id, { notes: 'Ship it' }, t.adminA.cookie);
      const [request] = await receiver.waitFor('/runner', 1, 20_000);
      expect(JSON.parse(request!.body)).toMatchObject({ type: 'project.updated' });
      await expect
        .poll(async () => (await deliveriesOf(created.body.webhook.id))[0]?.state)
        .toBe('succeeded');
    } finally {
      await runner.stop();
    }
  });
});

interface SlackBody {
  text: string;
  blocks: Array<Record<string, unknown>>;
}
interface TeamsBody {
  attachments: Array<{
    contentType: string;
    content: { body: Array<Record<string, unknown>>; actions: Array<Record<string, unknown>> };
  }>;
}
