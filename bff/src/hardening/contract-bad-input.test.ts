import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../testing/two-companies.ts';

/**
 * Bad input for every route of the OpenAPI document, as admin A (the caller who gets furthest
 * into the handlers) and signed out: wrong types, unknown fields, over-long and empty strings,
 * NUL bytes, 1e308 and Infinity, hostile ids, odd content types and encodings. Not one answer
 * may be a 5xx, and no row of any table may change.
 */

const t = setupTwoCompanies();

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query'; schema: Schema }>;
  body: Schema | undefined;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  maxLength?: number;
}

const NUL = '\u0000';
const HOSTILE_IDS = [
  'not-a-uuid',
  "1' or '1'='1",
  '../../etc/passwd',
  `${randomUUID()}${NUL}`,
  'x'.repeat(2000),
  '1e308',
  'Infinity',
  '-1',
  '%',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_QUERY = [
  '',
  NUL,
  'x'.repeat(10_000),
  '1e308',
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '[]',
  "'",
];
const WRONG_VALUES: unknown[] = [
  1e308,
  -1,
  true,
  null,
  [],
  {},
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  'x'.repeat(100_001),
  [NUL],
  { $gt: '' },
];

interface Probe {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

function operations(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as {
        parameters?: Operation['parameters'];
        requestBody?: { content: { 'application/json': { schema: Schema } } };
      };
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json'].schema,
      };
    }),
  );
}

/** The path with every placeholder filled: by `value` for `name`, else an id of company B. */
function fill(path: string, name?: string, value?: string): string {
  return path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(param === name ? (value as string) : otherCompanyId(param)),
  );
}
// Ids that exist but belong to company B (or nothing): admin A may not touch them.
const otherCompanyId = (param: string) => (param === 'companyId' ? t.companyB.id : randomUUID());

function probes(op: Operation, cookie: string): Probe[] {
  // Signing out is not bad input: those routes are probed signed out only.
  const signOut = op.path === '/api/logout';
  const auth: Record<string, string> = signOut ? {} : { cookie };
  const json = { ...auth, 'content-type': 'application/json' };
  const out: Probe[] = [];
  const base = fill(op.path);
  for (const param of op.parameters) {
    const values = param.in === 'path' ? HOSTILE_IDS : HOSTILE_QUERY;
    for (const value of values) {
      const url =
        param.in === 'path'
          ? fill(op.path, param.name, value)
          : `${base}?${param.name}=${encodeURIComponent(value)}`;
      out.push({ method: op.method, url, headers: json, body: op.body ? '{}' : undefined });
    }
  }
  out.push({ method: op.method, url: `${base}?unknown=1&unknown=2`, headers: json });
  if (op.method === 'GET') return out;

  const properties = Object.keys(op.body?.properties ?? {});
  for (const name of [...properties, 'unknownField', '__proto__', 'constructor']) {
    for (const value of WRONG_VALUES) {
      out.push({
        method: op.method,
        url: base,
        headers: json,
        body: JSON.stringify({ [name]: value }),
      });
    }
    const max = op.body?.properties?.[name]?.maxLength;
    if (max !== undefined) {
      out.push({
        method: op.method,
        url: base,
        headers: json,
        body: JSON.stringify({ [name]: 'x'.repeat(max + 1) }),
      });
    }
  }
  for (const body of ['', '{', '[]', 'null', '"text"', '1e308', '{"a":'.repeat(5000), 'Infinity']) {
    out.push({ method: op.method, url: base, headers: json, body });
  }
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=utf-7',
  ]) {
    out.push({
      method: op.method,
      url: base,
      headers: { ...auth, 'content-type': type },
      body: 'a=1',
    });
  }
  for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown']) {
    out.push({
      method: op.method,
      url: base,
      headers: { ...json, 'content-encoding': encoding },
      body: Uint8Array.from(gzipSync('{}')),
    });
  }
  return out;
}

/** One md5 per table over all of its rows; the rate-limit counters are not data. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (await t
    .db()('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .whereNot('table_name', 'rate_limits')
    .pluck('table_name')) as string[];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const result = await t
        .db()
        .raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ?? x`, [
          table,
        ]);
      return [table, (result.rows[0] as { h: string }).h] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Sends every probe, `concurrency` at a time; answers the status of each. */
async function send(all: Probe[], concurrency = 16) {
  const results: Array<{ probe: Probe; status: number; text: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < all.length) {
        const probe = all[next++] as Probe;
        const response = await fetch(`${t.server.baseUrl}${probe.url}`, {
          method: probe.method,
          headers: probe.headers,
          body: probe.body,
          redirect: 'manual',
        });
        results.push({ probe, status: response.status, text: await response.text() });
      }
    }),
  );
  return results;
}

describe('contract-driven bad input', () => {
  it('answers every bad request of every route without a 5xx, and changes not one row', async () => {
    const document = (await (await fetch(`${t.server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = operations(document);
    expect(ops.length).toBeGreaterThan(30);
    const probesOf = (op: Operation) => [
      ...probes(op, t.adminA.cookie),
      // Signed out: the same path with a hostile id, and the bare route.
      { method: op.method, url: fill(op.path), headers: {} },
    ];
    // A write that takes no input at all (no path, query or body: starting a two-factor set-up)
    // has no bad input to refuse: a probe of it, its extra query or body ignored, is a valid
    // call that may write. Such routes are probed after the data is compared.
    const takesNoInput = (op: Operation) =>
      op.method !== 'GET' && op.parameters.length === 0 && op.body === undefined;
    const all = ops.filter((op) => !takesNoInput(op)).flatMap(probesOf);
    expect(all.length).toBeGreaterThanOrEqual(1000);

    const before = await fingerprint();
    const results = await send(all);
    const after = await fingerprint();
    results.push(...(await send(ops.filter(takesNoInput).flatMap(probesOf))));

    const serverErrors = results
      .filter((r) => r.status >= 500)
      .map(
        (r) =>
          `${r.probe.method} ${r.probe.url.slice(0, 120)} → ${r.status} ${r.text.slice(0, 200)}`,
      );
    expect(serverErrors).toEqual([]);
    // Every refusal of the API says why, as JSON a person can act on.
    for (const r of results.filter((r) => r.status >= 400 && r.probe.url.startsWith('/api'))) {
      expect(JSON.parse(r.text), `${r.probe.method} ${r.probe.url.slice(0, 120)}`).toMatchObject({
        message: expect.any(String),
      });
    }
    expect(after).toEqual(before);
  }, 180_000);
});
