import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// A member calling an admin route (403), what does not exist (404), another company's user and
// the signed-out: the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies();
const { api, db, logs } = t;

/** Company A's path with its admin's or member's session. */
const asAdminA = () => ({ ...t.ofA(), cookie: t.adminA.cookie });
const embedTables = () => tableRows(db(), ['companyEmbedOrigins', 'embedApps', 'auditEvents']);

describe('allowed origins', () => {
  it('an admin replaces the list; it is stored normalised, without duplicates, in order', async () => {
    const put = await api.ok('updateEmbedOrigins', {
      ...asAdminA(),
      body: {
        origins: [
          'https://Intranet.Acme.com',
          'https://*.sharepoint.com',
          'https://intranet.acme.com',
        ],
      },
    });
    expect(put.body).toEqual({
      origins: ['https://intranet.acme.com', 'https://*.sharepoint.com'],
    });
    const get = await api.call('getEmbedOrigins', asAdminA());
    expect(get.body).toEqual(put.body);
    // Company B has its own list.
    const ofB = await api.call('getEmbedOrigins', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(ofB.body).toEqual({ origins: [] });
  });

  it.each([
    ['https://intranet.acme.com/portal', 'without a path'],
    ['https://intra.*.acme.com', 'leading "*."'],
    ['intranet.acme.com', 'must start with https:// or http://'],
  ])('answers 400 naming the bad origin %s, and stores nothing', async (bad, reason) => {
    const before = await embedTables();
    const res = await api.call('updateEmbedOrigins', {
      ...asAdminA(),
      body: { origins: ['https://ok.acme.com', bad] },
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toContain(bad);
    expect(res.error.message).toContain(reason);
    expect(await embedTables()).toEqual(before);
  });

  it('answers 400 to a list that is not a list of strings', async () => {
    const res = await api.call('updateEmbedOrigins', {
      ...asAdminA(),
      body: { origins: 'https://intranet.acme.com' },
    });
    expect(res.status).toBe(400);
    expect(res.error.details?.[0]?.field).toBe('origins');
  });
});

describe('embed apps', () => {
  it('an admin creates an app: the secret is answered once and stored only as its hash', async () => {
    const res = await api.ok('createEmbedApp', {
      ...asAdminA(),
      body: { name: '  Acme intranet  ' },
    });
    const { app, secret } = res.body;
    expect(app).toEqual({
      id: expect.any(String),
      name: 'Acme intranet',
      allowGuests: false,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(secret).toMatch(/^pai_app_[A-Za-z0-9_-]{43}$/);
    const row = await db()('embedApps').where({ id: app.id }).first();
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(logs.text()).not.toContain(secret);

    const list = await api.call('listEmbedApps', asAdminA());
    expect(list.body).toContainEqual(app);
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toMatch(/secret/i);
  });

  it('answers 400 for a blank or too long name, and creates nothing', async () => {
    const before = await embedTables();
    for (const [name, message] of [
      ['   ', 'App name is required'],
      ['x'.repeat(101), 'App name must be at most 100 characters'],
    ]) {
      const res = await api.call('createEmbedApp', {
        ...asAdminA(),
        body: { name },
      });
      expect(res.status).toBe(400);
      expect(res.error.message).toBe(message);
    }
    expect(await embedTables()).toEqual(before);
  });

  it('deleting an app removes it (204), then 404; the audit names who and which app', async () => {
    const { app } = (
      await api.call('createEmbedApp', {
        ...asAdminA(),
        body: { name: 'Short-lived', allowGuests: true },
      })
    ).body;
    const params = { companyId: t.companyA.id, appId: app.id };
    await api.ok('deleteEmbedApp', { params, cookie: t.adminA.cookie });
    expect(await db()('embedApps').where({ id: app.id }).first()).toBeUndefined();
    expect((await api.call('deleteEmbedApp', { params, cookie: t.adminA.cookie })).status).toBe(
      404,
    );

    const audit = await api.ok('listEmbedAudit', asAdminA());
    const entries = audit.body.entries.filter((e) => e.appId === app.id);
    const { firstName, lastName } = t.adminA.user;
    const admin = [firstName, lastName].filter(Boolean).join(' ') || t.adminA.email;
    expect(entries.map((e) => [e.action, e.appName, e.actor])).toEqual([
      ['app-deleted', 'Short-lived', admin],
      ['app-created', 'Short-lived', admin],
    ]);
  });

  it("one company's admin cannot see, delete or list the audit of another's apps", async () => {
    const { app } = (
      await api.call('createEmbedApp', {
        ...asAdminA(),
        body: { name: 'A only' },
      })
    ).body;
    const before = await embedTables();
    // Through company A's path B's admin is a stranger: the endpoint-table test covers that.
    // Through B's own path: the app is not B's.
    expect(
      (
        await api.call('deleteEmbedApp', {
          params: { companyId: t.companyB.id, appId: app.id },
          cookie: t.adminB.cookie,
        })
      ).status,
    ).toBe(404);
    const listB = await api.ok('listEmbedApps', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(listB.body.map((a) => a.id)).not.toContain(app.id);
    const auditB = await api.ok('listEmbedAudit', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(auditB.body.entries.map((e) => e.appId)).not.toContain(app.id);
    expect(await embedTables()).toEqual(before);
  });
  // The audit showed only the newest 200 entries: a flood of tokens hid app-created/deleted rows.
  it('pages the audit with a cursor, and filters it by kind', async () => {
    const company = await t.companyOwnedBy(t.adminB, { name: 'Paged audit' });
    const asOwner = { params: { companyId: company.id }, cookie: t.adminB.cookie };
    const created = await api.ok('createEmbedApp', { ...asOwner, body: { name: 'First' } });
    // Many tokens after the app would have buried it (and ids past 9 order as numbers).
    for (let i = 0; i < 7; i++) {
      await db()('auditEvents').insert({
        companyId: company.id,
        actorType: 'embed_app',
        actorId: created.body.app.id,
        actorLabel: 'First',
        entity: 'embed_token',
        entityId: created.body.app.id,
        entityLabel: `person-${i}@example.test`,
        action: 'issued',
      });
    }
    const pages: string[][] = [];
    let before: string | undefined;
    do {
      const page = await api.ok('listEmbedAudit', {
        ...asOwner,
        query: { limit: 3, ...(before ? { before } : {}) },
      });
      pages.push(page.body.entries.map((e) => e.email ?? e.action));
      before = page.body.nextCursor ?? undefined;
    } while (before);
    expect(pages).toEqual([
      ['person-6@example.test', 'person-5@example.test', 'person-4@example.test'],
      ['person-3@example.test', 'person-2@example.test', 'person-1@example.test'],
      ['person-0@example.test', 'app-created'],
    ]);

    const onlyApps = await api.ok('listEmbedAudit', {
      ...asOwner,
      query: { action: 'app-created', limit: 1 },
    });
    expect(onlyApps.body.entries.map((e) => [e.action, e.appName])).toEqual([
      ['app-created', 'First'],
    ]);
    expect(onlyApps.body.nextCursor).toBeNull();

    const refused = await api.call('listEmbedAudit', {
      ...asOwner,
      query: { action: 'app-renamed' } as never,
    });
    expect(refused.status).toBe(400);
    // A cursor is a place in the history: another company's shows only this company's entries.
    await api.ok('createEmbedApp', { ...asAdminA(), body: { name: 'Of A' } });
    const other = await api.ok('listEmbedAudit', { ...asAdminA(), query: { limit: 1 } });
    const foreign = other.body.entries[0]!.id;
    const mine = (await api.ok('listEmbedAudit', asOwner)).body.entries.map((e) => e.id);
    const fromForeign = await api.ok('listEmbedAudit', { ...asOwner, query: { before: foreign } });
    expect(fromForeign.body.entries.every((e) => mine.includes(e.id))).toBe(true);
    expect(mine).not.toContain(foreign);
  });
});
