import { Router } from '@koa/router';
import { EMBED_SIGN_IN_PATH, UUID_PATTERN } from '@portfolio/contracts';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps.ts';
import { escapeHtml } from '../../auth/sign-in-page.ts';
import { Company } from '../../models/company.ts';
import { listOrigins } from '../../services/integrations/embed.ts';
import { widgetRegistry } from '../platform/platform.ts';

/**
 * The two pages of embedding, tiny HTML that loads scripts of the host build:
 * `/embed/sign-in` is the popup that signs a person in and hands a token to the page that
 * opened it; `/embed/{widget}?company={id}` shows one widget full-frame for iframes, framable
 * only by the company's allowed origins.
 */

const UUID = new RegExp(UUID_PATTERN);

function sendHtml(ctx: Context, status: number, frameAncestors: string, body: string, attrs = '') {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', `frame-ancestors ${frameAncestors}`);
  ctx.body = `<!doctype html>
<html lang="en"${attrs}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PortfolioAI</title>
</head>
<body style="margin:0">
${body}
</body>
</html>
`;
}

const notFound = (ctx: Context, what: string) =>
  sendHtml(ctx, 404, "'none'", `<p>${escapeHtml(what)}</p>`);

export function embedPages({ db, config }: AppDeps): Router {
  const router = new Router();

  router.get(EMBED_SIGN_IN_PATH, (ctx) => {
    sendHtml(ctx, 200, "'none'", '<script src="/embed-sign-in.js" async></script>');
  });

  router.get('/embed/:widget', async (ctx) => {
    const { widget } = ctx.params as { widget: string };
    const company = ctx.query.company;
    // The widgets of the registry, including any WIDGET_REGISTRY adds.
    if (!Object.hasOwn(widgetRegistry(config), widget)) {
      return notFound(ctx, `There is no widget named ${widget}.`);
    }
    const exists =
      typeof company === 'string' &&
      UUID.test(company) &&
      (await Company.query(db).findById(company).select('id')) !== undefined;
    if (!exists) return notFound(ctx, 'There is no such company.');

    const origins = await listOrigins(db, company);
    sendHtml(
      ctx,
      200,
      origins.length > 0 ? origins.join(' ') : "'none'",
      `<script src="/embed.js" async></script>
<portfolio-widget name="${escapeHtml(widget)}" company-id="${escapeHtml(company)}" sign-in="popup" frame></portfolio-widget>`,
      ` data-allowed-origins="${escapeHtml(JSON.stringify(origins))}"`,
    );
  });

  return router;
}
