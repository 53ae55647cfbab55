import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { chromium, type BrowserContext } from 'playwright-core';
import { signInAndGetCookie } from '../bff/src/testing/auth.ts';
import { createProject } from '../bff/src/testing/factories.ts';
import { startStack } from '../e2e/support/stack.ts';
import { BENCH_PASSWORD, seedPortfolio } from './seed.ts';

export interface DashboardFigures {
  /** JavaScript bytes as received (compressed when the server compressed them), in KiB. */
  firstVisitJsKiB: number;
  firstVisitJsDecodedKiB: number;
  firstVisitScripts: number;
  firstVisitFiles: Array<{ path: string; kib: number; encoding: string | undefined }>;
  secondVisit: {
    /** Static files (not /api) answered 200 with a body again. */
    downloaded: string[];
    notModified: number;
    fromCache: number;
  };
}

interface Seen {
  url: string;
  status: number;
  mimeType: string;
  encoding: string | undefined;
  fromCache: boolean;
  encodedBytes: number;
  decodedBytes: number;
}

/** Chromium for a bench: a fresh profile (remove it after), Debian's binary unless CHROMIUM_PATH. */
export async function openBenchBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
    args: CHROMIUM_ARGS,
  });
  return { profile, context };
}

/**
 * Signs the browser in as `email` (the bench's password) through the API, not the sign-in page;
 * answers the session cookie for the script's own requests.
 */
export async function signInBrowser(
  context: BrowserContext,
  baseUrl: string,
  email: string,
): Promise<string> {
  const { cookie } = await signInAndGetCookie(baseUrl, email, BENCH_PASSWORD);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, url: baseUrl };
    }),
  );
  return cookie;
}

/**
 * Opens the signed-in dashboard (`/`) twice in one Chromium profile, recording every response
 * through the DevTools protocol: bytes on the wire per script on the first visit, and which
 * static files the second visit fetches again.
 */
export async function measureDashboard(): Promise<DashboardFigures> {
  const stack = await startStack();
  const { profile, context } = await openBenchBrowser();
  try {
    const { company, owner } = await seedPortfolio(stack.db.knex, 0);
    for (let i = 0; i < 5; i += 1)
      await createProject(stack.db.knex, { companyId: company.id, createdBy: owner.id });
    await signInBrowser(context, stack.baseUrl, owner.email);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let seen = new Map<string, Seen>();
    // Chrome tells of a memory-cache hit before the response event.
    let servedFromCache = new Set<string>();
    let wireStatus = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      seen.set(event.requestId, {
        url: event.response.url,
        status: wireStatus.get(event.requestId) ?? event.response.status,
        mimeType: event.response.mimeType,
        encoding: headers['content-encoding'],
        fromCache:
          !!event.response.fromDiskCache ||
          !!event.response.fromPrefetchCache ||
          servedFromCache.has(event.requestId),
        encodedBytes: 0,
        decodedBytes: 0,
      });
    });
    // The status on the wire: a fetch() revalidated by 304 is reported as its cached 200.
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      wireStatus.set(event.requestId, event.statusCode);
      const s = seen.get(event.requestId);
      if (s) s.status = event.statusCode;
    });
    cdp.on('Network.dataReceived', (event) => {
      const s = seen.get(event.requestId);
      if (s) s.decodedBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const s = seen.get(event.requestId);
      if (s) s.encodedBytes = event.encodedDataLength;
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      servedFromCache.add(event.requestId);
      const s = seen.get(event.requestId);
      if (s) s.fromCache = true;
    });

    const visit = async () => {
      // A new navigation each time (the same URL twice would be a reload).
      await page.goto('about:blank');
      seen = new Map();
      servedFromCache = new Set();
      wireStatus = new Map();
      // Never 'networkidle': the company's event stream stays open. The dashboard has loaded
      // its widgets once it reads the stream, and its figures once the summary has arrived.
      const loaded = Promise.all(
        ['/events', '/portfolio-summary'].map((end) =>
          page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(end), { timeout: 30_000 }),
        ),
      );
      await page.goto(`${stack.baseUrl}/`);
      await page.getByText('Total Projects').first().waitFor({ timeout: 30_000 });
      await loaded;
      // What the first screen fetches after its figures (the cards it shows, read on their own)
      // counts too: done once no new file has been asked for in a second.
      let count = -1;
      while (count !== seen.size) {
        count = seen.size;
        await page.waitForTimeout(1_000);
      }
      return [...seen.values()];
    };

    const first = await visit();
    const scripts = first.filter((s) => s.mimeType.includes('javascript'));
    const kib = (bytes: number) => bytes / 1024;
    const second = await visit();
    const statics = second.filter((s) => !new URL(s.url).pathname.startsWith('/api'));
    return {
      firstVisitJsKiB: kib(scripts.reduce((sum, s) => sum + s.encodedBytes, 0)),
      firstVisitJsDecodedKiB: kib(scripts.reduce((sum, s) => sum + s.decodedBytes, 0)),
      firstVisitScripts: scripts.length,
      firstVisitFiles: scripts
        .map((s) => ({
          path: new URL(s.url).pathname,
          kib: kib(s.encodedBytes),
          encoding: s.encoding,
        }))
        .sort((a, b) => b.kib - a.kib),
      secondVisit: {
        downloaded: statics
          .filter((s) => !s.fromCache && s.status !== 304)
          .map((s) => new URL(s.url).pathname),
        notModified: statics.filter((s) => s.status === 304).length,
        fromCache: statics.filter((s) => s.fromCache).length,
      },
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stack.close();
  }
}
