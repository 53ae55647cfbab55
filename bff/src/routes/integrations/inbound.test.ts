import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { DUPLICATE_LINK_MESSAGE, INBOUND_MESSAGES, MINUTE_MS } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../models/project.ts';
import { INBOUND_REFUSALS_LIMIT } from '../../integrations/inbound/gate.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Refusals every member/admin route shares (the signed-out, another company, what does not
// exist): the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies();
const { api, db, logs } = t;

const hmac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

let project: Project;

beforeAll(async () => {
  project = await t.projectOfA({ name: 'Claims Bot' });
});

const link = (url: string, id = project.id) =>
  api.call('addProjectLink', { params: { id }, cookie: t.memberA.cookie, body: { url } });

async function connect(provider: 'github' | 'gitlab' | 'jira' | 'linear', secret?: string) {
  const res = await api.ok('createIntegration', {
    ...t.ofA(),
    cookie: t.adminA.cookie,
    body: { provider, ...(secret ? { secret } : {}) },
  });
  // The URL the connection shows, on the test server.
  const inbound = res.body.integration.inboundUrl.replace(t.config.publicUrl, t.server.baseUrl);
  return { ...res.body, inbound };
}

/** The headers GitHub sends with `payload`: its event, a delivery id and the body's signature. */
const signedByGitHub = (
  secret: string,
  payload: string,
  event: string,
  deliveryId: string = randomUUID(),
) => ({
  'X-GitHub-Event': event,
  'X-GitHub-Delivery': deliveryId,
  'X-Hub-Signature-256': `sha256=${hmac(secret, payload)}`,
});

/** POSTs `payload` to the connection's inbound URL as the provider would, with `headers`. */
async function deliver(inboundUrl: string, body: string, headers: Record<string, string>) {
  const res = await fetch(inboundUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const linkOf = async (url: string) => (await db()('projectLinks').where({ url }).first())!;

describe('links to outside items', () => {
  it('a member links items; provider, kind and key are recognised and shown in order', async () => {
    const repo = await link('https://github.com/acme/claims-bot');
    expect(repo.status).toBe(201);
    expect(repo.body).toMatchObject({
      provider: 'github',
      kind: 'repository',
      key: 'acme/claims-bot',
      state: null,
      lastEvent: null,
    });
    await link('https://acme.atlassian.net/browse/CLAIMS-42');
    const list = await api.ok('listProjectLinks', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(list.body.map((l) => `${l.provider} ${l.kind} ${l.key}`)).toEqual([
      'github repository acme/claims-bot',
      'jira issue CLAIMS-42',
    ]);
    const history = await db()('auditEvents').where({ entity: 'project_link', action: 'created' });
    expect(history.map((e) => e.projectId)).toEqual([project.id, project.id]);
  });

  it('refuses the same item twice (409), by another URL of it too, and stores nothing', async () => {
    await link('https://github.com/acme/claims-bot/pull/7');
    const before = await db()('projectLinks').count('* as n').first();
    const again = await link('https://github.com/acme/claims-bot/pull/7/files');
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(DUPLICATE_LINK_MESSAGE);
    expect(await db()('projectLinks').count('* as n').first()).toEqual(before);
  });

  it.each(['github.com/acme/x', 'javascript:alert(1)', 'https://', ''])(
    'answers 400 to %j, naming the field',
    async (url) => {
      const res = await link(url);
      expect(res.status).toBe(400);
      expect(res.error.details?.[0]?.field).toBe('url');
    },
  );

  it('removes a link, in the history; another company cannot (404)', async () => {
    const added = await link('https://example.org/ai-policy');
    const stranger = await api.call('removeProjectLink', {
      params: { id: added.body.id },
      cookie: t.adminB.cookie,
    });
    expect(stranger.status).toBe(404);
    const removed = await api.call('removeProjectLink', {
      params: { id: added.body.id },
      cookie: t.memberA.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await db()('projectLinks').where({ id: added.body.id }).first()).toBeUndefined();
    const event = await db()('auditEvents')
      .where({ entity: 'project_link', entityId: added.body.id, action: 'deleted' })
      .first();
    expect(event).toBeDefined();
  });
});

describe('inbound connections', () => {
  it('an admin connects a provider: the inbound URL, and the secret once, never listed or logged', async () => {
    const { integration, secret } = await connect('github');
    expect(integration.inboundUrl).toBe(
      `${t.config.publicUrl}/api/integrations/${integration.id}/events`,
    );
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const list = await api.ok('listIntegrations', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
    });
    expect(list.body.find((i) => i.id === integration.id)).toEqual(integration);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const row = await db()('integrations').where({ id: integration.id }).first();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(logs.entries)).not.toContain(secret);
  });

  it('GitHub: a merged pull request updates its link and the repository link, as GitHub', async () => {
    const { integration, inbound, secret } = await connect('github');
    const payload = JSON.stringify({
      action: 'closed',
      number: 7,
      pull_request: { number: 7, merged: true, title: 'Add triage', html_url: 'x' },
      repository: { full_name: 'acme/claims-bot' },
    });
    const headers = signedByGitHub(secret, payload, 'pull_request');
    const res = await deliver(inbound, payload, headers);
    expect(res).toEqual({ status: 200, body: { linkedItems: 2 } });
    const pull = await linkOf('https://github.com/acme/claims-bot/pull/7');
    expect(pull).toMatchObject({
      itemState: 'merged',
      lastEvent: 'PR #7 merged in acme/claims-bot',
    });
    const repo = await linkOf('https://github.com/acme/claims-bot');
    expect(repo).toMatchObject({ itemState: null, lastEvent: 'PR #7 merged in acme/claims-bot' });

    const history = await t.projectHistory(project.id);
    const entry = history.find((e) => e.entityId === pull.id);
    expect(entry?.actor).toEqual({ type: 'integration', id: integration.id, name: 'GitHub' });
    expect(entry?.changes).toContainEqual({
      field: 'lastEvent',
      label: 'Latest event',
      before: null,
      after: 'PR #7 merged in acme/claims-bot',
    });
    expect(entry?.changes).toContainEqual({
      field: 'itemState',
      label: 'State',
      before: null,
      after: 'Merged',
    });

    // The same delivery again is a replay: 401, and nothing changes.
    const historyBefore = await db()('auditEvents').count('* as n').first();
    const replayed = await deliver(inbound, payload, headers);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(INBOUND_MESSAGES.replayed);
    expect(await db()('auditEvents').count('* as n').first()).toEqual(historyBefore);
  });

  it('GitHub: a wrong or missing signature is refused with 401, and nothing changes', async () => {
    const { inbound } = await connect('github');
    const payload = JSON.stringify({
      action: 'reopened',
      pull_request: { number: 7, merged: false },
      repository: { full_name: 'acme/claims-bot' },
    });
    const before = await linkOf('https://github.com/acme/claims-bot/pull/7');
    for (const signature of [`sha256=${hmac('not-the-secret', payload)}`, undefined]) {
      const res = await deliver(inbound, payload, {
        'X-GitHub-Event': 'pull_request',
        'X-GitHub-Delivery': randomUUID(),
        ...(signature ? { 'X-Hub-Signature-256': signature } : {}),
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INBOUND_MESSAGES.badSignature);
    }
    expect(await linkOf('https://github.com/acme/claims-bot/pull/7')).toEqual(before);
  });

  it('GitLab: a merge request merged, by the token GitLab sends', async () => {
    await link('https://gitlab.com/acme/ml/scorer/-/merge_requests/9');
    const { inbound, secret } = await connect('gitlab');
    const payload = JSON.stringify({
      object_kind: 'merge_request',
      project: { path_with_namespace: 'acme/ml/scorer' },
      object_attributes: { iid: 9, action: 'merge', state: 'merged' },
    });
    const bad = await deliver(inbound, payload, {
      'X-Gitlab-Event': 'Merge Request Hook',
      'X-Gitlab-Token': 'wrong-token',
      'X-Gitlab-Event-UUID': randomUUID(),
    });
    expect(bad.status).toBe(401);
    const res = await deliver(inbound, payload, {
      'X-Gitlab-Event': 'Merge Request Hook',
      'X-Gitlab-Token': secret,
      'X-Gitlab-Event-UUID': randomUUID(),
    });
    expect(res).toEqual({ status: 200, body: { linkedItems: 1 } });
    expect(await linkOf('https://gitlab.com/acme/ml/scorer/-/merge_requests/9')).toMatchObject({
      itemState: 'merged',
      lastEvent: 'MR !9 merged in acme/ml/scorer',
    });
  });

  it('Jira: an epic moved to Done, signed with X-Hub-Signature', async () => {
    const { inbound, secret } = await connect('jira');
    const payload = JSON.stringify({
      webhookEvent: 'jira:issue_updated',
      issue: {
        key: 'CLAIMS-42',
        fields: {
          issuetype: { name: 'Epic' },
          status: { name: 'Done', statusCategory: { key: 'done' } },
        },
      },
      changelog: { items: [{ field: 'status', fromString: 'In Progress', toString: 'Done' }] },
    });
    const res = await deliver(inbound, payload, {
      'X-Atlassian-Webhook-Identifier': '1234-abcd',
      'X-Hub-Signature': `sha256=${hmac(secret, payload)}`,
    });
    expect(res).toEqual({ status: 200, body: { linkedItems: 1 } });
    expect(await linkOf('https://acme.atlassian.net/browse/CLAIMS-42')).toMatchObject({
      itemState: 'done',
      lastEvent: 'Epic CLAIMS-42 moved to Done',
    });
  });

  it('Linear: signed with its own secret and a fresh timestamp; a stale one is refused', async () => {
    await link('https://linear.app/acme/issue/ENG-12/tune-prompts');
    const linearSecret = 'lin_wh_' + 'a'.repeat(32);
    const { inbound, secret } = await connect('linear', linearSecret);
    expect(secret).toBe(linearSecret);
    const event = (webhookTimestamp: number) =>
      JSON.stringify({
        action: 'update',
        type: 'Issue',
        data: { identifier: 'ENG-12', state: { name: 'Done', type: 'completed' } },
        updatedFrom: { stateId: 'abc' },
        webhookTimestamp,
      });
    const stale = event(Date.now() - 5 * MINUTE_MS);
    const refused = await deliver(inbound, stale, {
      'Linear-Delivery': randomUUID(),
      'Linear-Signature': hmac(linearSecret, stale),
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(INBOUND_MESSAGES.stale);

    const fresh = event(Date.now());
    const res = await deliver(inbound, fresh, {
      'Linear-Delivery': randomUUID(),
      'Linear-Signature': hmac(linearSecret, fresh),
    });
    expect(res).toEqual({ status: 200, body: { linkedItems: 1 } });
    expect(await linkOf('https://linear.app/acme/issue/ENG-12/tune-prompts')).toMatchObject({
      itemState: 'done',
      lastEvent: 'ENG-12 moved to Done',
    });
  });

  it('an event about an item nobody links changes nothing; nor does another company’s link', async () => {
    // Company B links the same repository; company A's connection must not reach it.
    const other = await t.projectOfB({ name: 'Elsewhere' });
    await api.ok('addProjectLink', {
      params: { id: other.id },
      cookie: t.adminB.cookie,
      body: { url: 'https://github.com/acme/claims-bot' },
    });
    const { inbound, secret } = await connect('github');
    const payload = JSON.stringify({
      action: 'closed',
      issue: { number: 99 },
      repository: { full_name: 'someone/else' },
    });
    const res = await deliver(inbound, payload, signedByGitHub(secret, payload, 'issues'));
    expect(res).toEqual({ status: 200, body: { linkedItems: 0 } });
    const theirs = await db()('projectLinks').where({ projectId: other.id }).first();
    expect(theirs.lastEvent).toBeNull();
  });

  it('a deleted connection’s URL answers 404', async () => {
    const { integration, inbound, secret } = await connect('github');
    const deleted = await api.call('deleteIntegration', {
      params: { id: integration.id },
      cookie: t.adminA.cookie,
    });
    expect(deleted.status).toBe(204);
    const payload = '{"zen":"Keep it logically awesome."}';
    const res = await deliver(inbound, payload, signedByGitHub(secret, payload, 'ping'));
    expect(res.status).toBe(404);
  });

  it('refuses the same signed body again under a new delivery id (401), and nothing changes', async () => {
    const { integration, inbound, secret } = await connect('github');
    const payload = JSON.stringify({
      action: 'reopened',
      pull_request: { number: 7, merged: false },
      repository: { full_name: 'acme/claims-bot' },
    });
    const signed = (deliveryId: string) =>
      signedByGitHub(secret, payload, 'pull_request', deliveryId);
    expect((await deliver(inbound, payload, signed(randomUUID()))).status).toBe(200);
    const before = await db()('auditEvents').count('* as n').first();
    for (const headers of [signed(randomUUID()), signed('')]) {
      const replayed = await deliver(inbound, payload, headers);
      expect(replayed.status).toBe(401);
      expect(replayed.body.message).toBe(INBOUND_MESSAGES.replayed);
    }
    expect(await db()('auditEvents').count('* as n').first()).toEqual(before);
    // The refused ids are not remembered: only what was accepted is.
    expect(await db()('inboundDeliveries').where({ integrationId: integration.id })).toHaveLength(
      2,
    );
  });

  it('matches repository names whatever their case, as GitHub names them', async () => {
    await link('https://github.com/Acme/Fraud-Triage/pull/3');
    const { inbound, secret } = await connect('github');
    const payload = JSON.stringify({
      action: 'closed',
      pull_request: { number: 3, merged: true },
      repository: { full_name: 'acme/fraud-triage' },
    });
    const res = await deliver(inbound, payload, signedByGitHub(secret, payload, 'pull_request'));
    expect(res).toEqual({ status: 200, body: { linkedItems: 1 } });
    expect(await linkOf('https://github.com/Acme/Fraud-Triage/pull/3')).toMatchObject({
      itemState: 'merged',
    });
  });

  it('answers before reading the body: an unknown connection, a missing signature, a body too large', async () => {
    const { integration } = await connect('github');
    const known = new URL(integration.inboundUrl).pathname;
    // Each declares 1.5 MB (3 MB) and sends 10 bytes: an answer means the body was not awaited.
    const partial = (path: string, length: number, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; message: string }>((resolve, reject) => {
        const request = http.request(`${t.server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': length, ...headers },
        });
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = JSON.parse(Buffer.concat(chunks).toString()) as { message: string };
            resolve({ status: response.statusCode!, message: body.message });
            request.destroy();
          });
        });
        request.on('error', reject);
        request.setTimeout(5_000, () => reject(new Error('the body was awaited')));
        request.write('{"action":');
      });
    expect(await partial(`/api/integrations/${randomUUID()}/events`, 1_500_000)).toEqual({
      status: 404,
      message: 'No such connection: it may have been deleted',
    });
    expect(await partial(known, 1_500_000, { 'x-github-event': 'ping' })).toEqual({
      status: 401,
      message: INBOUND_MESSAGES.badSignature,
    });
    const tooLarge = await partial(known, 3_000_000, {
      'x-hub-signature-256': `sha256=${'0'.repeat(64)}`,
    });
    expect(tooLarge.status).toBe(413);
  });

  it('limits refused calls per client address (429), and accepts none past it', async () => {
    const { inbound, secret } = await connect('github');
    const unknown = `${t.server.baseUrl}/api/integrations/${randomUUID()}/events`;
    const statuses: number[] = [];
    for (let i = 0; i <= INBOUND_REFUSALS_LIMIT.max; i++) {
      statuses.push((await deliver(unknown, '{}', { 'X-GitHub-Delivery': randomUUID() })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(
      INBOUND_REFUSALS_LIMIT.max,
    );
    const payload = '{"zen":"Design for failure."}';
    const limited = await deliver(inbound, payload, signedByGitHub(secret, payload, 'ping'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many refused events from this address\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
  });
});
