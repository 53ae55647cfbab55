/**
 * The naive server the BFF is compared with: what anyone writes in ten minutes. `node:http`, a
 * `pg` Pool, one query, `JSON.stringify`. No session, no membership check, no count. Started by
 * `bench/run.ts` in its own process (its memory is measured apart); it answers its port over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const companyId = process.env.COMPANY_ID;

const server = http.createServer((req, res) => {
  pool
    .query('select * from projects where company_id = $1 order by created_at desc limit 100', [
      companyId,
    ])
    .then((result) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.rows));
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
