import { summarizePortfolio, type PortfolioSummary, type Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { createCompanyAs } from '../../testing/contract-client.ts';
import { addMember } from '../../testing/factories.ts';
import { watchQueries } from '../../testing/queries.ts';
import { setupTwoProcesses } from '../../testing/two-processes.ts';

// Two BFF processes on one database: the test's own and a spawned one, each with its caches.
const own = setupTwoProcesses();
const { api, childApi, db } = own;

let alice: SignedIn;
let bob: SignedIn;
let aliceCompany: string;
let bobCompany: string;

const body = (name: string) => ({
  name,
  problemStatement: 'Reduce the time to answer a claim',
  department: 'Operations',
  businessOwner: 'Grace Hopper',
  initialCosts: '1000.00',
  runningCosts: '10.00',
  roi: '12.50',
});

const companyOf = (user: SignedIn, name: string) => createCompanyAs(api, user, name);

beforeAll(async () => {
  alice = await signUpAndGetCookie(own.server.baseUrl);
  bob = await signUpAndGetCookie(own.server.baseUrl);
  aliceCompany = await companyOf(alice, 'Alice Co');
  bobCompany = await companyOf(bob, 'Bob Co');
}, 60_000);

/**
 * Revalidation as a browser sends it. Fetch adds `Cache-Control: no-cache` to a request with
 * If-None-Match unless one is given, and a server must then answer in full.
 */
const revalidating = (etag?: string): Record<string, string> =>
  etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {};

const summaryOf = (client: typeof api, companyId: string, cookie: string, etag?: string) =>
  client.call('getPortfolioSummary', {
    params: { companyId },
    cookie,
    headers: revalidating(etag),
  });
const listOf = (client: typeof api, companyId: string, cookie: string, etag?: string) =>
  client.call('listProjects', {
    params: { companyId },
    cookie,
    headers: revalidating(etag),
  });

describe('ETag and If-None-Match on the company data version', () => {
  it('answers 304 with no body to a current ETag on the list, a project and the summary', async () => {
    const created = await api.call('createProject', {
      params: { companyId: aliceCompany },
      body: body('Claims triage'),
      cookie: alice.cookie,
    });
    const reads = [
      () => listOf(api, aliceCompany, alice.cookie),
      () => summaryOf(api, aliceCompany, alice.cookie),
      () => api.call('getProject', { params: { id: created.body.id }, cookie: alice.cookie }),
    ];
    for (const read of reads) {
      const first = await read();
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
    }
    const list = await listOf(api, aliceCompany, alice.cookie);
    const again = await listOf(api, aliceCompany, alice.cookie, list.headers.get('etag')!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const summary = await summaryOf(api, aliceCompany, alice.cookie);
    expect(
      (await summaryOf(api, aliceCompany, alice.cookie, summary.headers.get('etag')!)).status,
    ).toBe(304);
    const detail = await api.call('getProject', {
      params: { id: created.body.id },
      cookie: alice.cookie,
    });
    const detailAgain = await api.call('getProject', {
      params: { id: created.body.id },
      cookie: alice.cookie,
      headers: revalidating(detail.headers.get('etag')!),
    });
    expect(detailAgain.status).toBe(304);
  });

  it('answers 200 with the new data to an ETag older than a write (create, update, archive)', async () => {
    const before = await listOf(api, aliceCompany, alice.cookie);
    /** Alice's list asked again with the ETag of `previous`. */
    const revalidated = (previous: { headers: Headers }) =>
      listOf(api, aliceCompany, alice.cookie, previous.headers.get('etag')!);
    const created = await api.call('createProject', {
      params: { companyId: aliceCompany },
      body: body('Invoice matching'),
      cookie: alice.cookie,
    });
    const afterCreate = await revalidated(before);
    expect(afterCreate.status).toBe(200);
    expect(afterCreate.body.map((p) => p.id)).toContain(created.body.id);
    expect(afterCreate.headers.get('etag')).not.toBe(before.headers.get('etag'));

    await api.call('updateProject', {
      params: { id: created.body.id },
      body: { name: 'Invoice matching v2' },
      cookie: alice.cookie,
    });
    const afterUpdate = await revalidated(afterCreate);
    expect(afterUpdate.status).toBe(200);
    expect(afterUpdate.body.find((p) => p.id === created.body.id)?.name).toBe(
      'Invoice matching v2',
    );

    await api.call('archiveProject', { params: { id: created.body.id }, cookie: alice.cookie });
    const afterArchive = await revalidated(afterUpdate);
    expect(afterArchive.status).toBe(200);
    expect(afterArchive.body.map((p) => p.id)).not.toContain(created.body.id);
  });

  it('a membership ended is refused by the next request, in every process', async () => {
    await addMember(db(), aliceCompany, bob.user.id);
    for (const client of [api, childApi]) {
      expect((await listOf(client, aliceCompany, bob.cookie)).status).toBe(200);
    }
    await db()('company_members').where({ companyId: aliceCompany, userId: bob.user.id }).delete();
    for (const client of [api, childApi]) {
      expect((await listOf(client, aliceCompany, bob.cookie)).status).toBe(404);
      expect((await summaryOf(client, aliceCompany, bob.cookie)).status).toBe(404);
    }
  });

  it('a role taken away or a company deleted is seen by the next request, in every process', async () => {
    const invitations = (client: typeof api, companyId: string) =>
      client.call('listInvitations', { params: { companyId }, cookie: bob.cookie });
    const doomed = await companyOf(alice, 'Doomed Co');
    await addMember(db(), doomed, bob.user.id, 'admin');
    for (const client of [api, childApi]) {
      expect((await invitations(client, doomed)).status).toBe(200);
    }
    await db()('company_members')
      .where({ companyId: doomed, userId: bob.user.id })
      .update({ role: 'member' });
    for (const client of [api, childApi]) {
      expect((await invitations(client, doomed)).status).toBe(403);
      expect((await listOf(client, doomed, bob.cookie)).status).toBe(200);
    }
    await db()('companies').where({ id: doomed }).delete();
    for (const client of [api, childApi]) {
      expect((await listOf(client, doomed, bob.cookie)).status).toBe(404);
    }
  });

  it('never answers 304 or cached data to a user outside the company', async () => {
    const list = await listOf(api, aliceCompany, alice.cookie);
    const foreign = await listOf(api, aliceCompany, bob.cookie, list.headers.get('etag')!);
    expect(foreign.status).toBe(404);
    const summary = await summaryOf(api, aliceCompany, bob.cookie);
    expect(summary.status).toBe(404);
  });
});

describe('the list built by PostgreSQL', () => {
  it('presents every field exactly as the project route does, archived or not', async () => {
    const created = await api.call('createProject', {
      params: { companyId: aliceCompany },
      body: { ...body('Presented alike'), jobsToBeDone: 'Match', notes: null, roi: null },
      cookie: alice.cookie,
    });
    const live = await listOf(api, aliceCompany, alice.cookie);
    const detail = await api.call('getProject', {
      params: { id: created.body.id },
      cookie: alice.cookie,
    });
    expect(live.body.find((p) => p.id === created.body.id)).toEqual(detail.body);
    await api.call('archiveProject', { params: { id: created.body.id }, cookie: alice.cookie });
    const archived = await api.call('listProjects', {
      params: { companyId: aliceCompany },
      query: { archived: true },
      cookie: alice.cookie,
    });
    const archivedDetail = await api.call('getProject', {
      params: { id: created.body.id },
      cookie: alice.cookie,
    });
    expect(archivedDetail.body.archivedAt).not.toBeNull();
    expect(archived.body.find((p) => p.id === created.body.id)).toEqual(archivedDetail.body);
  });
});

describe('caches keyed by the data version', () => {
  it('two companies at the same data version each get their own summary and list', async () => {
    // Bring both companies to the same version: one project each from a fresh company.
    const carol = await signUpAndGetCookie(own.server.baseUrl);
    const dave = await signUpAndGetCookie(own.server.baseUrl);
    const carolCompany = await companyOf(carol, 'Carol Co');
    const daveCompany = await companyOf(dave, 'Dave Co');
    await api.call('createProject', {
      params: { companyId: carolCompany },
      body: { ...body('Carol project'), initialCosts: '5000.00' },
      cookie: carol.cookie,
    });
    await api.call('createProject', {
      params: { companyId: daveCompany },
      body: { ...body('Dave project'), initialCosts: '7000.00' },
      cookie: dave.cookie,
    });
    const carolSummary = await summaryOf(api, carolCompany, carol.cookie);
    const daveSummary = await summaryOf(api, daveCompany, dave.cookie);
    const carolList = await listOf(api, carolCompany, carol.cookie);
    const daveList = await listOf(api, daveCompany, dave.cookie);
    expect(carolList.body.map((p) => p.name)).toEqual(['Carol project']);
    expect(daveList.body.map((p) => p.name)).toEqual(['Dave project']);
    expect(carolSummary.body).toEqual(summarizePortfolio(carolList.body));
    expect(daveSummary.body).toEqual(summarizePortfolio(daveList.body));
    expect(carolSummary.body.totalInvestment).not.toBe(daveSummary.body.totalInvestment);
  });

  it('a write then a read sees the write, in the summary and in X-Total-Count', async () => {
    const summary = await summaryOf(api, bobCompany, bob.cookie);
    const list = await listOf(api, bobCompany, bob.cookie);
    await api.call('createProject', {
      params: { companyId: bobCompany },
      body: body('Fraud signals'),
      cookie: bob.cookie,
    });
    const after = await summaryOf(api, bobCompany, bob.cookie);
    expect(after.body.totalProjects).toBe(summary.body.totalProjects + 1);
    const listAfter = await listOf(api, bobCompany, bob.cookie);
    expect(Number(listAfter.headers.get('x-total-count'))).toBe(
      Number(list.headers.get('x-total-count')) + 1,
    );
    expect(after.body).toEqual(summarizePortfolio(listAfter.body));
  });

  it('reads a list page once per data version, and again after a write', async () => {
    const first = await listOf(api, bobCompany, bob.cookie);
    await watchQueries(db(), async (statements) => {
      const again = await listOf(api, bobCompany, bob.cookie);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(statements.filter((sql) => sql.includes('"projects"'))).toEqual([]);
      await api.call('createProject', {
        params: { companyId: bobCompany },
        body: body('Churn forecast'),
        cookie: bob.cookie,
      });
      statements.length = 0;
      const after = await listOf(api, bobCompany, bob.cookie);
      expect(after.body.map((p) => p.name)).toContain('Churn forecast');
      expect(statements.some((sql) => sql.includes('"projects"'))).toBe(true);
    });
  });

  it('a write through one BFF process is seen at once through another', async () => {
    // Both processes have the summary and the count cached before the write.
    const read = async (client: typeof api) => ({
      summary: (await summaryOf(client, bobCompany, bob.cookie)).body as PortfolioSummary,
      list: await listOf(client, bobCompany, bob.cookie),
    });
    const ownBefore = await read(api);
    const childBefore = await read(childApi);
    expect(childBefore.summary).toEqual(ownBefore.summary);

    const created = await childApi.call('createProject', {
      params: { companyId: bobCompany },
      body: body('Written through the other process'),
      cookie: bob.cookie,
    });
    expect(created.status, created.text).toBe(201);
    const ownAfter = await read(api);
    expect(ownAfter.summary.totalProjects).toBe(ownBefore.summary.totalProjects + 1);
    expect(ownAfter.list.body.map((p: Project) => p.id)).toContain(created.body.id);
    expect(ownAfter.list.headers.get('x-total-count')).toBe(
      String(ownBefore.summary.totalProjects + 1),
    );

    await api.call('archiveProject', { params: { id: created.body.id }, cookie: bob.cookie });
    const childAfter = await read(childApi);
    expect(childAfter.summary.totalProjects).toBe(ownBefore.summary.totalProjects);
    expect(
      (await summaryOf(childApi, bobCompany, bob.cookie, ownAfter.list.headers.get('etag')!))
        .status,
    ).toBe(200);
  });
});
