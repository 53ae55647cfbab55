import { Router, type RouterMiddleware } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../routes/index.ts';
import { setupTestServer, startTestServer } from '../testing/http.ts';

const EMBED_CSP = "default-src 'self'; frame-ancestors https://intranet.example";

const app = setupTestServer({
  config: {
    widgetRegistry: { 'team-panel': 'https://cdn.example/team-panel/mf-manifest.json' },
  },
});

describe('shell headers: a Content-Security-Policy, and framed by no one', () => {
  it('allows its own scripts and the widget origins of its registry, and frame-ancestors none', async () => {
    const response = await fetch(`${app.server.baseUrl}/healthz`);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    // PUBLIC_URL's origin (the other widgets' default) is named beside 'self': the shell may be
    // opened at another address of the server (here 127.0.0.1, PUBLIC_URL says localhost).
    expect(app.server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(csp).toContain("script-src 'self' http://localhost:3000 https://cdn.example;");
    expect(csp).toContain("connect-src 'self' http://localhost:3000 https://cdn.example;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives API answers no active content and no caching', async () => {
    const response = await fetch(`${app.server.baseUrl}/api/widgets`);
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('lets the sign-in page keep its own nonce policy', async () => {
    const response = await fetch(`${app.server.baseUrl}/sign-in`);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'nonce-/);
  });
});

/**
 * Runs `check` on a second server of the app with one more route at the site root (GET `path`,
 * answered by `answer`), then closes it.
 */
async function withRootRoute(
  path: string,
  answer: RouterMiddleware,
  check: (baseUrl: string) => Promise<void>,
) {
  const extra = () => new Router().get(path, answer);
  const server = await startTestServer(app.deps(), {
    ...routeModules,
    root: [...routeModules.root, extra],
  });
  try {
    await check(server.baseUrl);
  } finally {
    await server.close();
  }
}

describe("a route's own Content-Security-Policy wins over the global one", () => {
  it('as a page that sets its own in its handler (the embed frame page does)', async () => {
    const embedPage: RouterMiddleware = (ctx) => {
      ctx.set('Content-Security-Policy', EMBED_CSP);
      ctx.type = 'html';
      ctx.body = '<!doctype html><title>embed</title>';
    };
    await withRootRoute('/own-policy', embedPage, async (baseUrl) => {
      const response = await fetch(`${baseUrl}/own-policy`);
      expect(response.headers.get('Content-Security-Policy')).toBe(EMBED_CSP);
      expect(response.headers.get('X-Frame-Options')).toBeNull();
    });
  });
});

describe('scripts carry only the headers that apply to a script', () => {
  it('leaves the document-only headers off a script, keeps nosniff, and keeps them on pages', async () => {
    const script: RouterMiddleware = (ctx) => {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = 'console.log(1)';
    };
    await withRootRoute('/chunk.1a2b3c4d.js', script, async (baseUrl) => {
      const response = await fetch(`${baseUrl}/chunk.1a2b3c4d.js`);
      expect(await response.text()).toBe('console.log(1)');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      for (const header of ['Content-Security-Policy', 'Referrer-Policy', 'X-XSS-Protection']) {
        expect(response.headers.get(header), header).toBeNull();
      }
      const page = await fetch(`${baseUrl}/healthz`);
      expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    });
  });
});
