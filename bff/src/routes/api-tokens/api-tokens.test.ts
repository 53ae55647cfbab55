import { createHash } from 'node:crypto';
import { API_TOKEN_MESSAGES, DAY_MS } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { bearer } from '../../testing/contract-client.ts';

// Refusals every admin route shares (a member, the signed-out, another company, what does not
// exist): the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies();
const { api, db, logs } = t;

const asAdminA = () => ({ ...t.ofA(), cookie: t.adminA.cookie });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function newToken(scope: 'read' | 'write', name = `${scope} token`, expiresInDays?: number) {
  const res = await api.ok('createApiToken', {
    ...asAdminA(),
    body: { name, scope, ...(expiresInDays ? { expiresInDays } : {}) },
  });
  return res.body;
}

let readToken: string;
let writeToken: string;
let writeTokenId: string;

beforeAll(async () => {
  readToken = (await newToken('read', 'Power BI')).token;
  const created = await newToken('write', 'Sync script');
  writeToken = created.token;
  writeTokenId = created.apiToken.id;
});

describe('creating and listing API tokens', () => {
  it('answers the token once, stores only its hash, and lists it without the token', async () => {
    const before = Date.now();
    const { apiToken, token } = await newToken('read', '  Nightly export  ', 30);
    expect(token).toMatch(/^pai_tok_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: 'Nightly export',
      scope: 'read',
      companyId: t.companyA.id,
      prefix: token.slice(0, 12),
      lastUsedAt: null,
      createdByName: expect.any(String),
    });
    const expires = new Date(apiToken.expiresAt!).getTime() - before;
    expect(expires).toBeGreaterThan(30 * DAY_MS - 5_000);
    expect(expires).toBeLessThanOrEqual(30 * DAY_MS + 5_000);

    const row = await db()('apiTokens').where({ id: apiToken.id }).first();
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await api.ok('listApiTokens', asAdminA());
    expect(list.body.find((listed) => listed.id === apiToken.id)).toEqual(apiToken);
    expect(JSON.stringify(list.body)).not.toContain(token);
    // Never in a log line either.
    expect(JSON.stringify(logs.entries)).not.toContain(token);
  });

  it('records the creation in the history, without the token or its hash', async () => {
    const { apiToken, token } = await newToken('write', 'Jira sync');
    const event = await db()('auditEvents')
      .where({ entity: 'api_token', entityId: apiToken.id })
      .first();
    expect(event).toMatchObject({ action: 'created', actorType: 'user', entityLabel: 'Jira sync' });
    expect(Object.keys(event.changes).sort()).toEqual(['name', 'scope']);
    expect(JSON.stringify(event)).not.toContain(token);
    expect(JSON.stringify(event)).not.toContain(sha256(token));
  });

  it.each([
    [{ scope: 'read' }, 'name'],
    [{ name: ' ', scope: 'read' }, 'name'],
    [{ name: 'x', scope: 'admin' }, 'scope'],
    [{ name: 'x', scope: 'read', expiresInDays: 0 }, 'expiresInDays'],
    [{ name: 'x', scope: 'read', expiresInDays: 1.5 }, 'expiresInDays'],
    [{ name: 'x'.repeat(101), scope: 'read' }, 'name'],
  ])('answers 400 to %j naming the field, and creates nothing', async (body, field) => {
    const before = await db()('apiTokens').count('* as n').first();
    const res = await api.call('createApiToken', { ...asAdminA(), body: body as never });
    expect(res.status).toBe(400);
    expect(res.error.details?.[0]?.field).toBe(field);
    expect(res.error.message).toBeTruthy();
    expect(await db()('apiTokens').count('* as n').first()).toEqual(before);
  });
});

describe('calling the API with a token', () => {
  it('reads the company’s data and notes when it was last used', async () => {
    await t.projectOfA({ name: 'Seen by BI' });
    const res = await api.call('listProjects', { ...t.ofA(), ...bearer(readToken) });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toContain('Seen by BI');
    const listed = await api.ok('listApiTokens', asAdminA());
    const used = listed.body.find((token) => token.name === 'Power BI');
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('refuses another company’s data as if it did not exist', async () => {
    const res = await api.call('listProjects', {
      ...t.ofB(),
      ...bearer(readToken),
    });
    expect(res.status).toBe(404);
  });

  it('a read token cannot write: 403 with the reason, and nothing changes', async () => {
    const before = await db()('projects').count('* as n').first();
    const res = await api.call('createProject', {
      ...t.ofA(),
      ...bearer(readToken),
      body: { name: 'Nope', problemStatement: 'S', department: 'IT', businessOwner: 'O' },
    });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(await db()('projects').count('* as n').first()).toEqual(before);
  });

  it('a read token runs a report, a POST that only reads, but cannot save one', async () => {
    const definition = { columns: [], groupBy: ['department'], measures: [{ fn: 'count' }] };
    const run = await api.call('runReport', { ...t.ofA(), ...bearer(readToken), body: definition });
    expect(run.status, run.text).toBe(200);
    expect(run.body.columns.map((c) => c.key)).toEqual(['department', 'count']);
    const saved = await api.call('createReport', {
      ...t.ofA(),
      ...bearer(readToken),
      body: { name: 'By department', visibility: 'shared', definition },
    });
    expect(saved.status).toBe(403);
    expect(saved.error.message).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(await db()('reports')).toEqual([]);
  });

  it('a write token writes, and the history names the token as who did it', async () => {
    const res = await api.call('createProject', {
      ...t.ofA(),
      ...bearer(writeToken),
      body: {
        name: 'From the script',
        problemStatement: 'S',
        department: 'IT',
        businessOwner: 'O',
      },
    });
    expect(res.status).toBe(201);
    const event = await db()('auditEvents')
      .where({ entity: 'project', entityId: res.body.id })
      .first();
    expect(event).toMatchObject({
      actorType: 'api_token',
      actorId: writeTokenId,
      actorLabel: 'Sync script',
    });
    const history = await t.projectHistory(res.body.id);
    expect(history[0]?.actor).toEqual({
      type: 'api_token',
      id: writeTokenId,
      name: 'Sync script',
    });
  });

  it('reaches neither admin routes nor account routes', async () => {
    const admin = await api.call('listMembers', { ...t.ofA(), ...bearer(writeToken) });
    expect(admin.status).toBe(200);
    const invite = await api.call('inviteMember', {
      ...t.ofA(),
      ...bearer(writeToken),
      body: { email: 'planted@example.test' },
    });
    expect(invite.status).toBe(403);
    expect(invite.error.message).toBe(API_TOKEN_MESSAGES.adminRoutes);
    const tokens = await api.call('listApiTokens', { ...t.ofA(), ...bearer(writeToken) });
    expect(tokens.status).toBe(403);
    const me = await api.call('getCurrentUser', bearer(writeToken));
    expect(me.status).toBe(403);
    expect(me.error.message).toBe(API_TOKEN_MESSAGES.accountRoutes);
  });

  it('answers 401 to a token that does not exist or has expired', async () => {
    const unknown = await api.call('listProjects', {
      ...t.ofA(),
      ...bearer(`pai_tok_${'x'.repeat(43)}`),
    });
    expect(unknown.status).toBe(401);
    const { apiToken, token } = await newToken('read', 'Short-lived', 1);
    await db()('apiTokens')
      .where({ id: apiToken.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await api.call('listProjects', { ...t.ofA(), ...bearer(token) });
    expect(expired.status).toBe(401);
    expect(expired.error.message).toBe(API_TOKEN_MESSAGES.expired);
  });

  it('stops working once its creator is no longer an admin', async () => {
    // A token made by a second admin, who is then made a member.
    await db()('companyMembers')
      .where({ companyId: t.companyA.id, userId: t.memberA.user.id })
      .update({ role: 'admin' });
    const res = await api.ok('createApiToken', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      body: { name: 'Left behind', scope: 'read' },
    });
    await db()('companyMembers')
      .where({ companyId: t.companyA.id, userId: t.memberA.user.id })
      .update({ role: 'member' });
    const refused = await api.call('listProjects', { ...t.ofA(), ...bearer(res.body.token) });
    expect(refused.status).toBe(401);
    expect(refused.error.message).toBe(API_TOKEN_MESSAGES.creatorLeft);
  });

  it('is refused at once after an admin deletes it, which the history records', async () => {
    const { apiToken, token } = await newToken('read', 'Doomed');
    expect((await api.call('listProjects', { ...t.ofA(), ...bearer(token) })).status).toBe(200);
    const deleted = await api.call('deleteApiToken', {
      params: { id: apiToken.id },
      cookie: t.adminA.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await api.call('listProjects', { ...t.ofA(), ...bearer(token) })).status).toBe(401);
    const event = await db()('auditEvents')
      .where({ entity: 'api_token', entityId: apiToken.id, action: 'deleted' })
      .first();
    expect(event).toMatchObject({ entityLabel: 'Doomed' });
  });

  it('another company’s admin cannot delete it (404), and it keeps working', async () => {
    const res = await api.call('deleteApiToken', {
      params: { id: writeTokenId },
      cookie: t.adminB.cookie,
    });
    expect(res.status).toBe(404);
    expect((await api.call('listProjects', { ...t.ofA(), ...bearer(writeToken) })).status).toBe(
      200,
    );
  });
});
