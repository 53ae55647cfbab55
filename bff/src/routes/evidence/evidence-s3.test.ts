import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceS3Config } from '../../config.ts';
import { removeQueuedEvidenceObjects } from '../../jobs/remove-evidence-objects.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Evidence files in an S3-compatible bucket (EVIDENCE_S3_*), against a small local server that
// keeps objects in memory as such a store would: PUT, GET and DELETE by path.
const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
/** When set, the bucket answers every DELETE with a 503, as a store that is down would. */
let deletesFail = false;
const s3: EvidenceS3Config = {
  bucket: 'evidence',
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:1',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
};
let bucket: Server;

beforeAll(async () => {
  bucket = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] });
        res.writeHead(200, { ETag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
        } else {
          res.writeHead(200, { 'Content-Length': object.body.length }).end(object.body);
        }
      } else if (req.method === 'DELETE') {
        if (deletesFail) {
          res
            .writeHead(503, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>ServiceUnavailable</Code><Message>Down</Message></Error>');
          return;
        }
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  s3.endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => bucket.close(resolve));
});

const t = setupTwoCompanies({ config: { evidenceS3: s3 } });
const { api, db, config, logs } = t;

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** What the `remove-evidence-objects` job does after a commit: the objects deleted. */
const removeQueued = () => removeQueuedEvidenceObjects({ config, db: db(), logger: logs.logger });
const queued = () => db()('evidenceObjectDeletions').orderBy('id');

/** A project of company A assessed as `roles` with `answers`; its obligations. */
async function assessed(
  name: string,
  body: { roles: Array<'provider' | 'deployer'>; answers: Record<string, boolean> },
) {
  const projectId = (await t.projectOfA({ name })).id;
  await api.ok('setAiActAssessment', { params: { id: projectId }, cookie: t.memberA.cookie, body });
  const obligations = (
    await api.ok('listProjectObligations', { params: { id: projectId }, cookie: t.memberA.cookie })
  ).body;
  return { projectId, obligations };
}

/** A PDF added to the obligation; its evidence id and its object's path in the bucket. */
async function filed(obligationId: string) {
  const data = new FormData();
  data.set('file', new Blob([new Uint8Array(PDF)]), 'conformity.pdf');
  const added = await api.call('addObligationEvidence', {
    params: { id: obligationId },
    cookie: t.memberA.cookie,
    body: data,
  });
  expect(added.status, added.text).toBe(201);
  return {
    id: added.body.id as string,
    key: `/evidence/evidence/${t.companyA.id}/${added.body.id}`,
  };
}

describe('evidence files in an S3-compatible bucket', () => {
  it('are put in the bucket (not in PostgreSQL), downloaded from it, and deleted from it', async () => {
    const { obligations } = await assessed('Bucketed', { roles: ['deployer'], answers: {} });
    const { id, key } = await filed(obligations[0]!.id);
    expect(objects.get(key)).toEqual({ body: PDF, contentType: 'application/pdf' });
    expect(await db()('evidenceFiles').where({ evidenceId: id })).toEqual([]);

    const file = await fetch(`${t.server.baseUrl}/api/evidence/${id}`, {
      headers: { Cookie: t.memberA.cookie },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    await api.ok('deleteEvidence', { params: { id }, cookie: t.memberA.cookie });
    // Queued with the row's deletion, removed by the job after the commit.
    expect((await queued()).map((q) => q.storageKey)).toEqual([key.replace('/evidence/', '')]);
    expect(await removeQueued()).toBe(1);
    expect(objects.has(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('leave the bucket when their obligation goes with a new assessment (a cascade)', async () => {
    const { projectId, obligations } = await assessed('Talks to customers', {
      roles: ['provider'],
      answers: { 'art50-1-interaction': true },
    });
    const transparency = obligations.find((o) => o.obligationId === 'art50-1-interaction')!;
    const literacy = obligations.find((o) => o.obligationId === 'art4-ai-literacy')!;
    const gone = await filed(transparency.id);
    const kept = await filed(literacy.id);

    // No longer interacting with people: the transparency obligation and its evidence go.
    await api.ok('setAiActAssessment', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
      body: { roles: ['provider'], answers: {} },
    });
    expect(await db()('obligationEvidence').where({ id: gone.id })).toEqual([]);
    expect(await removeQueued()).toBe(1);
    expect(objects.has(gone.key)).toBe(false);
    expect(objects.has(kept.key)).toBe(true);
  });

  it('are deleted later when the bucket refuses a delete, and only then leave the queue', async () => {
    const { obligations } = await assessed('Bucket down', { roles: ['deployer'], answers: {} });
    const { id, key } = await filed(obligations[0]!.id);
    await api.ok('deleteEvidence', { params: { id }, cookie: t.memberA.cookie });

    deletesFail = true;
    try {
      expect(await removeQueued()).toBe(0);
    } finally {
      deletesFail = false;
    }
    expect(objects.has(key)).toBe(true);
    const [waiting] = await queued();
    expect(waiting).toMatchObject({ attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(logs.text()).toContain('an evidence file could not be deleted from the bucket');
    // Not due yet: left alone.
    expect(await removeQueued()).toBe(0);
    expect(objects.has(key)).toBe(true);

    await db()('evidenceObjectDeletions').update({ nextAttemptAt: new Date() });
    expect(await removeQueued()).toBe(1);
    expect(objects.has(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });
});
