/**
 * `npm run bench`: the BFF's speed at scale, measured side by side with a naive server in one
 * run, on one PostgreSQL database, over loopback with autocannon and 10 connections. Speed is
 * measured here, never asserted in timed unit tests.
 *
 * For each size (10,000, 50,000, 200,000 projects of one company, grown in place) it runs the
 * naive server (`bench/naive-server.ts`) and the BFF (`bench/bff-server.ts`), each in its own
 * process, at once: the list of the 100 newest alternates between them for BENCH_ROUNDS rounds
 * (3) and the round with the median ratio is reported; then every case again on a BFF started
 * with LIST_CACHE_MIB=0 ("BFF, no page cache"), which reads every page from the database, so the
 * first read of a page at a data version is measured too. It prints every case as req/s, p50,
 * p99, the ratio of its req/s to the naive server's and the server's resident memory; it
 * streams the CSV export of every project twice while sampling the server's memory (live heap
 * after forced GCs, heap and rss as they are). The embedded PGlite default is measured at the first size, and
 * the signed-in dashboard in Chromium (bytes of JavaScript over the wire on a first visit, what
 * a second visit fetches again). Results go to `bench/results/<time>.{md,json,svg}`; the
 * targets are printed as met or missed, and the exit code is 1 when one is missed.
 *
 * Environment: BENCH_SIZES (comma-separated, default 10000,50000,200000; empty for the browser
 * cases alone), BENCH_SECONDS per
 * case (5), BENCH_SORT_SECONDS per sort key (3), BENCH_WARMUP_SECONDS before each server's
 * first case (2), BENCH_BROWSER=0 and BENCH_PGLITE=0 to leave
 * those out, BENCH_CPU_PROF=1 to write the BFF's CPU profiles to bench/profiles/, BENCH_CASES
 * (comma-separated, e.g. `list 100 newest,export`) to run only the BFF cases whose name starts
 * with one of them (`export` is the CSV export); the naive server always runs.
 *
 * `npm run bench -- --only=<parts>` runs only the named parts (comma-separated): `server` (the
 * sizes above: naive server, BFF, CSV export), `pglite`, `dashboard`, `embed` and `typing` (the
 * project table's search as you type at 50,000 projects, `bench/typing.ts`), `fanout` (200
 * company event streams on two BFF processes, `bench/fan-out.ts`) and `history` (project
 * updates with and without the history, `bench/history-cost.ts`), `capacity` (the capacity
 * view of 300 people × 12 months against a naive server, `bench/capacity.ts`) and `webhooks`
 * (1,000 events to 5 endpoints, with and without a BFF restart, `bench/webhooks.ts`),
 * `timeline` (the portfolio timeline of 2,000 projects: its route against a naive one, and in
 * Chromium its rows and a drag, `bench/timeline.ts`) and `reports` (a grouped custom report over
 * 50,000 projects against a naive server, `bench/reports.ts`) and `summary` (the dashboard's
 * summary right after a write at 50,000 and 200,000 projects, a herd of 50 over two processes,
 * 200 streams' memory, and in Chromium a burst of 50 writes, `bench/summary.ts`); only the
 * targets of the parts that ran are checked. `npm run bench -- --only=typing` measures the typing alone.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPath, isOneOf, PROJECT_SORTS, routes } from '@portfolio/contracts';
import { REPO_ROOT } from '../bff/src/config.ts';
import { createDb, destroyDb } from '../bff/src/db/knex.ts';
import { migrateLatest } from '../bff/src/db/migrate.ts';
import { signInAndGetCookie } from '../bff/src/testing/auth.ts';
import { createTestDb } from '../bff/src/testing/db.ts';
import { measureDashboard, type DashboardFigures } from './browser.ts';
import { measureEmbedBudget, type EmbedBudget } from './embed-budget.ts';
import { FANOUT_STREAMS, FANOUT_TARGET, measureFanOut, type FanOutFigures } from './fan-out.ts';
import { HISTORY_TARGET, measureHistoryCost, type HistoryCostFigures } from './history-cost.ts';
import { CAPACITY_TARGET, measureCapacity, type CapacityFigures } from './capacity.ts';
import { REPORT_TARGET, measureReports, type ReportBenchFigures } from './reports.ts';
import {
  measureSummary,
  measureSummaryInBrowser,
  summaryTargets,
  type SummaryBrowserFigures,
  type SummaryFigures,
} from './summary.ts';
import {
  measureTimelineBrowser,
  measureTimelineServer,
  TIMELINE_DRAG_TARGET,
  TIMELINE_PROJECTS,
  TIMELINE_ROWS_TARGET,
  TIMELINE_SERVER_TARGET,
  type TimelineBrowserFigures,
  type TimelineServerFigures,
} from './timeline.ts';
import { measureTyping, TYPING_PROJECTS, TYPING_TARGET, type TypingFigures } from './typing.ts';
import { measureWebhookDelivery, WEBHOOK_TARGET, type WebhookFigures } from './webhooks.ts';
import {
  BENCH_PASSWORD,
  addProjects,
  keptFiguresCurrent,
  loadingDb,
  seedPortfolio,
} from './seed.ts';
import {
  answerText,
  BENCH_DIR,
  CONNECTIONS,
  SECONDS,
  WARMUP_SECONDS,
  ROUNDS,
  load,
  startServer,
  type Load,
  type Server,
} from './server-process.ts';
import { writeReport, type CaseResult, type Report, type TargetResult } from './report.ts';

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '10000,50000,200000').split(',').filter(Boolean).map(Number);
const SORT_SECONDS = Number(env.BENCH_SORT_SECONDS ?? 3);
const ONLY = env.BENCH_CASES?.split(',').filter(Boolean);
const selected = (name: string) => !ONLY || ONLY.some((prefix) => name.startsWith(prefix));
const PARTS = [
  'server',
  'pglite',
  'dashboard',
  'embed',
  'typing',
  'fanout',
  'history',
  'capacity',
  'webhooks',
  'timeline',
  'reports',
  'summary',
] as const;
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const ONLY_PARTS = onlyArg?.slice('--only='.length).split(',').filter(Boolean);
const unknownPart = ONLY_PARTS?.find((part) => !isOneOf(PARTS, part));
if (unknownPart) {
  console.error(`--only: unknown part "${unknownPart}" (parts: ${PARTS.join(', ')})`);
  process.exit(2);
}
const runs = (part: (typeof PARTS)[number]) => !ONLY_PARTS || ONLY_PARTS.includes(part);

/**
 * Streams the export once while sampling the server's memory: resident memory, the JS heap and
 * the young generation's size as they are every 50 ms (garbage not yet collected included: what
 * the process reserves), and every 500 ms the live heap, read after a forced garbage collection
 * (what is still referenced: it grows with the export's size only if the export holds on to
 * rows). Those collections slow the export a little.
 */
async function streamExport(server: Server, url: string, cookie: string) {
  const liveHeap = async () => (await server.memory(true))?.heapUsed ?? null;
  const liveBefore = await server.memory(true);
  const heapLiveBefore = liveBefore?.heapUsed ?? null;
  const newSpaceBefore = liveBefore?.newSpace ?? null;
  const before = server.rss();
  let peak = before ?? 0;
  let heapPeak = (await server.memory())?.heapUsed ?? 0;
  let heapLivePeak = heapLiveBefore ?? 0;
  let newSpacePeak = newSpaceBefore ?? 0;
  let sampling = Promise.resolve();
  let ticks = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rss() ?? 0);
    // One request to the server at a time: its answers are told apart by order only.
    const live = ++ticks % 10 === 0;
    sampling = sampling.then(async () => {
      const memory = await server.memory(live);
      const heap = memory?.heapUsed ?? 0;
      if (live) heapLivePeak = Math.max(heapLivePeak, heap);
      else heapPeak = Math.max(heapPeak, heap);
      newSpacePeak = Math.max(newSpacePeak, memory?.newSpace ?? 0);
    });
  }, 50);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await sampling;
  return {
    status: response.status,
    seconds,
    mib: bytes / 1024 / 1024,
    lines,
    rssBefore: before,
    rssPeak: peak,
    heapPeak,
    heapLiveBefore,
    heapLivePeak,
    heapLiveAfter: await liveHeap(),
    newSpaceBefore,
    newSpacePeak,
  };
}

const pad = (text: string, width: number) => text.padEnd(width);
function printCase(c: CaseResult) {
  const ratio = c.ratio === null ? '' : `${c.ratio.toFixed(2)}×`;
  console.log(
    `  ${pad(c.name, 34)} ${pad(String(c.rps), 7)} req/s  p50 ${pad(`${c.p50} ms`, 8)} p99 ${pad(`${c.p99} ms`, 9)} ${pad(ratio, 7)} rss ${c.rssMiB ?? '?'} MiB${c.failed ? `  FAILED ×${c.failed}` : ''}`,
  );
}

async function measureBff(options: {
  label: string;
  size: number;
  server: Server;
  companyId: string;
  cookie: string;
  /** The naive server of the same database, compared with (none for PGlite). */
  naive: Server | null;
  sorts: boolean;
}): Promise<CaseResult[]> {
  const { server, naive, companyId, cookie } = options;
  const list = buildPath(routes.listProjects.path, { companyId });
  const summary = buildPath(routes.getPortfolioSummary.path, { companyId });
  const cases: Array<{ name: string; path: string; seconds: number; revalidate?: true }> = [
    { name: 'list 100 newest', path: `${list}?limit=100`, seconds: SECONDS },
    {
      name: 'list 100 newest, If-None-Match',
      path: `${list}?limit=100`,
      seconds: SECONDS,
      revalidate: true,
    },
    { name: 'list filtered by status', path: `${list}?limit=100&status=active`, seconds: SECONDS },
    { name: 'portfolio summary', path: summary, seconds: SECONDS },
    {
      name: 'search q=workflow number 4999',
      path: `${list}?limit=100&q=workflow%20number%204999`,
      seconds: SECONDS,
    },
  ];
  if (options.sorts) {
    for (const sort of PROJECT_SORTS) {
      cases.push({
        name: `sort ${sort}`,
        path: `${list}?limit=100&sort=${sort}`,
        seconds: SORT_SECONDS,
      });
    }
  }
  // The first seconds of a fresh process (JIT, module loading, pool growth) are not measured.
  const [list100, ...others] = cases;
  const listCase = { ...list100!, url: `${server.baseUrl}${list100!.path}` };
  if (naive) await load(naive.baseUrl, {}, WARMUP_SECONDS);
  await load(listCase.url, { cookie }, WARMUP_SECONDS);
  const results: CaseResult[] = [];
  const caseResult = (name: string, r: Load, rps: number | null, on: Server): CaseResult => ({
    server: on === naive ? 'naive' : options.label,
    size: options.size,
    name,
    ...r,
    ratio: rps ? r.rps / rps : null,
    rssMiB: on.rss(),
  });
  let naiveRps: number | null = null;
  const listSelected = selected(listCase.name);
  if (naive) {
    // Other processes load the machine unevenly: the naive server and the BFF's list take
    // turns, and the round with the median ratio is reported, both figures from its moments.
    const rounds: Array<{ naive: Load; bff?: Load }> = [];
    for (let i = 0; i < (listSelected ? ROUNDS : 1); i++) {
      const round: { naive: Load; bff?: Load } = { naive: await load(naive.baseUrl, {}, SECONDS) };
      if (listSelected) round.bff = await load(listCase.url, { cookie }, listCase.seconds);
      rounds.push(round);
      if (listSelected) {
        console.log(
          `  round ${i + 1}: naive ${round.naive.rps} req/s, BFF ${round.bff!.rps} req/s (${(round.bff!.rps / round.naive.rps).toFixed(2)}×)`,
        );
      }
    }
    const ratio = (r: (typeof rounds)[number]) => (r.bff?.rps ?? 0) / r.naive.rps;
    const median = rounds.sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)]!;
    naiveRps = median.naive.rps;
    // The naive server's row is reported once per size, with the shipped BFF's rounds.
    if (options.label !== UNCACHED) {
      results.push(caseResult('list 100 newest', median.naive, naiveRps, naive));
    }
    if (median.bff) results.push(caseResult(listCase.name, median.bff, naiveRps, server));
    results.forEach(printCase);
  }
  const rest = naive ? others : cases;
  for (const c of rest.filter((c) => selected(c.name))) {
    const headers: Record<string, string> = { cookie };
    if (c.revalidate) {
      const first = await fetch(`${server.baseUrl}${c.path}`, { headers });
      const etag = first.headers.get('etag');
      await first.arrayBuffer();
      if (etag) headers['if-none-match'] = etag;
    }
    const r = await load(`${server.baseUrl}${c.path}`, headers, c.seconds);
    const result: CaseResult = {
      ...caseResult(c.name, r, naiveRps, server),
      note: c.revalidate && !headers['if-none-match'] ? 'no ETag: answered 200' : undefined,
    };
    printCase(result);
    results.push(result);
  }
  return results;
}

async function measurePglite(size: number): Promise<CaseResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  try {
    const db = createDb({ database: { client: 'pglite', dir } });
    await migrateLatest(db);
    const { company, owner } = await seedPortfolio(db, size);
    await destroyDb(db);
    const server = await startServer('bff-server.ts', { DATABASE_URL: '', PGLITE_DIR: dir });
    try {
      const { cookie } = await signInAndGetCookie(server.baseUrl, owner.email, BENCH_PASSWORD);
      return await measureBff({
        label: 'BFF on PGlite',
        size,
        server,
        companyId: company.id,
        cookie,
        naive: null,
        sorts: false,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The BFF started with LIST_CACHE_MIB=0: every list page read from the database. */
const UNCACHED = 'BFF, no page cache';

/** The signed-in dashboard's JavaScript over the wire on a first visit (compressed), in KiB. */
const DASHBOARD_JS_KIB = 180;

/** Live heap an export may hold beyond what the server held before it: about one batch. */
const EXPORT_LIVE_HEAP_MIB = 16;
/** Resident memory a second export in a row may add, at every size: as the live heap's limit. */
const EXPORT_RSS_MIB = 16;

/** What the parts measured, as the report keeps it (null: the part did not run). */
type MeasuredParts = Required<
  Omit<
    Report,
    'startedAt' | 'node' | 'connections' | 'seconds' | 'sortSeconds' | 'sizes' | 'targets'
  >
>;

function checkTargets(parts: MeasuredParts): TargetResult[] {
  const { cases, exports, timeline } = parts;
  const find = (server: string, size: number, name: string) =>
    cases.find((c) => c.server === server && c.size === size && c.name === name);
  const targets: TargetResult[] = [];
  const bff = (size: number, name: string) => find('BFF', size, name);
  const list = bff(10_000, 'list 100 newest');
  const listUncached = find(UNCACHED, 10_000, 'list 100 newest');
  targets.push({
    target: 'list of the 100 newest of 10,000: ≥ 1.0× the naive server',
    measured:
      list?.ratio != null
        ? `${list.ratio.toFixed(2)}× (${list.rps} req/s); without the page cache ${listUncached?.ratio?.toFixed(2) ?? '?'}×`
        : null,
    met: !!list && !list.failed && (list.ratio ?? 0) >= 1,
  });
  const p99Target = (name: string, label: string, limit: number) => {
    const c = bff(50_000, name);
    const uncached = find(UNCACHED, 50_000, name);
    targets.push({
      target: `${label}, 50,000: p99 < ${limit} ms`,
      measured: c ? `p99 ${c.p99} ms; without the page cache p99 ${uncached?.p99 ?? '?'} ms` : null,
      met: !!c && !c.failed && c.p99 < limit,
    });
  };
  p99Target('portfolio summary', 'portfolio summary', 50);
  p99Target('search q=workflow number 4999', 'search q=', 100);
  for (const sort of PROJECT_SORTS) p99Target(`sort ${sort}`, `sort=${sort}`, 100);
  // The live heap is held to its limit on both runs at 200,000; rss on the second run at every
  // size (the first also holds V8 regrowing the young generation it shrank while idle).
  const largest = exports.filter((e) => e.size === 200_000);
  const helds = largest.map((e) =>
    e.heapLiveBefore === null ? null : e.heapLivePeak - e.heapLiveBefore,
  );
  const held = helds.includes(null) ? null : Math.max(...(helds as number[]));
  const growths = (run: 'first' | 'second') =>
    exports
      .filter((e) => e.run === run)
      .map((e) => `+${e.growthMiB ?? '?'}`)
      .join('/');
  const again = exports.filter((e) => e.run === 'second');
  targets.push({
    target: `CSV export of 200,000 streams with flat memory: live JS heap +≤ ${EXPORT_LIVE_HEAP_MIB} MiB (after forced GCs); rss +≤ ${EXPORT_RSS_MIB} MiB at every size (second export in a row)`,
    measured: largest.length
      ? `+${held ?? '?'} MiB live heap; rss ${growths('second')} MiB at ${again.map((e) => e.size.toLocaleString('en-US')).join('/')} (first export after idle ${growths('first')} MiB)`
      : null,
    met:
      largest.length > 0 &&
      largest.every((e) => e.status === 200) &&
      held !== null &&
      held <= EXPORT_LIVE_HEAP_MIB &&
      again.length > 0 &&
      again.every((e) => e.growthMiB !== null && e.growthMiB <= EXPORT_RSS_MIB),
  });
  /** The target of a part that may not have run (null): measured, and met, only if it ran. */
  const partTarget = <T>(
    target: string,
    figures: T | null,
    measured: (f: T) => string,
    met: (f: T) => boolean,
  ) =>
    targets.push({
      target,
      measured: figures ? measured(figures) : null,
      met: !!figures && met(figures),
    });
  const itsMet = (figures: { met: boolean }) => figures.met;
  partTarget(
    `signed-in dashboard, first visit: ≤ ${DASHBOARD_JS_KIB} KiB of JS over the wire`,
    parts.dashboard,
    (d) => `${d.firstVisitJsKiB.toFixed(1)} KiB`,
    (d) => d.firstVisitJsKiB <= DASHBOARD_JS_KIB,
  );
  partTarget(
    'dashboard, second visit: only 304s or nothing for static files',
    parts.dashboard,
    (d) =>
      `${d.secondVisit.downloaded.length} downloaded, ${d.secondVisit.notModified} × 304, ${d.secondVisit.fromCache} from cache`,
    (d) => d.secondVisit.downloaded.length === 0,
  );
  partTarget(
    'first widget on a page of another site: ≤ 150 KiB of JS, data shown ≤ 1 s',
    parts.embed,
    (e) =>
      `${(e.javascriptBytes / 1024).toFixed(1)} KiB (${e.javascriptBytes} bytes), ${e.dataShownMs} ms (median of ${e.visitsMs.join(', ')} ms)`,
    itsMet,
  );
  partTarget(
    TYPING_TARGET,
    parts.typing,
    (t) =>
      `median ${t.medianMs} ms, p90 ${t.p90Ms} ms; the server answered in median ${t.serverMedianMs ?? '?'} ms`,
    itsMet,
  );
  partTarget(
    FANOUT_TARGET,
    parts.fanOut,
    (f) =>
      `all ${f.streams} reached in p99 ${f.allP99Ms} ms (p50 ${f.allP50Ms} ms) over ${f.writes} writes; each stream p99 ${f.p99Ms} ms; lost ${f.lost}, duplicated ${f.duplicated}, out of order ${f.outOfOrder}, unmatched ${f.unmatched}`,
    itsMet,
  );
  partTarget(
    HISTORY_TARGET,
    parts.historyCost,
    (h) => `${h.costPercent}%: ${h.withHistory.rps} req/s with, ${h.without.rps} req/s without`,
    itsMet,
  );
  partTarget(
    WEBHOOK_TARGET,
    parts.webhooks,
    (w) =>
      w.cases
        .map(
          (c) => `${c.name}: ${(c.ms / 1000).toFixed(1)} s, lost ${c.lost}, doubled ${c.doubled}`,
        )
        .join('; '),
    itsMet,
  );
  partTarget(
    TIMELINE_SERVER_TARGET,
    timeline.server,
    (ts) =>
      `p99 ${ts.bff.p99} ms, ${ts.bff.rps} req/s (${ts.answerKiB} KiB an answer, ${ts.wireKiB} KiB gzip as sent); the naive timeline p99 ${ts.naive.p99} ms, ${ts.naive.rps} req/s; without the answer cache p99 ${ts.uncached.p99} ms, ${ts.uncached.rps} req/s; on one connection p99 ${ts.oneConnection.p99} ms`,
    itsMet,
  );
  const longTasks = (ms: number[]) => (ms.length ? `${ms.join(', ')} ms` : 'none');
  partTarget(
    TIMELINE_ROWS_TARGET,
    timeline.browser,
    (tb) =>
      `${tb.rowsMs.join(', ')} ms; ${tb.baseline.projects} projects: ${tb.baseline.rowsMs.join(', ')} ms`,
    (tb) => tb.rowsMet,
  );
  partTarget(
    TIMELINE_DRAG_TARGET,
    timeline.browser,
    (tb) =>
      `long tasks: ${longTasks(tb.dragLongTasks)}; ${tb.baseline.projects} projects: ${longTasks(tb.baseline.dragLongTasks)}`,
    (tb) => tb.dragMet,
  );
  /** The BFF's p99 and req/s beside the naive server's, in the round of the median ratio. */
  const againstNaive = (f: { bff: Load; naive: Load; ratio: number }, more = '') =>
    `p99 ${f.bff.p99} ms (${f.bff.rps} req/s, ${f.ratio}× the naive server's ${f.naive.rps} req/s, p99 ${f.naive.p99} ms${more})`;
  partTarget(CAPACITY_TARGET, parts.capacity, (c) => againstNaive(c), itsMet);
  partTarget(
    REPORT_TARGET,
    parts.reports,
    (r) => againstNaive(r, `; no answer cache: p99 ${r.uncached.p99} ms`),
    itsMet,
  );
  // A run of some parts only checks the targets those parts measured.
  return ONLY_PARTS ? targets.filter((t) => t.measured !== null) : targets;
}

async function main() {
  const startedAt = new Date();
  const cases: CaseResult[] = [];
  const exports: Report['exports'] = [];
  const testDb = await createTestDb();
  try {
    const db = loadingDb(testDb.url);
    let seeded: Awaited<ReturnType<typeof seedPortfolio>> | undefined;
    for (const size of runs('server') ? SIZES : []) {
      const t0 = performance.now();
      if (!seeded) seeded = await seedPortfolio(db, size);
      else await addProjects(db, seeded.company.id, seeded.owner.id, size);
      const { company, owner } = seeded;
      console.log(
        `\n${size.toLocaleString('en-US')} projects (loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s), ${CONNECTIONS} connections`,
      );

      // Both servers run at once, each in its own process: the list's rounds alternate them.
      const naive = await startServer('naive-server.ts', {
        DATABASE_URL: testDb.url,
        COMPANY_ID: company.id,
      });
      const server = await startServer('bff-server.ts', { DATABASE_URL: testDb.url });
      try {
        const { cookie } = await signInAndGetCookie(server.baseUrl, owner.email, BENCH_PASSWORD);
        // The growth by SQL bypassed the writing transaction: its first summary read starts the
        // kept figures' rebuild, and the cases measure the portfolio once they are current.
        const summaryPath = buildPath(routes.getPortfolioSummary.path, { companyId: company.id });
        await answerText('GET …/portfolio-summary', `${server.baseUrl}${summaryPath}`, {
          headers: { cookie },
        });
        await keptFiguresCurrent(db, company.id);
        cases.push(
          ...(await measureBff({
            label: 'BFF',
            size,
            server,
            companyId: company.id,
            cookie,
            naive,
            sorts: true,
          })),
        );
        // The same cases with every page read from the database: what a page costs the first
        // time it is read at a data version (the shipped BFF keeps pages it has read).
        const uncached = await startServer('bff-server.ts', {
          DATABASE_URL: testDb.url,
          LIST_CACHE_MIB: '0',
        });
        try {
          console.log(`  ${UNCACHED} (LIST_CACHE_MIB=0):`);
          // Each bench BFF signs cookies with its own secret.
          const signedIn = await signInAndGetCookie(uncached.baseUrl, owner.email, BENCH_PASSWORD);
          cases.push(
            ...(await measureBff({
              label: UNCACHED,
              size,
              server: uncached,
              companyId: company.id,
              cookie: signedIn.cookie,
              naive,
              sorts: true,
            })),
          );
        } finally {
          await uncached.stop();
        }
        if (!selected('export')) continue;
        const url = `${server.baseUrl}${buildPath(routes.exportProjects.path, { companyId: company.id })}`;
        // Twice: this server sat idle while the other one was measured, and V8 shrinks an idle
        // process's young generation (to 1 MiB), so the first export's rss may also hold its regrowth
        // (to 2 × 16 MiB) that any busy request after a pause pays, whatever the export's size.
        // The second, straight after, shows what streaming itself adds. Both are reported.
        for (const run of ['first', 'second'] as const) {
          const e = await streamExport(server, url, cookie);
          const growth = e.rssBefore === null ? null : e.rssPeak - e.rssBefore;
          console.log(
            `  CSV export of every project (${run}): ${e.status}, ${e.lines.toLocaleString('en-US')} lines, ${e.mib.toFixed(1)} MiB in ${e.seconds.toFixed(1)} s\n` +
              `    live JS heap (after a forced GC): ${e.heapLiveBefore} → peak ${e.heapLivePeak} → after ${e.heapLiveAfter} MiB; ` +
              `with garbage not yet collected: peak ${e.heapPeak} MiB; server rss ${e.rssBefore} → peak ${e.rssPeak} MiB (+${growth}); young generation ${e.newSpaceBefore} → peak ${e.newSpacePeak} MiB`,
          );
          exports.push({ size, run, ...e, growthMiB: growth });
        }
      } finally {
        await Promise.all([naive.stop(), server.stop()]);
      }
    }
    await db.destroy();
  } finally {
    await testDb.destroy();
  }

  const size = SIZES[0];
  if (env.BENCH_PGLITE !== '0' && runs('pglite') && size !== undefined) {
    console.log(`\nembedded PGlite, ${size.toLocaleString('en-US')} projects (no targets)`);
    cases.push(...(await measurePglite(size)));
  }

  let dashboard: DashboardFigures | null = null;
  let embed: EmbedBudget | null = null;
  let typing: TypingFigures | null = null;
  const built = existsSync(path.join(REPO_ROOT, 'dist', 'host', 'index.html'));
  if (env.BENCH_BROWSER !== '0' && !built) {
    console.log('\ndist/ is missing: the browser parts are not measured (run `npm run build`)');
  }
  if (env.BENCH_BROWSER !== '0' && built && runs('dashboard')) {
    console.log('\nsigned-in dashboard in Chromium');
    dashboard = await measureDashboard();
    console.log(
      `  first visit: ${dashboard.firstVisitJsKiB.toFixed(1)} KiB of JS over the wire (${dashboard.firstVisitJsDecodedKiB.toFixed(1)} KiB decoded) in ${dashboard.firstVisitScripts} files`,
    );
    for (const file of dashboard.firstVisitFiles) {
      console.log(
        `    ${pad(`${file.kib.toFixed(1)} KiB`, 11)} ${file.encoding ?? 'identity'}  ${file.path}`,
      );
    }
    console.log(
      `  second visit: ${dashboard.secondVisit.notModified} × 304, ${dashboard.secondVisit.fromCache} from cache, downloaded again: ${dashboard.secondVisit.downloaded.join(', ') || 'nothing'}`,
    );
  }

  if (env.BENCH_BROWSER !== '0' && built && runs('embed')) embed = await measureEmbedBudget();

  if (env.BENCH_BROWSER !== '0' && built && runs('typing')) {
    console.log(
      `\nsearch as you type in the project table, ${TYPING_PROJECTS.toLocaleString('en-US')} projects, Chromium`,
    );
    typing = await measureTyping();
    console.log(
      `  ${typing.terms.length} terms × ${typing.samples.length / typing.terms.length} rounds, a key every ${typing.keyDelayMs} ms: ${typing.terms.map((t) => `"${t}"`).join(', ')}\n` +
        `  keystroke → rows on screen   median ${pad(`${typing.medianMs} ms`, 8)} p90 ${pad(`${typing.p90Ms} ms`, 8)} < 150 ms  ${typing.met ? 'met' : 'MISSED'}\n` +
        `  the server's answer          median ${pad(`${typing.serverMedianMs ?? '?'} ms`, 8)} p90 ${typing.serverP90Ms ?? '?'} ms (the table's request for each final query)\n` +
        `  keystroke → request sent     median ${typing.requestLeftMedianMs ?? '?'} ms\n` +
        `  samples: ${typing.samples.join(', ')} ms`,
    );
  }

  let fanOut: FanOutFigures | null = null;
  if (runs('fanout')) {
    console.log(`\ncompany event stream: ${FANOUT_STREAMS} streams on two BFF processes`);
    fanOut = await measureFanOut();
    const f = fanOut;
    console.log(
      `  write sent → event on a stream     p50 ${pad(`${f.p50Ms} ms`, 9)} p99 ${pad(`${f.p99Ms} ms`, 9)} max ${f.maxMs} ms\n` +
        `  write sent → on all ${f.streams} streams     p50 ${pad(`${f.allP50Ms} ms`, 9)} p99 ${pad(`${f.allP99Ms} ms`, 9)} < 250 ms  ${f.met ? 'met' : 'MISSED'}\n` +
        `  the write's own answer             p50 ${pad(`${f.writeP50Ms} ms`, 9)} p99 ${f.writeP99Ms} ms\n` +
        `  lost ${f.lost}, duplicated ${f.duplicated}, streams out of order ${f.outOfOrder}, history rows unmatched ${f.unmatched}; other events of the run (the jobs') ${f.otherEvents}; left in the history's outbox ${f.outboxLeft}`,
    );
  }

  let historyCost: HistoryCostFigures | null = null;
  if (runs('history')) {
    console.log(
      `\nproject updates with and without the history, ${CONNECTIONS} connections, ${SECONDS} s per round`,
    );
    historyCost = await measureHistoryCost();
    const h = historyCost;
    console.log(
      `  with history     ${pad(`${h.withHistory.rps} req/s`, 12)} p50 ${pad(`${h.withHistory.p50} ms`, 8)} p99 ${h.withHistory.p99} ms\n` +
        `  without          ${pad(`${h.without.rps} req/s`, 12)} p50 ${pad(`${h.without.p50} ms`, 8)} p99 ${h.without.p99} ms\n` +
        `  cost ${h.costPercent}% ≤ 25%  ${h.met ? 'met' : 'MISSED'} (history rows written: ${h.rowsWithHistory} for ${h.updatesAnswered} updates answered; without: ${h.rowsWithout})`,
    );
  }

  let capacity: CapacityFigures | null = null;
  if (runs('capacity')) {
    console.log(`\nthe capacity view, ${CONNECTIONS} connections, ${SECONDS} s per round`);
    capacity = await measureCapacity();
    const c = capacity;
    console.log(
      `  ${c.people} people × ${c.months} months, ${c.allocations} allocations, answer ${Math.round(c.answerBytes / 1024)} KiB\n` +
        `  BFF (summed in SQL)   ${pad(`${c.bff.rps} req/s`, 12)} p50 ${pad(`${c.bff.p50} ms`, 8)} p99 ${c.bff.p99} ms\n` +
        `  naive (summed in JS)  ${pad(`${c.naive.rps} req/s`, 12)} p50 ${pad(`${c.naive.p50} ms`, 8)} p99 ${c.naive.p99} ms\n` +
        `  ${c.ratio}× the naive server; p99 < 100 ms  ${c.met ? 'met' : 'MISSED'}`,
    );
  }

  let webhooks: WebhookFigures | null = null;
  if (runs('webhooks')) {
    console.log('\nwebhooks: 1,000 events to 5 endpoints on loopback, through the job runner');
    webhooks = await measureWebhookDelivery();
    for (const c of webhooks.cases) {
      console.log(
        `  ${pad(c.name, 40)} ${pad(`${(c.ms / 1000).toFixed(2)} s`, 9)} ≤ 10 s  ${c.met ? 'met' : 'MISSED'}` +
          ` (first delivery after ${c.firstMs} ms; writing the events before the clock ${c.writeMs} ms${c.restartMs !== null ? `, stop ${c.stopMs} ms and start again ${c.restartMs} ms` : ''}; received ${c.received} of ${c.expected}, lost ${c.lost}, doubled ${c.doubled})`,
      );
    }
  }

  const timeline: { server: TimelineServerFigures | null; browser: TimelineBrowserFigures | null } =
    { server: null, browser: null };
  if (runs('timeline')) {
    console.log(
      `\nportfolio timeline, ${TIMELINE_PROJECTS.toLocaleString('en-US')} projects: GET …/timeline against a naive timeline, ${CONNECTIONS} connections, ${SECONDS} s per round`,
    );
    timeline.server = await measureTimelineServer();
    const t = timeline.server;
    console.log(
      `  ${t.projects} projects, ${t.milestones} milestones, ${t.dependencies} dependencies: ${t.answerKiB} KiB an answer (${t.wireKiB} KiB gzip as sent)\n` +
        `  BFF      ${pad(`${t.bff.rps} req/s`, 12)} p50 ${pad(`${t.bff.p50} ms`, 8)} p99 ${t.bff.p99} ms < 100 ms  ${t.met ? 'met' : 'MISSED'}\n` +
        `  naive    ${pad(`${t.naive.rps} req/s`, 12)} p50 ${pad(`${t.naive.p50} ms`, 8)} p99 ${t.naive.p99} ms`,
    );
    if (env.BENCH_BROWSER !== '0' && built) {
      console.log('\nportfolio timeline in Chromium');
      timeline.browser = await measureTimelineBrowser();
      const b = timeline.browser;
      console.log(
        `  data → rows on screen   ${b.rowsMs.join(', ')} ms < 1000 ms  ${b.rowsMet ? 'met' : 'MISSED'} (${b.baseline.projects} projects: ${b.baseline.rowsMs.join(', ')} ms)\n` +
          `  long tasks of a drag    ${b.dragLongTasks.length ? b.dragLongTasks.join(', ') + ' ms' : 'none'}  ${b.dragMet ? 'met' : 'MISSED'} (${b.baseline.projects} projects: ${b.baseline.dragLongTasks.length ? b.baseline.dragLongTasks.join(', ') + ' ms' : 'none'})`,
      );
    }
  }

  let reports: ReportBenchFigures | null = null;
  if (runs('reports')) {
    console.log(
      `\ncustom reports: a grouped report over 50,000 projects against a naive server, ${CONNECTIONS} connections, ${SECONDS} s per round`,
    );
    reports = await measureReports();
    const r = reports;
    console.log(
      `  ${r.projects} projects, ${r.openRisks} open risks, ${r.groups} groups (${r.sameAnswer ? 'same answer as the naive server' : 'ANSWERS DIFFER'})\n` +
        `  BFF (grouped in SQL)   ${pad(`${r.bff.rps} req/s`, 12)} p50 ${pad(`${r.bff.p50} ms`, 8)} p99 ${r.bff.p99} ms\n` +
        `  naive (grouped in JS)  ${pad(`${r.naive.rps} req/s`, 12)} p50 ${pad(`${r.naive.p50} ms`, 8)} p99 ${r.naive.p99} ms\n` +
        `  two groups             ${pad(`${r.twoGroups.rps} req/s`, 12)} p50 ${pad(`${r.twoGroups.p50} ms`, 8)} p99 ${r.twoGroups.p99} ms\n` +
        `  no answer cache        ${pad(`${r.uncached.rps} req/s`, 12)} p50 ${pad(`${r.uncached.p50} ms`, 8)} p99 ${r.uncached.p99} ms (two groups: p50 ${r.uncachedTwoGroups.p50} ms, p99 ${r.uncachedTwoGroups.p99} ms)\n` +
        `  ${r.ratio}× the naive server; p99 < 100 ms  ${r.met ? 'met' : 'MISSED'}`,
    );
  }

  let summary: SummaryFigures | null = null;
  let summaryBrowser: SummaryBrowserFigures | null = null;
  if (runs('summary')) {
    console.log('\nthe dashboard summary while the portfolio is written to');
    summary = await measureSummary();
    if (env.BENCH_BROWSER !== '0' && built) {
      console.log('\nthe dashboard in Chromium during a burst of writes');
      summaryBrowser = await measureSummaryInBrowser();
      const b = summaryBrowser;
      console.log(
        `  ${b.writes} writes in ${b.windowMs / 1000} s: final total shown ${b.finalShownMs === null ? 'never' : `${Math.round(b.finalShownMs)} ms`} after the last write, ${b.summaryRequests} summary requests for ${b.events} events`,
      );
    }
  }

  const parts: MeasuredParts = {
    cases,
    exports,
    dashboard,
    embed,
    typing,
    fanOut,
    historyCost,
    capacity,
    webhooks,
    timeline,
    reports,
    summary,
    summaryBrowser,
  };
  const targets = checkTargets(parts);
  if (runs('summary')) targets.push(...summaryTargets(summary, summaryBrowser));
  console.log('\ntargets');
  for (const t of targets) {
    console.log(`  ${t.met ? 'met   ' : 'MISSED'}  ${t.target} — ${t.measured ?? 'not measured'}`);
  }
  const report: Report = {
    startedAt: startedAt.toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    seconds: SECONDS,
    sortSeconds: SORT_SECONDS,
    sizes: SIZES,
    ...parts,
    targets,
  };
  const resultsDir = path.join(BENCH_DIR, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const written = writeReport(resultsDir, report);
  console.log(`\nwritten: ${written.map((f) => path.relative(REPO_ROOT, f)).join(', ')}`);
  const missed = targets.filter((t) => !t.met).length;
  if (missed > 0) {
    console.error(`${missed} target(s) missed`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
