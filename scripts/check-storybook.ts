// Opens every story of the static Storybook build in headless Chromium and reports the ones
// that fail to render: an error display, an uncaught exception, or a console error. Each page
// loads the preview once and then moves from story to story as Storybook's sidebar does, so a
// story that leaves work running (a timer, a request) when it is left shows its errors too.
//
//   node --import tsx scripts/check-storybook.ts [dist/storybook]
//
// `checkStorybook()` is the same check for a test to call.
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StoryFailure {
  id: string;
  title: string;
  name: string;
  errors: string[];
}

export interface CheckStorybookOptions {
  /** The static build (`npm run build-storybook`): dist/storybook unless said. */
  dir?: string;
  /** Pages opened at the same time. */
  concurrency?: number;
  /** Per-story limit for the story to settle. */
  timeoutMs?: number;
  executablePath?: string;
}

export interface CheckStorybookResult {
  checked: number;
  failures: StoryFailure[];
}

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

function serveStatic(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Console errors that say nothing about the story itself: the browser asking for /favicon.ico,
 * and the browser's note about an API answer with an error status, which a story of an error
 * state mocks on purpose.
 */
const isNoise = (text: string, url: string) =>
  /favicon/i.test(url) ||
  (/^Failed to load resource/.test(text) && /\/api\//.test(url)) ||
  /Download the React DevTools/.test(text);

/** The first lines of a message: enough to find the cause, short enough to read in a list. */
const brief = (text: string) => text.split('\n').slice(0, 4).join('\n      ');

/** How the preview ended up: rendered, an error display, no such story, or nothing in time. */
type Outcome = 'rendered' | 'error' | 'missing' | 'timeout';

/** Loads the preview on the story: the first story of a page pays for the preview's bundles. */
async function openStory(page: Page, base: string, id: string, timeoutMs: number) {
  const url = `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;
  // The preview loads itself once more while its mock service worker is not yet in control of
  // the page, which takes longer on a busy machine: a navigation cut short by that reload lets the
  // reload finish before it is made again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url, { waitUntil: 'load' });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
  // Storybook marks the body once the story has rendered, or failed to.
  return page
    .waitForFunction(
      () => {
        const classes = document.body.classList;
        if (classes.contains('sb-show-errordisplay')) return 'error';
        if (classes.contains('sb-show-nopreview')) return 'missing';
        if (classes.contains('sb-show-main')) return 'rendered';
        return false;
      },
      undefined,
      { timeout: timeoutMs, polling: 50 },
    )
    .then((handle) => handle.jsonValue() as Promise<Outcome>)
    .catch((): Outcome => 'timeout');
}

/**
 * Shows the story in the preview already loaded, as Storybook's own sidebar does (its channel's
 * `setCurrentStory`), and waits for the preview to say how it went; undefined where no preview
 * is loaded yet. The page's script is text: the test runner's transform would add helpers to a
 * function that the browser does not have.
 */
function switchStory(page: Page, id: string, timeoutMs: number): Promise<Outcome | undefined> {
  return (
    page
      .evaluate<Outcome | undefined>(
        `new Promise((resolve) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return resolve(undefined);
    const storyId = ${JSON.stringify(id)};
    let timer;
    const listeners = {
      // A late event of the story before names that story: only this one's counts.
      storyRendered: (rendered) => rendered === storyId && finish('rendered'),
      storyErrored: () => finish('error'),
      storyThrewException: () => finish('error'),
      playFunctionThrewException: () => finish('error'),
      storyMissing: () => finish('missing'),
    };
    const finish = (outcome) => {
      clearTimeout(timer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve(outcome);
    };
    timer = setTimeout(() => finish('timeout'), ${timeoutMs});
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  })`,
      )
      // A story that navigates (a link followed) leaves no preview to ask: load it afresh.
      .catch(() => undefined)
  );
}

async function checkStory(
  page: Page,
  base: string,
  entry: IndexEntry,
  timeoutMs: number,
): Promise<string[]> {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`uncaught: ${brief(error.message)}`);
  const onConsole = (message: ConsoleMessage) => {
    const { url } = message.location();
    if (message.type() !== 'error' || isNoise(message.text(), url)) return;
    errors.push(`console.error: ${brief(message.text())}${url ? ` (${url})` : ''}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  try {
    const outcome =
      (await switchStory(page, entry.id, timeoutMs)) ??
      (await openStory(page, base, entry.id, timeoutMs));
    if (outcome === 'error') {
      const shown = await page
        .locator('#error-message')
        .textContent()
        .catch(() => '');
      errors.push(`error display: ${shown?.trim() || 'the story failed to render'}`);
    } else if (outcome === 'missing') {
      errors.push('no preview: the story was not found in the build');
    } else if (outcome === 'timeout') {
      errors.push(`did not render within ${timeoutMs} ms`);
    }
    // Let effects and first requests run; late errors count too.
    await page.waitForTimeout(300);
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  }
  return errors;
}

export async function checkStorybook({
  dir = path.join(root, 'dist/storybook'),
  concurrency = 3,
  timeoutMs = 15_000,
  executablePath = '/usr/bin/chromium',
}: CheckStorybookOptions = {}): Promise<CheckStorybookResult> {
  const indexFile = path.join(dir, 'index.json');
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} not found: run npm run build-storybook first.`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter((e) => e.type === 'story');

  const server = await serveStatic(path.resolve(dir));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A fresh profile: a service worker left over in a profile would leak msw state.
  const profile = mkdtempSync(path.join(tmpdir(), 'storybook-check-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });

  const failures: StoryFailure[] = [];
  try {
    const queue = [...stories];
    const worker = async (page: Page) => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const errors = await checkStory(page, base, entry, timeoutMs);
        if (errors.length > 0)
          failures.push({ id: entry.id, title: entry.title, name: entry.name, errors });
      }
      await page.close();
    };
    const pages = await Promise.all(
      Array.from({ length: Math.max(1, concurrency) }, () => context.newPage()),
    );
    // The preview is loaded once, alone and unchecked, before any story is: its mock service
    // worker takes over (and reloads the preview) once for the profile, which cut short both the
    // pages loading beside it and a first story's play.
    if (stories[0]) {
      await openStory(pages[0]!, base, stories[0].id, timeoutMs);
      await pages[0]!
        .waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
          timeout: 4 * timeoutMs,
        })
        .catch(() => undefined);
    }
    await Promise.all(pages.map(worker));
  } finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return { checked: stories.length, failures: failures.sort((a, b) => a.id.localeCompare(b.id)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { checked, failures } = await checkStorybook({ dir });
  for (const failure of failures) {
    console.error(`✗ ${failure.title} › ${failure.name} (${failure.id})`);
    for (const error of failure.errors) console.error(`    ${error}`);
  }
  console.log(`${checked - failures.length}/${checked} stories render without errors`);
  process.exit(failures.length > 0 ? 1 : 0);
}
