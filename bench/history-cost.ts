/**
 * What the history costs a write: project updates (`PUT /api/projects/{id}`) per second with the
 * history, as the product is, against the same BFF without it, measured in one run.
 *
 * The baseline: the same `bench/bff-server.ts` on a second database seeded alike, in which the
 * bench (and only the bench, on its own scratch database) adds a `BEFORE INSERT` trigger on
 * `audit_events` that returns NULL: each history row is dropped before it is written, and with
 * it the work its own triggers do (the announcement on `audit_events`, the outbox row). No
 * switch in product code, and everything else a write does stays: the session, the contract's
 * validation, the transaction, the row read under lock for its "before", the update and the
 * company's data version. The baseline still reads the actor's name and sends the (dropped)
 * insert, so the cost measured is that of writing the row and its announcements, a little less
 * than the history's whole share. The naive server (`bench/naive-server.ts`) is no baseline
 * here: it would measure the whole BFF, not the history. Neither server works jobs: what
 * follows a change (risk rules, notifications, from the outbox) runs after the write, in the
 * job runner.
 *
 * Each request changes an audited field of one of 1,000 projects to a value it never had (the
 * field and project vary from request to request, so each update writes a history row; the
 * connections wait on one another only for the company's row, whose data version every write
 * bumps, from the update to the commit, the history's insert included). Both servers run at
 * once; for BENCH_HISTORY_ROUNDS (5) rounds they take one-second turns, BENCH_SECONDS (5) each
 * per round, interleaved so that both meet the machine's load alike, and the round with the
 * median ratio is reported (req/s: the mean of its turns; p99: the worst turn's). The rows
 * written are counted after: one per update with the history, none without.
 */
import { buildPath, routes } from '@portfolio/contracts';
import type autocannon from 'autocannon';
import { signInAndGetCookie } from '../bff/src/testing/auth.ts';
import { createTestDb, type TestDb } from '../bff/src/testing/db.ts';
import { BENCH_PASSWORD, loadingDb, seedPortfolio } from './seed.ts';
import {
  CONNECTIONS,
  SECONDS,
  WARMUP_SECONDS,
  combinedLoads,
  load,
  startServer,
  type Load,
  type Server,
} from './server-process.ts';

const env = process.env;
const PROJECTS = Number(env.BENCH_HISTORY_PROJECTS ?? 10_000);
/** The projects updated, in turn. */
const UPDATED = 1_000;
/** More rounds than the list's: writes wait on the disk, and vary more with the machine's other work. */
const ROUNDS = Number(env.BENCH_HISTORY_ROUNDS ?? 5);
const MAX_COST_PERCENT = 25;
export const HISTORY_TARGET = `writing history costs a project update ≤ ${MAX_COST_PERCENT}% of its throughput`;

export interface HistoryCostFigures {
  projects: number;
  connections: number;
  seconds: number;
  rounds: Array<{ withHistory: Load; without: Load }>;
  /** The round with the median ratio. */
  withHistory: Load;
  without: Load;
  /** 1 − with / without, in %. */
  costPercent: number;
  /** History rows written during the run: with, without (the baseline must have none). */
  rowsWithHistory: number;
  rowsWithout: number;
  /** Updates answered 2xx by the server with the history (warm-up included). */
  updatesAnswered: number;
  met: boolean;
}

/**
 * The updates of one server, from one counter over all its loads: the projects in turn, the
 * fields in turn, values never seen (an update that changes nothing writes no history).
 */
function updates(projectIds: string[]): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'PUT',
      setupRequest: (request) => {
        const i = n++;
        const id = projectIds[i % projectIds.length]!;
        const bodies = [
          { runningCosts: `${100_000 + i}.50` },
          { businessOwner: `Owner of update ${i}` },
          { name: `Project renamed by update ${i}` },
          { expectedReturn: `${2_000_000 + i}.00` },
          { problemStatement: `Automate workflow number ${i}, as changed by the bench` },
        ];
        return {
          ...request,
          path: buildPath(routes.updateProject.path, { id }),
          body: JSON.stringify(bodies[i % bodies.length]),
        };
      },
    },
  ];
}

interface Side {
  db: TestDb;
  server: Server;
  cookie: string;
  requests: autocannon.Request[];
}

async function prepare(history: boolean): Promise<Side> {
  const db = await createTestDb();
  const loading = loadingDb(db.url);
  try {
    const { company, owner } = await seedPortfolio(loading, PROJECTS);
    const projectIds = (
      await loading('projects')
        .where({ company_id: company.id })
        .orderBy('created_at')
        .limit(UPDATED)
        .select('id')
    ).map((row: { id: string }) => row.id);
    if (!history) {
      await loading.raw(`create function bench_without_history() returns trigger
        language plpgsql as $$ begin return null; end $$`);
      await loading.raw(`create trigger bench_without_history before insert on audit_events
        for each row execute function bench_without_history()`);
    }
    const server = await startServer('bff-server.ts', { DATABASE_URL: db.url });
    const { cookie } = await signInAndGetCookie(server.baseUrl, owner.email, BENCH_PASSWORD);
    return { db, server, cookie, requests: updates(projectIds) };
  } catch (error) {
    await db.destroy();
    throw error;
  } finally {
    await loading.destroy();
  }
}

const historyRows = async (side: Side) => {
  const { rows } = (await side.db.knex.raw('select count(*)::int as n from audit_events')) as {
    rows: Array<{ n: number }>;
  };
  return rows[0]!.n;
};

const drive = (side: Side, seconds: number) =>
  load(side.server.baseUrl, { cookie: side.cookie, 'content-type': 'application/json' }, seconds, {
    requests: side.requests,
  });

const describeLoad = (r: Load) => `${r.rps} req/s (p50 ${r.p50} ms, worst p99 ${r.p99} ms)`;

export async function measureHistoryCost(): Promise<HistoryCostFigures> {
  const sides: Side[] = [];
  try {
    const withHistory = await prepare(true);
    sides.push(withHistory);
    const without = await prepare(false);
    sides.push(without);
    const rowsBefore = await Promise.all(sides.map(historyRows));

    // The first seconds of a fresh process (JIT, pool growth) are not measured.
    const answered = [await drive(withHistory, WARMUP_SECONDS)];
    await drive(without, WARMUP_SECONDS);
    const rounds: HistoryCostFigures['rounds'] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Other processes load the machine unevenly, from second to second: each round gives
      // both sides SECONDS one-second turns, interleaved (with, without, without, with, …).
      const slices: Record<'withHistory' | 'without', Load[]> = { withHistory: [], without: [] };
      for (let k = 0; k < 2 * SECONDS; k++) {
        const side = Math.floor((k + 1) / 2) % 2 === 0 ? 'withHistory' : 'without';
        slices[side].push(await drive(side === 'withHistory' ? withHistory : without, 1));
      }
      const round = {
        withHistory: combinedLoads(slices.withHistory),
        without: combinedLoads(slices.without),
      };
      rounds.push(round);
      answered.push(round.withHistory);
      console.log(
        `  round ${i + 1}: with history ${describeLoad(round.withHistory)}, without ${describeLoad(round.without)} (${(100 * (1 - round.withHistory.rps / round.without.rps)).toFixed(1)}% cost)`,
      );
    }
    const ratio = (r: (typeof rounds)[number]) => r.withHistory.rps / r.without.rps;
    const median = [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)]!;
    const rowsAfter = await Promise.all(sides.map(historyRows));
    const rowsWithHistory = rowsAfter[0]! - rowsBefore[0]!;
    const rowsWithout = rowsAfter[1]! - rowsBefore[1]!;
    // Updates cut off when a load ends may still commit: at least one row per answered update.
    const updatesAnswered = answered.reduce((sum, r) => sum + (r.statuses['2xx'] ?? 0), 0);
    const costPercent = Math.round(1000 * (1 - ratio(median))) / 10;
    const failed = rounds.some((r) => r.withHistory.failed > 0 || r.without.failed > 0);
    return {
      projects: PROJECTS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds,
      withHistory: median.withHistory,
      without: median.without,
      costPercent,
      rowsWithHistory,
      rowsWithout,
      updatesAnswered,
      met:
        !failed &&
        rowsWithHistory >= updatesAnswered &&
        updatesAnswered > 0 &&
        rowsWithout === 0 &&
        costPercent <= MAX_COST_PERCENT,
    };
  } finally {
    for (const side of sides) {
      await side.server.stop();
      await side.db.destroy();
    }
  }
}
