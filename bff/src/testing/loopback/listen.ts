import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the HTTP servers tests start (the app, an identity provider, a webhook receiver, the
 * journeys' stack and foreign site) listen and close.
 */

/**
 * Listens on an ephemeral loopback port; answers its base URL, `http://<host>:<port>`, where
 * `host` names it (`localhost` is another site than `127.0.0.1`).
 */
export async function listenOnLoopback(server: http.Server, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

/** Closes the server, cutting the connections still open (a kept-alive one would hold it). */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
