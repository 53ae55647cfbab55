import { describe, expect, it } from 'vitest';
import type { Company } from '../../models/company.ts';
import { signUpAndGetCookie } from '../../testing/auth.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';

// A member calling an admin route (403), what does not exist (404), another company's user and
// the signed-out: the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies({
  companyA: { name: 'Settings Co', industry: 'Retail', size: '1-50' },
});
const { api, db } = t;

const body = { name: 'Acme Robotics', industry: 'Manufacturing', size: '201-500' };

/** Companies and memberships, to compare before and after a refused write. */
const snapshot = () => tableRows(db(), ['companies', 'companyMembers']);

describe('POST /api/companies', () => {
  it('creates the company with its creator as owner and admin member', async () => {
    const creator = await signUpAndGetCookie(t.server.baseUrl);
    const response = await api.ok('createCompany', {
      body: { ...body, name: '  Acme Robotics ' },
      cookie: creator.cookie,
    });
    expect(response.body).toMatchObject({ ...body, ownerId: creator.user.id });
    expect(Object.keys(response.body).sort()).toEqual(
      ['createdAt', 'id', 'industry', 'name', 'ownerId', 'size', 'updatedAt'].sort(),
    );

    const membership = await db()('companyMembers')
      .where({ companyId: response.body.id, userId: creator.user.id })
      .first();
    expect(membership).toMatchObject({ role: 'admin' });
    const me = await api.call('getCurrentUser', { cookie: creator.cookie });
    expect(me.body.companies).toEqual([
      {
        id: response.body.id,
        name: 'Acme Robotics',
        industry: 'Manufacturing',
        size: '201-500',
        role: 'admin',
      },
    ]);
  });

  it.each([
    [
      'a one-letter name',
      { ...body, name: 'A' },
      'name',
      'Company name must be at least 2 characters',
    ],
    [
      'a blank name',
      { ...body, name: '   ' },
      'name',
      'Company name must be at least 2 characters',
    ],
    [
      'a name over 255 characters',
      { ...body, name: 'x'.repeat(256) },
      'name',
      'Company Name must be at most 255 characters',
    ],
    ['no industry', { name: 'Acme', size: '1-50' }, 'industry', 'Please select an industry'],
    [
      'an unknown industry',
      { ...body, industry: 'Mining' },
      'industry',
      'Please select an industry',
    ],
    ['no size', { name: 'Acme', industry: 'Other' }, 'size', 'Please select a company size'],
    ['a size without its list', { ...body, size: '42' }, 'size', 'Please select a company size'],
    [
      'an owner of its own',
      { ...body, ownerId: '00000000-0000-4000-8000-000000000001' },
      'ownerId',
      'ownerId is not a known field',
    ],
  ])('answers 400 for %s, writing nothing', async (_, sent, field, message) => {
    const response = await expectRefused(snapshot, 400, () =>
      api.call('createCompany', { body: sent, cookie: t.adminB.cookie }),
    );
    expect(response.error.details).toContainEqual({ field, message });
  });

  it('leaves no company behind when its admin membership cannot be written', async () => {
    const before = await snapshot();
    await db().raw(`
      create function refuse_members() returns trigger language plpgsql as
        $$ begin raise exception 'members are read-only in this test'; end $$;
      create trigger refuse_members before insert on company_members
        for each row execute function refuse_members();
    `);
    try {
      const response = await api.call('createCompany', { body, cookie: t.adminB.cookie });
      expect(response.status).toBe(500);
      expect(response.error.message).toBe('Internal server error');
    } finally {
      await db().raw(
        'drop trigger refuse_members on company_members; drop function refuse_members();',
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/companies/{companyId}', () => {
  const changes = { name: 'Settings Co International', industry: 'Technology', size: '1000+' };

  it('updates the company information for an admin', async () => {
    const before = (await db()('companies').where({ id: t.companyA.id }).first()) as Company;
    const response = await api.ok('updateCompany', {
      ...t.ofA(),
      body: changes,
      cookie: t.adminA.cookie,
    });
    expect(response.body).toMatchObject({
      id: t.companyA.id,
      ownerId: t.adminA.user.id,
      ...changes,
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await db()('companies').where({ id: t.companyA.id }).first()).toMatchObject(changes);
  });

  it('answers 400 for a bad body or a company id that is not a uuid, changing nothing', async () => {
    const before = await snapshot();
    const bad = await api.call('updateCompany', {
      ...t.ofA(),
      body: { name: 'X' },
      cookie: t.adminA.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.error.details).toEqual(
      expect.arrayContaining(
        ['name', 'industry', 'size'].map((field) => expect.objectContaining({ field })),
      ),
    );
    const badId = await api.call('updateCompany', {
      params: { companyId: 'acme' },
      body: changes,
      cookie: t.adminA.cookie,
    });
    expect(badId.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
