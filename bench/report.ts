import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DashboardFigures } from './browser.ts';
import type { EmbedBudget } from './embed-budget.ts';
import type { FanOutFigures } from './fan-out.ts';
import type { HistoryCostFigures } from './history-cost.ts';
import type { CapacityFigures } from './capacity.ts';
import type { ReportBenchFigures } from './reports.ts';
import type { Load } from './server-process.ts';
import type { SummaryBrowserFigures, SummaryFigures } from './summary.ts';
import type { TimelineBrowserFigures, TimelineServerFigures } from './timeline.ts';
import type { TypingFigures } from './typing.ts';
import type { WebhookFigures } from './webhooks.ts';

export interface CaseResult {
  server: string;
  size: number;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  failed: number;
  /** req/s divided by the naive server's at the same size; null where there is none. */
  ratio: number | null;
  rssMiB: number | null;
  note?: string;
}

export interface TargetResult {
  target: string;
  measured: string | null;
  met: boolean;
}

export interface Report {
  startedAt: string;
  node: string;
  connections: number;
  seconds: number;
  sortSeconds: number;
  sizes: number[];
  cases: CaseResult[];
  exports: Array<{
    size: number;
    /**
     * `first`: right after the server sat idle, so rss may also hold V8 regrowing its young
     * generation; `second`: streamed again at once, what streaming itself holds.
     */
    run: 'first' | 'second';
    status: number;
    seconds: number;
    mib: number;
    lines: number;
    rssBefore: number | null;
    rssPeak: number;
    growthMiB: number | null;
    /** JS heap used (`heapUsed`), MiB, sampled as it is: garbage not yet collected included. */
    heapPeak: number;
    /** JS heap used right after a forced garbage collection, MiB: what is still referenced. */
    heapLiveBefore: number | null;
    heapLivePeak: number;
    heapLiveAfter: number | null;
    /** V8's young generation (new space), MiB: before (after a forced GC) and at its peak. */
    newSpaceBefore: number | null;
    newSpacePeak: number;
  }>;
  dashboard: DashboardFigures | null;
  embed?: EmbedBudget | null;
  /** The project table's search as you type (absent in results written before it was measured). */
  typing?: TypingFigures | null;
  /** The company event stream on two processes (absent in results written before it was measured). */
  fanOut?: FanOutFigures | null;
  /** Project updates with and without the history (likewise). */
  historyCost?: HistoryCostFigures | null;
  capacity?: CapacityFigures | null;
  summary?: SummaryFigures | null;
  summaryBrowser?: SummaryBrowserFigures | null;
  webhooks?: WebhookFigures | null;
  /** The portfolio timeline's route and its page in Chromium (likewise). */
  timeline?: { server: TimelineServerFigures | null; browser: TimelineBrowserFigures | null };
  reports?: ReportBenchFigures | null;
  targets: TargetResult[];
}

const n = (value: number) => value.toLocaleString('en-US');

/** The BFF's and the naive server's load in each round they took turns, as table lines. */
const roundsTable = (rounds: ReadonlyArray<{ bff: Load; naive: Load }>) => [
  '| round | BFF | naive |',
  '|---|---:|---:|',
  ...rounds.map(
    (r, i) =>
      `| ${i + 1} | ${n(r.bff.rps)} req/s (p50 ${r.bff.p50} ms, p99 ${r.bff.p99} ms) | ${n(r.naive.rps)} req/s (p50 ${r.naive.p50} ms, p99 ${r.naive.p99} ms) |`,
  ),
];

function markdown(report: Report): string {
  const out: string[] = [
    `# Bench ${report.startedAt}`,
    '',
    `Node ${report.node}, ${report.connections} connections, ${report.seconds} s per case (${report.sortSeconds} s per sort key), loopback, one PostgreSQL database.`,
    '',
    '## Targets',
    '',
    '| target | measured | result |',
    '|---|---|---|',
    ...report.targets.map(
      (t) => `| ${t.target} | ${t.measured ?? 'not measured'} | ${t.met ? 'met' : '**missed**'} |`,
    ),
    '',
    '## Cases',
    '',
    '| server | projects | case | req/s | × naive | p50 | p99 | rss | answers |',
    '|---|---:|---|---:|---:|---:|---:|---:|---|',
    ...report.cases.map(
      (c) =>
        `| ${c.server} | ${n(c.size)} | ${c.name} | ${n(c.rps)} | ${c.ratio === null ? '' : `${c.ratio.toFixed(2)}×`} | ${c.p50} ms | ${c.p99} ms | ${c.rssMiB ?? '?'} MiB | ${Object.entries(
          c.statuses,
        )
          .filter(([, count]) => count > 0)
          .map(([status, count]) => `${status} ${n(count)}`)
          .join(
            ', ',
          )}${c.failed ? `, failed ${n(c.failed)}` : ''}${c.note ? ` (${c.note})` : ''} |`,
    ),
    '',
    '## CSV export of every project (server memory while streaming)',
    '',
    'Live JS heap: read right after a forced garbage collection (what the export still holds);',
    'JS heap peak and rss: as sampled every 50 ms, garbage not yet collected included.',
    'Each size streams twice: first after the server sat idle (its rss may also hold V8 regrowing',
    'the young generation it shrank while idle), then again at once.',
    '',
    '| projects | run | status | lines | size | time | live heap before | live heap peak | live heap after | JS heap peak | rss before | rss peak | rss growth | young generation |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.exports.map(
      (e) =>
        `| ${n(e.size)} | ${e.run} | ${e.status} | ${n(e.lines)} | ${e.mib.toFixed(1)} MiB | ${e.seconds.toFixed(1)} s | ${e.heapLiveBefore ?? '?'} MiB | ${e.heapLivePeak} MiB | ${e.heapLiveAfter ?? '?'} MiB | ${e.heapPeak} MiB | ${e.rssBefore ?? '?'} MiB | ${e.rssPeak} MiB | ${e.growthMiB ?? '?'} MiB | ${e.newSpaceBefore ?? '?'} → ${e.newSpacePeak} MiB |`,
    ),
  ];
  const d = report.dashboard;
  if (d) {
    out.push(
      '',
      '## Signed-in dashboard in Chromium',
      '',
      `First visit: ${d.firstVisitJsKiB.toFixed(1)} KiB of JavaScript over the wire (${d.firstVisitJsDecodedKiB.toFixed(1)} KiB decoded), ${d.firstVisitScripts} files.`,
      '',
      '| file | over the wire | encoding |',
      '|---|---:|---|',
      ...d.firstVisitFiles.map(
        (f) => `| ${f.path} | ${f.kib.toFixed(1)} KiB | ${f.encoding ?? 'identity'} |`,
      ),
      '',
      `Second visit: ${d.secondVisit.notModified} × 304, ${d.secondVisit.fromCache} from cache, downloaded again: ${d.secondVisit.downloaded.join(', ') || 'nothing'}.`,
    );
  }
  const t = report.typing;
  if (t) {
    out.push(
      '',
      `## Search as you type in the project table, ${n(t.projects)} projects, Chromium`,
      '',
      `${t.terms.length} terms typed key by key (a key every ${t.keyDelayMs} ms), ${t.samples.length / t.terms.length} rounds: ${t.terms.map((term) => `"${term}"`).join(', ')}.`,
      '',
      '| from the keystroke of the final query | median | p90 |',
      '|---|---:|---:|',
      `| to its rows on screen | ${t.medianMs} ms | ${t.p90Ms} ms |`,
      `| the server's answer (the table's request: start → response end) | ${t.serverMedianMs ?? '?'} ms | ${t.serverP90Ms ?? '?'} ms |`,
      `| to the request leaving | ${t.requestLeftMedianMs ?? '?'} ms | |`,
      '',
      `Samples: ${t.samples.join(', ')} ms.`,
    );
  }
  const f = report.fanOut;
  if (f) {
    out.push(
      '',
      `## Company event stream: ${f.streams} streams on ${f.processes} BFF processes, one database`,
      '',
      `${f.writes} project updates, one every ${f.intervalMs} ms, through either process in turn; from the write's request sent to its event read from each stream.`,
      '',
      '| delay | p50 | p99 | max |',
      '|---|---:|---:|---:|',
      `| to each stream | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.maxMs} ms |`,
      `| to the last of the ${f.streams} streams (per write) | ${f.allP50Ms} ms | ${f.allP99Ms} ms | |`,
      `| the write's own answer | ${f.writeP50Ms} ms | ${f.writeP99Ms} ms | |`,
      '',
      `Lost ${f.lost}, duplicated ${f.duplicated}, streams out of order ${f.outOfOrder}, history rows unmatched ${f.unmatched}; other events of the run (written by the jobs) ${f.otherEvents}; left in the history's outbox a second after the run ${f.outboxLeft}.`,
    );
  }
  const h = report.historyCost;
  if (h) {
    out.push(
      '',
      `## Project updates with and without the history, ${n(h.projects)} projects`,
      '',
      `${h.connections} connections; per round ${h.seconds} one-second turns for each side, interleaved (req/s: their mean; p99: the worst turn's); the round with the median ratio is reported. Baseline: the same BFF on a database whose \`audit_events\` inserts a bench trigger drops.`,
      '',
      '| round | with history | without | cost |',
      '|---|---:|---:|---:|',
      ...h.rounds.map(
        (r, i) =>
          `| ${i + 1} | ${n(r.withHistory.rps)} req/s (p99 ${r.withHistory.p99} ms) | ${n(r.without.rps)} req/s (p99 ${r.without.p99} ms) | ${(100 * (1 - r.withHistory.rps / r.without.rps)).toFixed(1)}% |`,
      ),
      '',
      `Reported: ${n(h.withHistory.rps)} against ${n(h.without.rps)} req/s, a cost of ${h.costPercent}%. History rows written: ${n(h.rowsWithHistory)} for ${n(h.updatesAnswered)} updates answered; without: ${n(h.rowsWithout)}.`,
    );
  }
  const w = report.webhooks;
  if (w) {
    out.push(
      '',
      `## Webhook delivery: ${n(w.events)} events to ${w.endpoints} endpoints on loopback`,
      '',
      'From the first change written to the last delivery received, through the job runner; a restart stops the BFF (its job runner gracefully) and starts it again.',
      '',
      '| case | delivered in | writing the events | stop and start | received | lost | doubled |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...w.cases.map(
        (c) =>
          `| ${c.name} | ${(c.ms / 1000).toFixed(2)} s | ${c.writeMs} ms | ${c.restartMs === null ? '' : `${c.restartMs} ms`} | ${n(c.received)} of ${n(c.expected)} | ${c.lost} | ${c.doubled} |`,
      ),
    );
  }
  const ts = report.timeline?.server;
  if (ts) {
    out.push(
      '',
      `## Portfolio timeline, ${n(ts.projects)} projects, ${n(ts.milestones)} milestones, ${n(ts.dependencies)} dependencies`,
      '',
      `${ts.connections} connections, the whole answer (${n(ts.answerKiB)} KiB; ${n(ts.wireKiB)} KiB gzip, as Chromium asks for it over HTTP) every time; the BFF and the naive timeline (four queries, assembled in JavaScript) take one-second turns; the round with the median ratio is reported.`,
      '',
      ...roundsTable(ts.rounds),
      '',
      `On one connection: ${n(ts.oneConnection.rps)} req/s, p50 ${ts.oneConnection.p50} ms, p99 ${ts.oneConnection.p99} ms. Without its answer cache (LIST_CACHE_MIB=0, every answer read from the database): ${n(ts.uncached.rps)} req/s, p50 ${ts.uncached.p50} ms, p99 ${ts.uncached.p99} ms.`,
    );
  }
  const tb = report.timeline?.browser;
  if (tb) {
    out.push(
      '',
      `## Portfolio timeline in Chromium, ${n(tb.projects)} projects (baseline: ${tb.baseline.projects})`,
      '',
      `Data → rows on screen: ${tb.rowsMs.join(', ')} ms (baseline ${tb.baseline.rowsMs.join(', ')} ms). Long tasks while a bar is dragged, dropped, written and read again: ${tb.dragLongTasks.join(', ') || 'none'} (baseline ${tb.baseline.dragLongTasks.join(', ') || 'none'}).`,
    );
  }
  const rp = report.reports;
  if (rp) {
    out.push(
      '',
      `## Custom reports: grouped over ${n(rp.projects)} projects (${n(rp.openRisks)} open risks)`,
      '',
      `${report.connections} connections; POST …/reports/run grouped by department (count, total and average investment, average ROI, open risks), against the naive server reading every project and risk and grouping in JavaScript; the round with the median ratio is reported. ${rp.sameAnswer ? 'Both answer the same groups.' : 'The answers DIFFER.'}`,
      '',
      ...roundsTable(rp.rounds),
      '',
      `Two groups (quarter of start × status): ${n(rp.twoGroups.rps)} req/s, p50 ${rp.twoGroups.p50} ms, p99 ${rp.twoGroups.p99} ms. Without the answer cache (LIST_CACHE_MIB=0, every answer computed in PostgreSQL): ${n(rp.uncached.rps)} req/s, p50 ${rp.uncached.p50} ms, p99 ${rp.uncached.p99} ms; two groups p50 ${rp.uncachedTwoGroups.p50} ms, p99 ${rp.uncachedTwoGroups.p99} ms.`,
    );
  }
  return `${out.join('\n')}\n`;
}

/** p99 against size for the BFF's main cases and the naive server, as a small line chart. */
function svg(report: Report): string {
  const series = [
    ['naive', 'list 100 newest'],
    ['BFF', 'list 100 newest'],
    ['BFF', 'portfolio summary'],
    ['BFF', 'search q=workflow number 4999'],
    ['BFF', 'sort -investment'],
    ['BFF', 'sort name'],
  ] as const;
  const colors = ['#888', '#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e'];
  const W = 720;
  const H = 360;
  const left = 60;
  const right = 250;
  const top = 20;
  const bottom = 40;
  const points = series.map(([server, name]) =>
    report.sizes.map((size) => {
      const c = report.cases.find((x) => x.server === server && x.size === size && x.name === name);
      return c ? c.p99 : null;
    }),
  );
  const max = Math.max(10, ...points.flat().filter((v): v is number => v !== null));
  const x = (i: number) =>
    left + (report.sizes.length === 1 ? 0 : (i * (W - left - right)) / (report.sizes.length - 1));
  const y = (v: number) => top + (H - top - bottom) * (1 - v / max);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<line x1="${left}" y1="${y(0)}" x2="${W - right}" y2="${y(0)}" stroke="#000"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${y(0)}" stroke="#000"/>`,
    `<text x="${left - 8}" y="${top + 4}" text-anchor="end">${max} ms</text>`,
    `<text x="${left - 8}" y="${y(0) + 4}" text-anchor="end">0</text>`,
    `<text x="12" y="${(H - bottom) / 2}" transform="rotate(-90 12 ${(H - bottom) / 2})" text-anchor="middle">p99 latency</text>`,
    ...report.sizes.map(
      (size, i) =>
        `<text x="${x(i)}" y="${H - bottom + 18}" text-anchor="middle">${n(size)} projects</text>`,
    ),
  ];
  series.forEach(([server, name], s) => {
    const line = points[s]!.map((v, i) => (v === null ? null : `${x(i)},${y(v)}`))
      .filter(Boolean)
      .join(' ');
    parts.push(
      `<polyline points="${line}" fill="none" stroke="${colors[s]}" stroke-width="2"/>`,
      `<rect x="${W - right + 16}" y="${top + s * 20}" width="12" height="12" fill="${colors[s]}"/>`,
      `<text x="${W - right + 34}" y="${top + s * 20 + 10}">${server}: ${name}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** Writes `<time>.md`, `<time>.json` and `<time>.svg` into `dir`; answers their paths. */
export function writeReport(dir: string, report: Report): string[] {
  const stem = path.join(dir, report.startedAt.slice(0, 16).replace(':', '-'));
  const files = [`${stem}.md`, `${stem}.json`, `${stem}.svg`];
  writeFileSync(files[0]!, markdown(report));
  writeFileSync(files[1]!, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(files[2]!, svg(report));
  return files;
}
