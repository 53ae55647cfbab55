import { buildPath, routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { REPORTING_LIMITS_DEFAULT } from '../../config.ts';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { createCompanyAs, type ContractClient } from '../../testing/contract-client.ts';
import { addMember } from '../../testing/factories.ts';
import { callMcpTool, connectMcp } from '../../testing/mcp-client.ts';
import { setupTwoProcesses } from '../../testing/two-processes.ts';
import { EXPORT_SLOT } from './limits.ts';

// Two BFF processes on one database (this one and a spawned one, default limits): a person who
// spreads report runs or exports over both still gets one allowance, and one company's exports
// running at once are capped in both together while another company's go through.
const own = setupTwoProcesses();
const { api, childApi, db } = own;
const { runsPerMinute, exportsPerMinute, exportsPerCompany } = REPORTING_LIMITS_DEFAULT;

async function companyOf(owner: SignedIn, name: string, member?: SignedIn) {
  const id = await createCompanyAs(api, owner, name);
  if (member) await addMember(db(), id, member.user.id, 'member');
  return id;
}

/** A new company with its owner (an admin) and a member, both signed in. */
async function ownerAndMember(name: string) {
  const [owner, member] = await Promise.all([
    signUpAndGetCookie(own.server.baseUrl),
    signUpAndGetCookie(own.server.baseUrl),
  ]);
  return { owner, member, companyId: await companyOf(owner, name, member) };
}

const clientOf = (i: number): ContractClient => (i % 2 === 0 ? api : childApi);

function expectLimited(
  response: { status: number; error: { code?: string; message: string }; headers: Headers },
  message: RegExp,
) {
  expect(response.status).toBe(429);
  expect(response.error.code).toBe('rate_limited');
  expect(response.error.message).toMatch(message);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('report runs', () => {
  it('are limited per person, counted by every process together', async () => {
    const { owner: alice, member: bob, companyId } = await ownerAndMember('Runs');
    const run = (client: ContractClient, who: SignedIn) =>
      client.call('runReport', {
        params: { companyId },
        cookie: who.cookie,
        body: { columns: ['name'] },
      });
    for (let i = 0; i < runsPerMinute; i++) {
      const response = await run(clientOf(i), alice);
      expect(response.status, response.text).toBe(200);
    }
    expectLimited(
      await run(childApi, alice),
      /^You have run too many reports\. Please try again in \d+ (second|minute)s?\.$/,
    );
    expectLimited(await run(api, alice), /too many reports/);
    // Another person of the same company runs on.
    expect((await run(childApi, bob)).status).toBe(200);
  });
});

describe('report runs through the MCP server', () => {
  it('are limited per API token, counted by every process together', async () => {
    const { owner, companyId } = await ownerAndMember('Assistant runs');
    const { body } = await api.ok('createApiToken', {
      params: { companyId },
      cookie: owner.cookie,
      body: { name: 'Assistant', scope: 'read' },
    });
    const clients = await Promise.all(
      [own.server.baseUrl, own.childUrl()].map((url) => connectMcp(url, body.token)),
    );
    const run = (i: number) =>
      callMcpTool(clients[i % 2]!, 'run_report', { definition: { columns: ['name'] } });
    try {
      for (let i = 0; i < runsPerMinute; i++) expect((await run(i)).error).toBeUndefined();
      expect((await run(0)).error).toMatch(/^You have run too many reports\. Please try again in/);
      expect((await run(1)).error).toMatch(/too many reports/);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });
});

describe('CSV exports', () => {
  it('of projects, saved reports and the activity count together per person, in every process', async () => {
    const { owner: carol, member: dave, companyId } = await ownerAndMember('Exports');
    const saved = await api.ok('createReport', {
      params: { companyId },
      cookie: carol.cookie,
      body: { name: 'Names', visibility: 'shared', definition: { columns: ['name'] } },
    });
    const exports = [
      (client: ContractClient, who: SignedIn) =>
        client.call('exportProjects', { params: { companyId }, cookie: who.cookie }),
      (client: ContractClient, who: SignedIn) =>
        client.call('exportReport', {
          params: { id: saved.body.id },
          query: { format: 'csv' },
          cookie: who.cookie,
        }),
      (client: ContractClient, who: SignedIn) =>
        client.call('exportCompanyAudit', { params: { companyId }, cookie: who.cookie }),
    ];
    for (let i = 0; i < exportsPerMinute; i++) {
      const response = await exports[i % exports.length]!(clientOf(i), carol);
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    }
    for (const [i, exportAs] of exports.entries()) {
      const refused = await exportAs(clientOf(i), carol);
      expectLimited(
        refused,
        /^You have downloaded too many exports\. Please try again in \d+ (second|minute)s?\.$/,
      );
      expect(refused.headers.get('content-disposition')).toBeNull();
    }
    expect((await exports[0]!(childApi, dave)).status).toBe(200);
  });

  it('of one company run a few at once in every process together; another company’s go on', async () => {
    const [erin, frank, gina] = await Promise.all([
      signUpAndGetCookie(own.server.baseUrl),
      signUpAndGetCookie(own.server.baseUrl),
      signUpAndGetCookie(own.server.baseUrl),
    ]);
    const busy = await companyOf(erin, 'Busy', frank);
    const other = await companyOf(gina, 'Other');
    // About 25 MB of CSV: far more than the sockets buffer, so an export nobody reads stays
    // running (and holds its slot) until its reader goes away. Longer than a request may take.
    await db().transaction(async (trx) => {
      await trx.raw('set local statement_timeout = 0');
      await trx.raw(
        `insert into projects (company_id, created_by, name, problem_statement, department, business_owner, notes)
         select ?, ?, 'Bulk ' || n, 'S', 'IT', 'O', repeat('n', 5000) from generate_series(1, 5000) as n`,
        [busy, erin.user.id],
      );
    });
    const open = (baseUrl: string, who: SignedIn) =>
      fetch(`${baseUrl}${buildPath(routes.exportProjects.path, { companyId: busy })}`, {
        headers: { Cookie: who.cookie },
      });
    const running: Response[] = [];
    for (let i = 0; i < exportsPerCompany; i++) {
      const baseUrl = i % 2 === 0 ? own.server.baseUrl : own.childUrl();
      const response = await open(baseUrl, i === 0 ? frank : erin);
      expect(response.status).toBe(200);
      running.push(response);
    }
    try {
      for (const client of [api, childApi]) {
        const refused = await client.call('exportProjects', {
          params: { companyId: busy },
          cookie: frank.cookie,
        });
        expectLimited(
          refused,
          new RegExp(
            `^Your company already has ${exportsPerCompany} exports being prepared\\. Please try again in ${EXPORT_SLOT.retryAfterSeconds} seconds\\.$`,
          ),
        );
        expect(refused.headers.get('retry-after')).toBe(String(EXPORT_SLOT.retryAfterSeconds));
      }
      const elsewhere = await childApi.call('exportProjects', {
        params: { companyId: other },
        cookie: gina.cookie,
      });
      expect(elsewhere.status).toBe(200);
    } finally {
      await Promise.all(running.map((response) => response.body?.cancel()));
    }
    // The readers went away: their slots are given back (refused attempts cost frank nothing).
    await expect
      .poll(
        async () =>
          (
            await api.request('GET', buildPath(routes.exportProjects.path, { companyId: busy }), {
              cookie: frank.cookie,
            })
          ).status,
        { timeout: 10_000, interval: 250 },
      )
      .toBe(200);
  });
});
