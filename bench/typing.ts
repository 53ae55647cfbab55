/**
 * The project table keeping up with typing, measured in Chromium: 50,000 projects, `/projects`
 * signed in, six search terms typed key by key at a person's pace. For each term the clock runs
 * from the keystroke that makes its final query (the last one that changes the trimmed text) to
 * the first frame whose table rows are that query's first rows, read in the page itself: a
 * MutationObserver on the page checks the rows' project ids against the ones the BFF answers for
 * the term, and the frame after the match stops the clock (`performance.now()` both ends).
 *
 * Beside it, from the same run and the same requests (Resource Timing of the table's own call for
 * each final query): how long the server took to answer (request start to response end), and how
 * long after the keystroke the request left. The target is the issue's: median < 150 ms.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { buildPath, routes } from '@portfolio/contracts';
import { openBenchBrowser, signInBrowser } from './browser.ts';
import { startStack } from '../e2e/support/stack.ts';
import { loadingDb, seedPortfolio } from './seed.ts';

/** The issue's size; BENCH_TYPING_PROJECTS sets another. */
export const TYPING_PROJECTS = Number(process.env.BENCH_TYPING_PROJECTS ?? 50_000);
/** Typed into an emptied box one after the other; each final query shows other rows than its prefixes. */
export const SEARCH_TERMS = [
  'Project 4999',
  'number 12345',
  'workflow number 31415',
  'Project 2718',
  'number 777',
  'Project 1618',
];
/** Between two keystrokes: about 80 words a minute. */
const KEY_DELAY_MS = 150;
const TARGET_MEDIAN_MS = 150;
/** Each round opens the page afresh (an empty query cache) and types every term once. */
const ROUNDS = Number(process.env.BENCH_TYPING_ROUNDS ?? 3);
/** Rows compared: the first ones the table can show at once. */
const COMPARED_ROWS = 40;

export interface TypingFigures {
  projects: number;
  terms: string[];
  keyDelayMs: number;
  /** Keystroke of the final query → its rows on screen, one per term and round. */
  samples: number[];
  medianMs: number;
  p90Ms: number;
  /** The table's request for each final query: start → response end. */
  serverMedianMs: number | null;
  serverP90Ms: number | null;
  /** Keystroke → the table's request for the final query leaving. */
  requestLeftMedianMs: number | null;
  met: boolean;
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const median = (values: number[]) => quantile(values, 0.5);

interface Probe {
  expected: string[];
  /** Keydown time of the keystroke that last changed the trimmed text. */
  changeAt: number | null;
  /** The frame after the rows first matched, after `changeAt`. */
  shownAt: number | null;
}

/** Installs the in-page clock for one term; the rows it waits for are `expected`. */
async function arm(page: Page, expected: string[]) {
  await page.evaluate((expected) => {
    const w = window as unknown as { __probe?: Probe; __disarm?: () => void };
    w.__disarm?.();
    // Every keystroke may send a request: the timeline's buffer (250 entries) must not fill up.
    performance.clearResourceTimings();
    const probe: Probe = { expected, changeAt: null, shownAt: null };
    w.__probe = probe;
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    let lastKeydown = 0;
    let trimmed = input.value.trim();
    const onKeydown = () => {
      lastKeydown = performance.now();
    };
    const onInput = () => {
      const now = input.value.trim();
      if (now !== trimmed) {
        probe.changeAt = lastKeydown;
        probe.shownAt = null;
      }
      trimmed = now;
    };
    const matches = () => {
      const ids = [...document.querySelectorAll('main tr[data-project-id]')].map((row) =>
        row.getAttribute('data-project-id'),
      );
      const n = Math.min(ids.length, probe.expected.length);
      return n > 0 && ids.slice(0, n).every((id, i) => id === probe.expected[i]);
    };
    let pending = false;
    const observer = new MutationObserver(() => {
      if (probe.changeAt === null || probe.shownAt !== null || pending || !matches()) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        if (probe.shownAt === null && matches()) probe.shownAt = performance.now();
      });
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-project-id'],
    });
    window.addEventListener('keydown', onKeydown, true);
    input.addEventListener('input', onInput);
    w.__disarm = () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeydown, true);
      input.removeEventListener('input', onInput);
    };
  }, expected);
}

/** Types six terms in `/projects` at 50,000 projects; see the module's comment. */
export async function measureTyping(): Promise<TypingFigures> {
  // Playwright's waits hold no timer of Node's own: were the page never to show a term's rows,
  // Node would find nothing left to do and quit without a word instead of timing out.
  const keepAlive = setInterval(() => {}, 1_000);
  const stack = await startStack();
  const { profile, context } = await openBenchBrowser();
  try {
    const t0 = performance.now();
    const db = loadingDb(stack.db.url);
    const { company, owner } = await seedPortfolio(db, TYPING_PROJECTS).finally(() => db.destroy());
    console.log(`  loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const cookie = await signInBrowser(context, stack.baseUrl, owner.email);
    // The rows each query must show, from the BFF (first page, newest first, as the table asks).
    const list = `${stack.baseUrl}${buildPath(routes.listProjects.path, { companyId: company.id })}`;
    const idsFor = async (q: string) => {
      const url = `${list}?limit=${COMPARED_ROWS}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
      const res = await fetch(url, { headers: { cookie } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return ((await res.json()) as Array<{ id: string }>).map((p) => p.id);
    };
    const unfiltered = await idsFor('');
    const expected = new Map<string, string[]>();
    for (const term of SEARCH_TERMS) {
      const ids = await idsFor(term);
      if (ids.length === 0) throw new Error(`"${term}" finds no project of ${TYPING_PROJECTS}`);
      expected.set(term, ids);
    }

    // tsx compiles the functions handed to the page with esbuild's keepNames, which calls a
    // `__name` helper the page does not have.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = context.pages()[0] ?? (await context.newPage());
    const samples: number[] = [];
    const server: number[] = [];
    const left: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.goto('about:blank');
      await page.goto(`${stack.baseUrl}/projects`);
      const search = page.getByRole('searchbox', { name: 'Search projects' });
      const rowsAre = (ids: string[]) =>
        page.waitForFunction(
          (ids) => {
            const shown = [...document.querySelectorAll('main tr[data-project-id]')].map((r) =>
              r.getAttribute('data-project-id'),
            );
            return shown.length > 0 && shown.every((id, i) => id === ids[i]);
          },
          ids,
          { timeout: 30_000 },
        );
      await rowsAre(unfiltered);
      console.log(`  round ${round + 1}: /projects shows its rows`);
      for (const term of SEARCH_TERMS) {
        await search.fill('');
        await rowsAre(unfiltered);
        await search.focus();
        await arm(page, expected.get(term)!);
        await page.keyboard.type(term, { delay: KEY_DELAY_MS });
        const probe = await page.waitForFunction(
          () => {
            const p = (window as unknown as { __probe: Probe }).__probe;
            return p.shownAt !== null && p.changeAt !== null ? p : null;
          },
          undefined,
          { timeout: 30_000, polling: 50 },
        );
        const { changeAt, shownAt } = (await probe.jsonValue()) as Probe;
        samples.push(shownAt! - changeAt!);
        // The table's own call for the final query (the first page).
        const timing = await page.evaluate(
          ({ term, changeAt }) => {
            const entries = performance
              .getEntriesByType('resource')
              .filter((e): e is PerformanceResourceTiming => {
                const url = new URL(e.name);
                return (
                  url.pathname.endsWith('/projects') &&
                  url.searchParams.get('q') === term &&
                  (url.searchParams.get('offset') ?? '0') === '0' &&
                  e.startTime >= changeAt
                );
              });
            const e = entries[0];
            return e ? { start: e.startTime, end: e.responseEnd } : null;
          },
          { term, changeAt: changeAt! },
        );
        if (timing) {
          server.push(timing.end - timing.start);
          left.push(timing.start - changeAt!);
        }
      }
    }
    const medianMs = Math.round(median(samples));
    return {
      projects: TYPING_PROJECTS,
      terms: SEARCH_TERMS,
      keyDelayMs: KEY_DELAY_MS,
      samples: samples.map(Math.round),
      medianMs,
      p90Ms: Math.round(quantile(samples, 0.9)),
      serverMedianMs: server.length ? Math.round(median(server)) : null,
      serverP90Ms: server.length ? Math.round(quantile(server, 0.9)) : null,
      requestLeftMedianMs: left.length ? Math.round(median(left)) : null,
      met: samples.length > 0 && medianMs < TARGET_MEDIAN_MS,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stack.close();
    clearInterval(keepAlive);
  }
}

export const TYPING_TARGET = `search as you type, ${TYPING_PROJECTS.toLocaleString('en-US')} projects: keystroke → rows median < ${TARGET_MEDIAN_MS} ms`;
