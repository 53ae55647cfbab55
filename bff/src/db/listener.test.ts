import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { DbListener } from './listener.ts';

let testDb: TestDb;
let listener: DbListener;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  process.on('warning', onWarning);
  listener = new DbListener({ kind: 'pg', connection: { connectionString: testDb.url } });
});

afterAll(async () => {
  process.off('warning', onWarning);
  await listener.close();
  await testDb.destroy();
});

// The event hub subscribes its channels together on a connection the auth cache opened, and
// every write's barrier pings it: pg warned that it queued them ("Calling client.query() when
// the client is already executing a query is deprecated").
it('sends one query at a time when channels and barriers come together, and hears them all', async () => {
  await listener.on('first', () => undefined).ready;
  const heard: string[] = [];
  const channels = ['second', 'third', 'fourth'];
  await Promise.all([
    ...channels.map((channel) => listener.on(channel, (payload) => heard.push(payload)).ready),
    listener.sync(),
    listener.sync(),
  ]);
  for (const channel of channels) await testDb.knex.raw(`notify ${channel}, '${channel}'`);
  await listener.sync();
  await new Promise((resolve) => setImmediate(resolve));

  expect(heard).toEqual(channels);
  expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
});
