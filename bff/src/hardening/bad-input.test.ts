import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE } from '../middleware/json-body.ts';
import { newAccount } from '../testing/auth.ts';
import { setupTwoCompanies } from '../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const NUL = '\u0000';

async function countRows(table: string): Promise<number> {
  const [row] = await db()(table).count({ count: '*' });
  return Number(row?.count);
}

describe('NUL bytes in a body or a query answer 400 naming the field, and store nothing', () => {
  it('feedback name', async () => {
    const before = await countRows('feedback');
    const response = await api.call('submitFeedback', {
      body: {
        name: `Ada${NUL}`,
        email: 'ada@example.com',
        feedback: 'The dashboard could show trends.',
      },
    });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual([
      { field: 'name', message: 'name must not contain NUL characters' },
    ]);
    expect(await countRows('feedback')).toBe(before);
  });

  it('q=%00 in the project list query', async () => {
    const response = await fetch(
      `${t.server.baseUrl}/api/companies/${t.companyA.id}/projects?q=%00`,
      { headers: { cookie: t.adminA.cookie } },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'q must not contain NUL characters (in the query)',
    );
  });

  it.each([
    [
      'project name',
      'createProject',
      { name: `Chat${NUL}bot`, department: 'IT' },
      'name',
      'projects',
    ],
    [
      'invitation e-mail',
      'inviteMember',
      { email: `x${NUL}@example.com`, role: 'member' },
      'email',
      'invitations',
    ],
  ] as const)('%s', async (_, route, body, field, table) => {
    const before = await countRows(table);
    const response = await api.call(route, {
      ...t.ofA(),
      body,
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.details?.[0]?.field).toBe(field);
    expect(await countRows(table)).toBe(before);
  });

  it('company name', async () => {
    const response = await api.call('updateCompany', {
      ...t.ofA(),
      body: { name: `Evil${NUL}Corp` },
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.details?.[0]?.field).toBe('name');
    const company = await db()('companies').where({ id: t.companyA.id }).first();
    expect(company.name).not.toContain(NUL);
  });

  it('sign-in and sign-up e-mail', async () => {
    const signIn = await api.call('signIn', {
      body: { email: `a${NUL}@example.com`, password: 'whatever-password' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.error.details?.[0]?.field).toBe('email');
    const before = await countRows('users');
    const signUp = await api.call('signUp', {
      body: newAccount({ email: `b${NUL}@example.com` }),
    });
    expect(signUp.status).toBe(400);
    expect(await countRows('users')).toBe(before);
  });

  it('LLM API key', async () => {
    const before = await countRows('llm_models');
    const response = await api.call('createLlmModel', {
      ...t.ofA(),
      body: { name: 'GPT', vendor: 'OpenAI', apiKey: `sk-${NUL}secret` },
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual([
      { field: 'apiKey', message: 'apiKey must not contain NUL characters' },
    ]);
    expect(await countRows('llm_models')).toBe(before);
  });
});

describe('compressed request bodies answer 415 with a message, never 500', () => {
  const body = JSON.stringify({ name: 'Zipped company' });
  it.each([
    ['gzip', gzipSync(body)],
    ['deflate', deflateSync(body)],
    ['br', brotliCompressSync(body)],
  ])('Content-Encoding: %s', async (encoding, payload) => {
    const before = await countRows('companies');
    const response = await fetch(`${t.server.baseUrl}/api/companies`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': encoding,
        cookie: t.adminA.cookie,
      },
      body: payload,
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Compressed request bodies are not accepted; send the JSON uncompressed',
    );
    expect(await countRows('companies')).toBe(before);
  });
});

// 16,000 nested objects (under the 100 kB limit) once answered 500: the NUL check walked them
// recursively and overflowed the stack.
describe('deeply nested JSON answers 400 with a message, never 500', () => {
  const nested = (depth: number, inner = '1') =>
    `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
  const post = (path: string, body: string) =>
    fetch(`${t.server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it.each(['/api/feedback', '/api/auth/signin'])('%s with 16,000 levels', async (path) => {
    const before = await countRows('feedback');
    const response = await post(path, nested(16_000));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(await countRows('feedback')).toBe(before);
  });

  it('a burst of them, every one refused the same way', async () => {
    const body = nested(16_000);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => post('/api/feedback', body).then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([400]));
  });

  it('arrays count as levels too; brackets inside strings do not', async () => {
    const arrays = `{"name":${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}}`;
    expect(
      ((await (await post('/api/feedback', arrays)).json()) as { message: string }).message,
    ).toBe(JSON_TOO_DEEP_MESSAGE);
    const response = await post(
      '/api/feedback',
      JSON.stringify({
        name: `Ada ${'{['.repeat(100)}`,
        email: 'ada@example.com',
        feedback: 'The dashboard could show trends.',
      }),
    );
    expect(response.status).toBe(201);
  });

  it(`${JSON_MAX_DEPTH} levels reach the contract check`, async () => {
    const response = await post('/api/feedback', nested(JSON_MAX_DEPTH - 1, '{}'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code?: string }).code).toBe('validation_failed');
  });
});

describe('paging limits that are not finite integers in range answer 400', () => {
  it.each([
    ['limit', 'Infinity'],
    ['limit', '-Infinity'],
    ['limit', '1e400'],
    ['limit', '501'],
    ['limit', '0'],
    ['limit', '0x10'],
    ['limit', '2.5'],
    ['offset', '1e21'],
    ['offset', '1000000000000000000000'],
    ['offset', '-1'],
    ['offset', 'NaN'],
  ])('%s=%s', async (name, value) => {
    const response = await fetch(
      `${t.server.baseUrl}/api/companies/${t.companyA.id}/projects?${name}=${value}`,
      { headers: { cookie: t.adminA.cookie } },
    );
    expect(response.status).toBe(400);
    const error = (await response.json()) as { details: Array<{ field: string }> };
    expect(error.details.map((d) => d.field)).toEqual([name]);
  });

  it('still pages with plain integers', async () => {
    const response = await fetch(
      `${t.server.baseUrl}/api/companies/${t.companyA.id}/projects?limit=5&offset=0`,
      { headers: { cookie: t.adminA.cookie } },
    );
    expect(response.status).toBe(200);
  });
});
