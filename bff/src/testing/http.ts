import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from '../app.ts';
import type { RouteModules } from '../routes/index.ts';

export interface TestServer {
  /** e.g. `http://127.0.0.1:43127`, no trailing slash. */
  baseUrl: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Starts `createApp(deps, routes)` on an ephemeral loopback port. Does not close `deps.db`. */
export async function startTestServer(deps: AppDeps, routes?: RouteModules): Promise<TestServer> {
  const app = createApp(deps, routes);
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
