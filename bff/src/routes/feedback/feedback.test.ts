import http from 'node:http';
import { FEEDBACK_THANKS, routes } from '@portfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestConfig } from '../../testing/config.ts';
import { contractClient } from '../../testing/contract-client.ts';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import { startTestServer, type TestServer } from '../../testing/http.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { FEEDBACK_RATE_LIMIT } from './feedback.ts';

const config = createTestConfig();
const logger = createLogger({ level: 'silent' });
let testDb: TestDb;
let server: TestServer;
let api: ReturnType<typeof contractClient>;
const db = () => testDb.knex;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  feedback: 'The dashboard could show trends over time.',
};
const rows = () => db()('feedback').orderBy('id');

beforeAll(async () => {
  testDb = await createTestDb();
  server = await startTestServer({ config, db: testDb.knex, logger });
  api = contractClient(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
  await testDb?.destroy();
});

// The shared server accepts FEEDBACK_RATE_LIMIT.max submissions in all: tests of accepted
// feedback stay below that; the limit itself is tested on servers of its own.
describe('POST /api/feedback', () => {
  it('stores the feedback of anyone, signed out, and thanks them', async () => {
    const response = await api.call('submitFeedback', {
      body: { ...valid, name: '  Ada Lovelace ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: FEEDBACK_THANKS.title });
    const [row] = await db()('feedback').where({ email: 'ada@example.com' });
    expect(row).toMatchObject({ ...valid, createdAt: expect.any(Date) });
  });

  it('takes the company as optional: left out, null or blank are stored as null', async () => {
    const { company: _, ...withoutCompany } = valid;
    for (const [email, company] of [
      ['none@example.com', undefined],
      ['null@example.com', null],
      ['blank@example.com', '  '],
    ] as const) {
      const response = await api.call('submitFeedback', {
        body: { ...withoutCompany, email, company },
      });
      expect(response.status).toBe(201);
      expect((await db()('feedback').where({ email }).first()).company).toBeNull();
    }
  });

  it.each([
    ['name', { ...valid, name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { ...valid, name: ' ' }, 'Name must be at least 2 characters'],
    ['name', { ...valid, name: undefined }, 'Name must be at least 2 characters'],
    ['email', { ...valid, email: 'ada.example.com' }, 'Please enter a valid email'],
    ['email', { ...valid, email: 'ada@example' }, 'Please enter a valid email'],
    [
      'feedback',
      { ...valid, feedback: 'Too short' },
      'Please provide at least 10 characters of feedback',
    ],
    [
      'feedback',
      { ...valid, feedback: 'x'.repeat(5001) },
      'Feedback must be at most 5000 characters',
    ],
    ['company', { ...valid, company: 'c'.repeat(256) }, 'Company must be at most 255 characters'],
    ['rating', { ...valid, rating: 5 }, 'rating is not a known field'],
  ])('answers 400 with the message for a bad %s, storing nothing', async (field, body, message) => {
    const response = await expectRefused(rows, 400, () => api.call('submitFeedback', { body }));
    expect(response.error.details).toEqual([{ field, message }]);
  });

  it('names every bad field at once', async () => {
    const response = await api.call('submitFeedback', {
      body: { name: 'A', email: 'x', feedback: 'short' },
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(
      'Name must be at least 2 characters; Please enter a valid email; Please provide at least 10 characters of feedback',
    );
  });
});

/** A POST from a chosen loopback address (Linux routes all of 127/8 to the loopback). */
function postFrom(baseUrl: string, localAddress: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${routes.submitFeedback.path}`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('POST /api/feedback rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // Counters are shared by every app on the database: start this server's from none.
    await db()('rate_limits').del();
    limited = await startTestServer({ config, db: testDb.knex, logger });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it(`accepts ${FEEDBACK_RATE_LIMIT.max} submissions per address, then answers 429 and stores nothing`, async () => {
    const client = contractClient(limited.baseUrl);
    // Refused bodies write nothing and do not count.
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.call('submitFeedback', { body: { ...valid, feedback: 'short' } })).status,
      ).toBe(400);
    }
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.max; i += 1) {
      const response = await client.call('submitFeedback', {
        body: { ...valid, email: `limit-${i}@example.com` },
      });
      expect(response.status).toBe(201);
    }
    const before = await rows();
    const refused = await client.call('submitFeedback', {
      body: { ...valid, email: 'one-too-many@example.com' },
    });
    expect(refused.status).toBe(429);
    expect(refused.error.message).toBe(
      'Too much feedback sent from your address. Please try again in 10 minutes.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await rows()).toEqual(before);

    // Another address has its own count.
    expect(
      await postFrom(limited.baseUrl, '127.0.0.2', {
        ...valid,
        email: 'other-address@example.com',
      }),
    ).toBe(201);
  });
});
