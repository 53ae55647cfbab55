/**
 * `npm run bench`: the BFF's speed on a large portfolio, measured, not asserted in unit tests.
 * Loads 50,000 projects for one company into a fresh PostgreSQL database, then drives the
 * endpoints a dashboard and a project table call with autocannon on loopback and prints
 * requests per second, p99 latency and the server's memory, against the targets below.
 * Exits non-zero when a target is missed, so a regression is visible.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { measureEmbedBudget } from './embed-budget.ts';
import { buildPath, routes } from '@portfolio/contracts';
import { createApp } from '../bff/src/app.ts';
import { createLogger } from '../bff/src/logger.ts';
import { createTestConfig } from '../bff/src/testing/config.ts';
import { createTestDb } from '../bff/src/testing/db.ts';
import { createCompany } from '../bff/src/testing/factories.ts';
import { signInAndGetCookie } from '../bff/src/testing/auth.ts';
import { createUser } from '../bff/src/testing/factories.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

interface Case {
  name: string;
  path: string;
  /**
   * On a 2-core machine with 10 concurrent users: p99 is what a person feels (a table page within
   * 300 ms); the req/s floor catches a query that stopped using its index.
   */
  target: { rps: number; p99: number };
}

const DEPARTMENTS = [
  'Customer Service',
  'Operations',
  'Marketing',
  'Sales',
  'Finance',
  'HR',
  'IT',
  'Legal',
  'R&D',
  'Product',
];
const STATUSES = ['planning', 'in_progress', 'active', 'completed', 'on_hold'];
const COMPLIANCE = ['compliant', 'in_review', 'not_applicable', 'non_compliant'];

async function main() {
  const testDb = await createTestDb();
  const db = testDb.knex;
  try {
    const owner = await createUser(db, { password: 'bench-password-1' });
    const { company } = await createCompany(db, { owner });
    console.log(`loading ${PROJECTS.toLocaleString('en-US')} projects…`);
    // Generated in SQL: a 50,000-row insert from JavaScript would measure the loader, not the BFF.
    await db.raw(
      `insert into projects (company_id, name, problem_statement, department, business_owner,
         initial_costs, running_costs, expected_return, roi, status, eu_ai_act_status, gdpr_status,
         dora_status, created_by, created_at)
       select ?, 'Project ' || g, 'Automate workflow number ' || g || ' with a language model',
         (?::text[])[1 + g % 10], 'Owner ' || (g % 97),
         (g % 500) * 1000, (g % 50) * 100, (g % 700) * 1000, (g % 400) - 50,
         (?::text[])[1 + g % 5], (?::text[])[1 + g % 4], (?::text[])[1 + (g / 4) % 4],
         (?::text[])[1 + (g / 16) % 4], ?, now() - (g || ' minutes')::interval
       from generate_series(1, ?) as g`,
      [company.id, DEPARTMENTS, STATUSES, COMPLIANCE, COMPLIANCE, COMPLIANCE, owner.id, PROJECTS],
    );
    await db.raw('analyze projects');

    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = createTestConfig({ publicUrl: baseUrl });
    server.on(
      'request',
      createApp({ config, db, logger: createLogger({ level: 'silent' }) }).callback(),
    );
    const { cookie } = await signInAndGetCookie(baseUrl, owner.email, 'bench-password-1');

    const list = buildPath(routes.listProjects.path, { companyId: company.id });
    const cases: Case[] = [
      { name: 'health (floor)', path: '/healthz', target: { rps: 3000, p99: 50 } },
      { name: 'project page of 100', path: `${list}?limit=100`, target: { rps: 80, p99: 300 } },
      {
        name: 'page 100, filtered by status',
        path: `${list}?limit=100&status=active`,
        target: { rps: 80, p99: 300 },
      },
      {
        name: 'page 100, sorted by investment',
        path: `${list}?limit=100&sort=-investment`,
        target: { rps: 20, p99: 800 },
      },
      {
        name: 'search "workflow number 4999"',
        path: `${list}?limit=100&q=workflow%20number%204999`,
        target: { rps: 10, p99: 2000 },
      },
      {
        name: 'portfolio summary (SQL aggregates)',
        path: buildPath(routes.getPortfolioSummary.path, { companyId: company.id }),
        target: { rps: 10, p99: 1500 },
      },
    ];

    const rows: string[][] = [];
    let missed = 0;
    for (const c of cases) {
      const result = await autocannon({
        url: `${baseUrl}${c.path}`,
        connections: 10,
        duration: SECONDS,
        headers: { cookie },
      });
      const ok = result.non2xx === 0 && result.errors === 0;
      const rps = Math.round(result.requests.average);
      const p99 = result.latency.p99;
      const pass = ok && rps >= c.target.rps && p99 <= c.target.p99;
      if (!pass) missed += 1;
      rows.push([
        c.name,
        String(rps),
        `${p99} ms`,
        `≥${c.target.rps} / ≤${c.target.p99} ms`,
        ok ? (pass ? 'ok' : 'MISSED') : `ERRORS (${result.non2xx} non-2xx)`,
      ]);
    }
    const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
    rows.push([
      'server process memory (rss)',
      '',
      `${rss} MiB`,
      '≤ 512 MiB',
      rss <= 512 ? 'ok' : 'MISSED',
    ]);
    if (rss > 512) missed += 1;

    const header = ['case', 'req/s', 'p99', 'target', 'result'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    console.log(
      `\n${PROJECTS.toLocaleString('en-US')} projects, 10 connections, ${SECONDS} s per case\n`,
    );
    console.log(line(header));
    for (const r of rows) console.log(line(r));

    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    if (missed > 0) {
      console.error(`\n${missed} target(s) missed`);
      process.exitCode = 1;
    }
  } finally {
    await testDb.destroy();
  }
}

main()
  .then(async () => {
    if (!(await measureEmbedBudget()).met) process.exitCode = 1;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
