import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The HTTP servers tests start (the app, an identity provider, a webhook receiver) listen and
 * close alike.
 */

/** Listens on an ephemeral loopback port; answers its base URL, `http://127.0.0.1:<port>`. */
export async function listenOnLoopback(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes the server, cutting the connections still open (a kept-alive one would hold it). */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
