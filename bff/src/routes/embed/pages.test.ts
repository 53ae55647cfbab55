import { describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { MISSING_ID } from '../../testing/factories.ts';

const t = setupTwoCompanies({
  config: { widgetRegistry: { 'risk-radar': 'https://cdn.example/risk-radar/mf-manifest.json' } },
});
const { api } = t;

const page = (path: string) =>
  fetch(`${t.server.baseUrl}${path}`, { headers: { Accept: 'text/html' } });

describe('GET /embed/{widget}', () => {
  it("renders one widget full-frame, framable by exactly the company's allowed origins", async () => {
    await api.call('updateEmbedOrigins', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { origins: ['https://acme.sharepoint.com', 'https://*.acme.example'] },
    });
    const res = await page(`/embed/portfolio-dashboard?company=${t.companyA.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(
      'frame-ancestors https://acme.sharepoint.com https://*.acme.example',
    );
    const html = await res.text();
    expect(html).toContain('<script src="/embed.js" async></script>');
    expect(html).toContain(
      `<portfolio-widget name="portfolio-dashboard" company-id="${t.companyA.id}" sign-in="popup" frame></portfolio-widget>`,
    );
    const attribute = /data-allowed-origins="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(JSON.parse(attribute.replace(/&quot;/g, '"'))).toEqual([
      'https://acme.sharepoint.com',
      'https://*.acme.example',
    ]);
  });

  it('refuses every framer when the company allows no origin', async () => {
    const res = await page(`/embed/project-table?company=${t.companyB.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it.each([
    ['an unknown widget', () => `/embed/no-such-widget?company=${t.companyA.id}`],
    ['an unknown company', () => `/embed/project-table?company=${MISSING_ID}`],
    ['a company id that is not one', () => '/embed/project-table?company=42'],
    ['no company', () => '/embed/project-table'],
  ])('answers 404 for %s', async (_, path) => {
    const res = await page(path());
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(await res.text()).not.toContain('portfolio-widget');
  });
});

describe('GET /embed/sign-in', () => {
  it('loads the popup script and refuses to be framed', async () => {
    const res = await page(
      `/embed/sign-in?company=${t.companyA.id}&origin=${encodeURIComponent('https://acme.sharepoint.com')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(await res.text()).toContain('<script src="/embed-sign-in.js" async></script>');
  });
});
