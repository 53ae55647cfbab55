/**
 * The company event stream at scale: FANOUT_STREAMS (200) open streams of one company, half on
 * each of two BFF processes on one PostgreSQL database (`bench/bff-server.ts` with
 * `BENCH_JOBS=1`: the app and the job runner, as `npm start` runs them), and project updates
 * made through either process in turn, one at a time, one every FANOUT_INTERVAL_MS. Every
 * write changes another project, so each stream's event for it is known by the project's id.
 *
 * For each write and each stream the clock runs from the moment the bench sends the write's
 * request to the moment the stream's bytes carrying its event reach the bench (one process
 * reads all 200 streams and writes, so both ends read one clock). Reported: over every
 * (write, stream) pair p50/p99, and per write the delay until the last of the 200 received it,
 * p50/p99 over the writes: the target (the issue's "reaches all 200 within 250 ms p99") is held
 * to that one.
 *
 * Nothing lost, nothing twice, in order: each stream must receive each write's event exactly
 * once, the writes' events in the order the writes were made, and, after the run, exactly the
 * company's history rows written meanwhile (also those the jobs wrote, such as `risk.opened`),
 * each once and in the same order as every other stream.
 */
import http from 'node:http';
import { buildPath, routes } from '@portfolio/contracts';
import { createTestDb } from '../bff/src/testing/db.ts';
import { eventStreamParser } from '../bff/src/testing/event-stream-parser.ts';
import { loadingDb, seedPortfolio } from './seed.ts';
import { startSignedInBff, type Server } from './server-process.ts';

const env = process.env;
export const FANOUT_STREAMS = Number(env.BENCH_FANOUT_STREAMS ?? 200);
const WRITES = Number(env.BENCH_FANOUT_WRITES ?? 200);
const INTERVAL_MS = Number(env.BENCH_FANOUT_INTERVAL_MS ?? 100);
/** After the last write: how long every stream may still take before a missing event counts as lost. */
const DRAIN_MS = 5_000;
const TARGET_P99_MS = 250;
export const FANOUT_TARGET = `${FANOUT_STREAMS} event streams on two BFF processes: a write reaches all of them within ${TARGET_P99_MS} ms p99, nothing lost or duplicated`;

export interface FanOutFigures {
  streams: number;
  processes: number;
  writes: number;
  intervalMs: number;
  /** Over every (write, stream) pair: write sent → event received. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Per write, until the last stream received it; p50/p99 over the writes. */
  allP50Ms: number;
  allP99Ms: number;
  /** The write's own answer: request sent → response read. */
  writeP50Ms: number;
  writeP99Ms: number;
  /** (write, stream) pairs that never received the write's event. */
  lost: number;
  /** Events a stream received more than once. */
  duplicated: number;
  /** Streams whose events came in another order than the writes or than another stream's. */
  outOfOrder: number;
  /** History rows of the run a stream never received, or events that match no row (all streams). */
  unmatched: number;
  /** Other events of the run each stream received too (the jobs' own, e.g. risk.opened). */
  otherEvents: number;
  /** History rows the jobs had not yet handed to the history's consumers a second after the run. */
  outboxLeft: number;
  met: boolean;
}

interface Received {
  id: string;
  event: string;
  entityId: string;
  at: number;
}

interface Reader {
  events: Received[];
  ended: boolean;
  close(): void;
}

/**
 * Opens one stream with `node:http` (lighter than fetch for 200 of them) and reads it as the
 * specification's parser does. Resolves once the server has answered, which it does after subscribing the stream.
 */
function openStream(baseUrl: string, path: string, cookie: string, agent: http.Agent) {
  return new Promise<Reader>((resolve, reject) => {
    const events: Received[] = [];
    const request = http.get(
      `${baseUrl}${path}`,
      { agent, headers: { Accept: 'text/event-stream', Cookie: cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const reader: Reader = { events, ended: false, close: () => request.destroy() };
        response.setEncoding('utf8');
        const parse = eventStreamParser();
        response.on('data', (chunk: string) => {
          const at = performance.now();
          for (const fields of parse(chunk)) {
            const data = JSON.parse(fields.data) as { id?: string };
            events.push({ id: fields.id, event: fields.event, entityId: data.id ?? '', at });
          }
        });
        response.on('close', () => (reader.ended = true));
        resolve(reader);
      },
    );
    request.on('error', (error) => reject(error));
  });
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (value: number) => Math.round(value * 10) / 10;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

export async function measureFanOut(): Promise<FanOutFigures> {
  const testDb = await createTestDb();
  const db = loadingDb(testDb.url);
  const servers: Server[] = [];
  const readers: Reader[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const { company, owner } = await seedPortfolio(db, Math.max(WRITES, 1_000));
    const projectIds = (
      await db('projects').where({ company_id: company.id }).orderBy('created_at').select('id')
    ).map((row: { id: string }) => row.id);

    // One session per process.
    const cookies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const env = { DATABASE_URL: testDb.url, BENCH_JOBS: '1' };
      cookies.push((await startSignedInBff(servers, owner.email, env)).cookie);
    }
    const eventsPath = buildPath(routes.streamCompanyEvents.path, { companyId: company.id });
    const { rows: before } = (await db.raw(
      'select coalesce(max(id), 0)::text as id from audit_events where company_id = ?',
      [company.id],
    )) as { rows: Array<{ id: string }> };
    const firstId = BigInt(before[0]!.id);

    // Opened 20 at a time, alternating processes.
    for (let i = 0; i < FANOUT_STREAMS; i += 20) {
      const batch = Array.from({ length: Math.min(20, FANOUT_STREAMS - i) }, (_, j) => {
        const on = (i + j) % 2;
        return openStream(servers[on]!.baseUrl, eventsPath, cookies[on]!, agent);
      });
      readers.push(...(await Promise.all(batch)));
    }
    console.log(
      `  ${readers.length} streams open (${readers.length / 2} on each process); ${WRITES} writes, one every ${INTERVAL_MS} ms, through either process in turn`,
    );

    const writes: Array<{ projectId: string; sentAt: number; answeredAt: number }> = [];
    const started = performance.now();
    for (let k = 0; k < WRITES; k++) {
      const wait = started + k * INTERVAL_MS - performance.now();
      if (wait > 0) await sleep(wait);
      const on = k % 2;
      const projectId = projectIds[k]!;
      const sentAt = performance.now();
      const response = await fetch(
        servers[on]!.baseUrl + buildPath(routes.updateProject.path, { id: projectId }),
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Cookie: cookies[on]! },
          body: JSON.stringify({ businessOwner: `Fan-out owner ${k}` }),
        },
      );
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`write ${k} answered ${response.status}`);
      writes.push({ projectId, sentAt, answeredAt: performance.now() });
    }

    // Until every stream has every write's event, or DRAIN_MS; then a second for the jobs' own.
    const writeOf = new Map(writes.map((write, k) => [write.projectId, k]));
    const missing = (reader: Reader) => {
      const updated = new Set(
        reader.events.filter((e) => e.event === 'project.updated').map((e) => e.entityId),
      );
      return writes.some((w) => !updated.has(w.projectId));
    };
    const drainUntil = performance.now() + DRAIN_MS;
    while (performance.now() < drainUntil && readers.some(missing)) await sleep(50);
    await sleep(1_000);

    const { rows: history } = (await db.raw(
      'select id::text as id from audit_events where company_id = ? and id > ? order by id',
      [company.id, firstId.toString()],
    )) as { rows: Array<{ id: string }> };
    const historyIds = history.map((row) => row.id);
    const { rows: outbox } = (await db.raw('select count(*)::int as n from history_outbox')) as {
      rows: Array<{ n: number }>;
    };
    const known = new Set(historyIds);

    const delays: number[] = [];
    const lastPerWrite = writes.map(() => 0);
    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    let unmatched = 0;
    // The order most streams saw, each event once: every stream must agree with it on the
    // events it has (a lost or repeated one is counted as such, not as disorder).
    const firstSeen = (reader: Reader) => {
      const ids = new Set<string>();
      return reader.events.filter((e) => !ids.has(e.id) && ids.add(e.id));
    };
    const sequences = new Map<string, number>();
    for (const reader of readers) {
      const key = firstSeen(reader)
        .map((e) => e.id)
        .join(',');
      sequences.set(key, (sequences.get(key) ?? 0) + 1);
    }
    const consensus = ([...sequences].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '').split(',');
    for (const reader of readers) {
      const ids = reader.events.map((e) => e.id);
      duplicated += ids.length - new Set(ids).size;
      const seen = new Set(ids);
      unmatched += historyIds.filter((id) => !seen.has(id)).length;
      unmatched += [...seen].filter((id) => !known.has(id)).length;
      const once = firstSeen(reader);
      const order = once
        .filter((e) => e.event === 'project.updated' && writeOf.has(e.entityId))
        .map((e) => writeOf.get(e.entityId)!);
      const inOrder = order.every((k, i) => i === 0 || k > order[i - 1]!);
      const agreed = consensus.filter((id) => seen.has(id));
      const own = once.map((e) => e.id).filter((id) => agreed.includes(id));
      if (!inOrder || own.join(',') !== agreed.join(',')) outOfOrder += 1;
      const byProject = new Map<string, Received[]>();
      for (const e of reader.events) {
        if (e.event !== 'project.updated') continue;
        byProject.set(e.entityId, [...(byProject.get(e.entityId) ?? []), e]);
      }
      writes.forEach((write, k) => {
        const own = byProject.get(write.projectId) ?? [];
        if (own.length === 0) {
          lost += 1;
          return;
        }
        const delay = own[0]!.at - write.sentAt;
        delays.push(delay);
        lastPerWrite[k] = Math.max(lastPerWrite[k]!, delay);
      });
    }
    const otherEvents = Math.max(0, historyIds.length - writes.length);
    const allP99Ms = ms(quantile(lastPerWrite, 0.99));
    const answers = writes.map((w) => w.answeredAt - w.sentAt);
    const clean = lost === 0 && duplicated === 0 && outOfOrder === 0 && unmatched === 0;
    return {
      streams: readers.length,
      processes: servers.length,
      writes: writes.length,
      intervalMs: INTERVAL_MS,
      p50Ms: ms(quantile(delays, 0.5)),
      p99Ms: ms(quantile(delays, 0.99)),
      maxMs: ms(Math.max(...delays)),
      allP50Ms: ms(quantile(lastPerWrite, 0.5)),
      allP99Ms,
      writeP50Ms: ms(quantile(answers, 0.5)),
      writeP99Ms: ms(quantile(answers, 0.99)),
      lost,
      duplicated,
      outOfOrder,
      unmatched,
      otherEvents,
      outboxLeft: outbox[0]!.n,
      met: clean && readers.length === FANOUT_STREAMS && allP99Ms < TARGET_P99_MS,
    };
  } finally {
    for (const reader of readers) reader.close();
    agent.destroy();
    await Promise.all(servers.map((server) => server.stop()));
    await db.destroy();
    await testDb.destroy();
  }
}
