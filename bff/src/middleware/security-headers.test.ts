import { Router } from '@koa/router';
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

describe("a route's own Content-Security-Policy wins over the global one", () => {
  const embedPage = () => {
    const router = new Router();
    router.get('/own-policy', (ctx) => {
      ctx.set('Content-Security-Policy', EMBED_CSP);
      ctx.type = 'html';
      ctx.body = '<!doctype html><title>embed</title>';
    });
    return router;
  };
  it('as a page that sets its own in its handler (the embed frame page does)', async () => {
    const own = await startTestServer(
      { config: app.config, db: app.db(), logger: app.logs.logger },
      { ...routeModules, root: [...routeModules.root, embedPage] },
    );
    try {
      const response = await fetch(`${own.baseUrl}/own-policy`);
      expect(response.headers.get('Content-Security-Policy')).toBe(EMBED_CSP);
      expect(response.headers.get('X-Frame-Options')).toBeNull();
    } finally {
      await own.close();
    }
  });
});

describe('scripts carry only the headers that apply to a script', () => {
  const scripts = () => {
    const router = new Router();
    router.get('/chunk.1a2b3c4d.js', (ctx) => {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = 'console.log(1)';
    });
    return router;
  };
  it('leaves the document-only headers off a script, keeps nosniff, and keeps them on pages', async () => {
    const server = await startTestServer(
      { config: app.config, db: app.db(), logger: app.logs.logger },
      { ...routeModules, root: [...routeModules.root, scripts] },
    );
    try {
      const script = await fetch(`${server.baseUrl}/chunk.1a2b3c4d.js`);
      expect(await script.text()).toBe('console.log(1)');
      expect(script.headers.get('X-Content-Type-Options')).toBe('nosniff');
      for (const header of ['Content-Security-Policy', 'Referrer-Policy', 'X-XSS-Protection']) {
        expect(script.headers.get(header), header).toBeNull();
      }
      const page = await fetch(`${server.baseUrl}/healthz`);
      expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await server.close();
    }
  });
});
