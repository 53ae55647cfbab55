import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceS3Config } from '../../config.ts';
import { removeQueuedEvidenceObjects } from '../../jobs/remove-evidence-objects.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { MINUTE_MS } from '@portfolio/contracts';
import { fileForm, PDF } from '../../testing/evidence-files.ts';

// Evidence files in an S3-compatible bucket (EVIDENCE_S3_*), against s3rver: a widely used S3
// emulator, in this process on loopback, that checks the SDK's signatures and keeps objects
// on disk as a store would. The test looks into the bucket with the same SDK.
const directory = mkdtempSync(path.join(tmpdir(), 'evidence-bucket-'));
const s3: EvidenceS3Config = {
  bucket: 'evidence',
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:1',
  // The emulator's own account.
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
};
let bucket: S3rver;
let port = 0;
let inspector: S3Client;

/** Starts the emulator on its port (the first time any free one), keeping what it stored. */
async function startBucket() {
  bucket = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: s3.bucket, configs: [] }],
  });
  port = ((await bucket.run()) as AddressInfo).port;
}

beforeAll(async () => {
  await startBucket();
  s3.endpoint = `http://127.0.0.1:${port}`;
  inspector = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });
});
afterAll(async () => {
  inspector?.destroy();
  await bucket?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The object at `key` as the bucket keeps it; undefined when there is none. */
async function objectAt(key: string) {
  try {
    const object = await inspector.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return {
      body: Buffer.from(await object.Body!.transformToByteArray()),
      contentType: object.ContentType,
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
const exists = async (key: string) => {
  try {
    await inspector.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
};

const t = setupTwoCompanies({ config: { evidenceS3: s3 } });
const { api, db, logs } = t;

/** What the `remove-evidence-objects` job does after a commit: the objects deleted. */
const removeQueued = () => removeQueuedEvidenceObjects(t.deps());
const queued = () => db()('evidenceObjectDeletions').orderBy('id');

/** A PDF added to the obligation; its evidence id and its object's path in the bucket. */
async function filed(obligationId: string) {
  const added = await api.call('addObligationEvidence', {
    params: { id: obligationId },
    cookie: t.memberA.cookie,
    body: fileForm(PDF, 'conformity.pdf'),
  });
  expect(added.status, added.text).toBe(201);
  return {
    id: added.body.id as string,
    key: `evidence/${t.companyA.id}/${added.body.id}`,
  };
}

describe('evidence files in an S3-compatible bucket', () => {
  it('are put in the bucket (not in PostgreSQL), downloaded from it, and deleted from it', async () => {
    const { obligations } = await t.assessedProjectOfA({ name: 'Bucketed' });
    const { id, key } = await filed(obligations[0]!.id);
    expect(await objectAt(key)).toEqual({ body: PDF, contentType: 'application/pdf' });
    expect(await db()('evidenceFiles').where({ evidenceId: id })).toEqual([]);

    const file = await fetch(`${t.server.baseUrl}/api/evidence/${id}`, {
      headers: { Cookie: t.memberA.cookie },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    await api.ok('deleteEvidence', { params: { id }, cookie: t.memberA.cookie });
    // Queued with the row's deletion, removed by the job after the commit.
    expect((await queued()).map((q) => q.storageKey)).toEqual([key]);
    expect(await removeQueued()).toBe(1);
    expect(await exists(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('reach the bucket streamed from the upload, and come back whole', async () => {
    const { obligations } = await t.assessedProjectOfA({ name: 'Large notes' });
    const notes = Buffer.alloc(3 * 1024 * 1024 + 5, 'meeting notes\n');
    const added = await api.call('addObligationEvidence', {
      params: { id: obligations[0]!.id },
      cookie: t.memberA.cookie,
      body: fileForm(notes, 'notes.txt'),
    });
    expect(added.status, added.text).toBe(201);
    const object = await objectAt(`evidence/${t.companyA.id}/${added.body.id}`);
    expect(object?.contentType).toBe('text/plain');
    expect(object?.body.equals(notes)).toBe(true);
  });

  it('leave the bucket when their obligation goes with a new assessment (a cascade)', async () => {
    const { projectId, obligations } = await t.assessedProjectOfA(
      { name: 'Talks to customers' },
      { roles: ['provider'], answers: { 'art50-1-interaction': true } },
    );
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
    expect(await exists(gone.key)).toBe(false);
    expect(await exists(kept.key)).toBe(true);
  });

  it('are deleted later when the bucket is down for a delete, and only then leave the queue', async () => {
    const { obligations } = await t.assessedProjectOfA({ name: 'Bucket down' });
    const { id, key } = await filed(obligations[0]!.id);
    await api.ok('deleteEvidence', { params: { id }, cookie: t.memberA.cookie });

    // The bucket is down for the job's first attempt.
    await bucket.close();
    try {
      expect(await removeQueued()).toBe(0);
    } finally {
      await startBucket();
    }
    expect(await exists(key)).toBe(true);
    const [waiting] = await queued();
    expect(waiting).toMatchObject({ attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + MINUTE_MS);
    expect(logs.text()).toContain('an evidence file could not be deleted from the bucket');
    // Not due yet: left alone.
    expect(await removeQueued()).toBe(0);
    expect(await exists(key)).toBe(true);

    await db()('evidenceObjectDeletions').update({ nextAttemptAt: new Date() });
    expect(await removeQueued()).toBe(1);
    expect(await exists(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });
});
