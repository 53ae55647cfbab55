import { Router } from '@koa/router';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { API_TOKEN_PREFIX, MCP_MESSAGES, MCP_PATH } from '@portfolio/contracts';
import { API_VERSION } from '@portfolio/contracts/openapi';
import type Koa from 'koa';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenPrincipal } from '../../auth/api-tokens.ts';
import { bearerToken } from '../../auth/bearer.ts';
import { UnauthenticatedError } from '../../errors.ts';
import { routeCaller } from './route-caller.ts';
import { mcpServer } from './server.ts';

/** Headers of the outer request that say how it reached the BFF, passed on to each route call. */
const FORWARDING = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'host'];

/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP (`@modelcontextprotocol/sdk`, the
 * official SDK), stateless: every POST carries its own token and is answered on its own, so
 * any process can answer any call. Only company API tokens are accepted (no cookie, no embed
 * or OIDC token); each tool calls the REST routes as that token (`route-caller.ts`), so scope,
 * tenancy, validation, limits and the history are the API's own.
 */
export function mcpRoutes(deps: AppDeps, app: Koa): Router {
  const router = new Router();
  router.all(MCP_PATH, async (ctx) => {
    const token = bearerToken(ctx);
    if (!token?.startsWith(API_TOKEN_PREFIX)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new UnauthenticatedError(MCP_MESSAGES.token);
    }
    const principal = await apiTokenPrincipal(deps.db, token);
    const [companyId] = principal.companies.keys();
    const origin = new URL(deps.config.publicUrl).origin;
    const server = mcpServer({
      companyId: companyId!,
      scope: principal.apiToken!.scope,
      version: API_VERSION,
      link: (path) => `${origin}${path}`,
      call: routeCaller(app, {
        authorization: `Bearer ${token}`,
        remoteAddress: ctx.req.socket.remoteAddress,
        forwarded: Object.fromEntries(
          FORWARDING.flatMap((name) => (ctx.get(name) ? [[name, ctx.get(name)]] : [])),
        ),
      }),
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    ctx.respond = false;
    await transport.handleRequest(ctx.req, ctx.res, ctx.request.body);
  });
  return router;
}
