// A sample company intranet on another site than the product, for `npm run demo:intranet` and
// the browser journeys of embedding: pages for each way to embed, and the intranet server's own
// token endpoint, which exchanges the embed app's secret for a token of the person the intranet
// has signed in. The secret stays on this server; the pages never see it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IntranetOptions {
  /** The product, e.g. http://localhost:3000 (embed.js and the API come from there). */
  productUrl: string;
  companyId: string;
  /** The embed app's secret, read on each token request (a test may swap it). */
  appSecret: () => string;
  /** Who the intranet has signed in: the e-mail its token endpoint asks a token for. */
  email: () => string;
  /** Way 4: an access token of the company's identity provider for the product. */
  identityProviderToken?: () => Promise<string>;
  port?: number;
  host?: string;
}

export interface Intranet {
  /** e.g. http://127.0.0.1:4100 */
  url: string;
  /** How many times the pages asked /portfolio-token for a token. */
  tokenRequests: () => number;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Acme intranet</title>
<style>
  body { margin: 0; font: 15px/1.5 Georgia, serif; background: #f4f1ea; color: #2b2b2b; }
  header { background: #37474f; color: #fff; padding: 0.75rem 1.5rem; }
  header a { color: #ffe082; margin-right: 1rem; }
  main { max-width: 70rem; margin: 0 auto; padding: 1.5rem; }
  section { margin-bottom: 2rem; }
  iframe { width: 100%; border: 0; display: block; }
</style>
</head>
<body>
<header><strong>Acme intranet</strong> &nbsp;
<a href="/">Home</a><a href="/server">With a server</a><a href="/popup">Popup sign-in</a><a href="/iframe">Iframe</a>
</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The widgets a page shows: `?widgets=portfolio-dashboard,project-table`. */
const widgetsOf = (url: URL, fallback: string[]) =>
  (url.searchParams.get('widgets')?.split(',') ?? fallback).filter((w) => /^[a-z-]+$/.test(w));

/** The project a page's widgets show (`&project=<id>`: project-workspace), as an attribute. */
const projectAttribute = (url: URL) => {
  const id = url.searchParams.get('project') ?? '';
  return /^[0-9a-f-]{36}$/.test(id) ? ` project-id="${id}"` : '';
};

export async function startIntranet(options: IntranetOptions): Promise<Intranet> {
  const product = options.productUrl.replace(/\/+$/, '');
  const script = `<script src="${product}/embed.js" async></script>`;
  const company = escapeHtml(options.companyId);
  let tokenRequests = 0;

  const pages: Record<string, (url: URL) => string> = {
    '/': () =>
      page(
        'Welcome',
        `<p>This intranet is on another site than PortfolioAI (${escapeHtml(product)}). Its pages show the
company's AI portfolio in the three ways a page can:</p>
<ul>
<li><a href="/server">With a server</a>: this intranet's server gets a token for you (<code>token-url</code>).</li>
<li><a href="/popup">Popup sign-in</a>: you sign in to PortfolioAI in a popup (<code>sign-in="popup"</code>).</li>
<li><a href="/iframe">Iframe</a>: the product's widget page in an iframe that follows its height.</li>
</ul>`,
      ),
    '/server': (url) =>
      page(
        'Our AI portfolio',
        `${script}\n${widgetsOf(url, ['portfolio-dashboard', 'project-table'])
          .map(
            (w) =>
              `<section><portfolio-widget name="${w}"${projectAttribute(url)} token-url="/portfolio-token"></portfolio-widget></section>`,
          )
          .join('\n')}`,
      ),
    '/popup': (url) =>
      page(
        'Our AI portfolio (popup sign-in)',
        `${script}\n${widgetsOf(url, ['portfolio-dashboard'])
          .map(
            (w) =>
              `<section><portfolio-widget name="${w}"${projectAttribute(url)} company-id="${company}" sign-in="popup"></portfolio-widget></section>`,
          )
          .join('\n')}`,
      ),
    '/iframe': (url) =>
      page(
        'Our AI portfolio (iframe)',
        `${widgetsOf(url, ['portfolio-dashboard'])
          .map(
            (w) =>
              `<section><iframe src="${product}/embed/${w}?company=${company}" title="PortfolioAI ${w}"></iframe></section>`,
          )
          .join('\n')}\n${script}`,
      ),
    '/identity-provider': (url) =>
      page(
        'Our AI portfolio (identity provider token)',
        `${script}\n${widgetsOf(url, ['portfolio-dashboard'])
          .map((w) => `<section><portfolio-widget name="${w}"></portfolio-widget></section>`)
          .join('\n')}
<script>
  // Like an SPFx web part: the company's identity provider gives the page a token for PortfolioAI.
  const getToken = async () => (await (await fetch('/identity-provider-token')).json()).token;
  for (const widget of document.querySelectorAll('portfolio-widget')) widget.getToken = getToken;
</script>`,
      ),
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://intranet.invalid');
    if (url.pathname === '/portfolio-token') {
      tokenRequests++;
      // The intranet's server, not the page, holds the secret and names the person.
      const answer = await fetch(`${product}/api/embed/tokens`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.appSecret()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ email: options.email() }),
      });
      return json(res, answer.status, await answer.json().catch(() => ({})));
    }
    if (url.pathname === '/identity-provider-token' && options.identityProviderToken) {
      return json(res, 200, { token: await options.identityProviderToken() });
    }
    const render = pages[url.pathname];
    if (!render) return json(res, 404, { message: 'Not found' });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(render(url));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 502, { message: error instanceof Error ? error.message : String(error) }),
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    tokenRequests: () => tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Through the product's API with an admin's session cookie: allows `origin` for the company and
 * creates an embed app named `appName` (an earlier app of that name is deleted first, which
 * revokes its tokens). Answers the new app's id and secret.
 */
export async function allowOriginAndCreateApp(options: {
  productUrl: string;
  cookie: string;
  companyId: string;
  origin: string;
  appName: string;
  allowGuests?: boolean;
}): Promise<{ appId: string; secret: string }> {
  const base = `${options.productUrl.replace(/\/+$/, '')}/api/companies/${options.companyId}/embed`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Cookie: options.cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${base}${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };

  const { origins } = await call<{ origins: string[] }>('GET', '/origins');
  if (!origins.includes(options.origin)) {
    await call('PUT', '/origins', { origins: [...origins, options.origin] });
  }
  const apps = await call<{ id: string; name: string }[]>('GET', '/apps');
  for (const app of apps.filter((a) => a.name === options.appName)) {
    await call('DELETE', `/apps/${app.id}`);
  }
  const created = await call<{ app: { id: string }; secret: string }>('POST', '/apps', {
    name: options.appName,
    allowGuests: options.allowGuests ?? false,
  });
  return { appId: created.app.id, secret: created.secret };
}
