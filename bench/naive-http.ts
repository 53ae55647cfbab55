/**
 * What the naive servers share: answer each request with the JSON of one piece of work, listen on
 * a free loopback port and tell it to the parent over IPC, and close when the parent lets go.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';

export function serveNaive(pool: pg.Pool, work: (url: URL) => Promise<unknown>): void {
  const server = http.createServer((req, res) => {
    work(new URL(req.url ?? '/', 'http://localhost'))
      .then((body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.on('disconnect', () => {
    server.close();
    void pool.end();
  });
}
