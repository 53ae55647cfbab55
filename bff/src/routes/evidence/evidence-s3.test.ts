import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceS3Config } from '../../config.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Evidence files in an S3-compatible bucket (EVIDENCE_S3_*), against a small local server that
// keeps objects in memory as such a store would: PUT, GET and DELETE by path.
const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
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
const { api, db } = t;

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('evidence files in an S3-compatible bucket', () => {
  it('are put in the bucket (not in PostgreSQL), downloaded from it, and deleted from it', async () => {
    const projectId = (await t.projectOfA({ name: 'Bucketed' })).id;
    await api.ok('setAiActAssessment', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
      body: { roles: ['deployer'], answers: {} },
    });
    const obligationId = (
      await api.ok('listProjectObligations', {
        params: { id: projectId },
        cookie: t.memberA.cookie,
      })
    ).body[0]!.id;
    const data = new FormData();
    data.set('file', new Blob([new Uint8Array(PDF)]), 'conformity.pdf');
    const added = await api.call('addObligationEvidence', {
      params: { id: obligationId },
      cookie: t.memberA.cookie,
      body: data,
    });
    expect(added.status, added.text).toBe(201);
    const key = `/evidence/evidence/${t.companyA.id}/${added.body.id}`;
    expect(objects.get(key)).toEqual({ body: PDF, contentType: 'application/pdf' });
    expect(await db()('evidenceFiles').where({ evidenceId: added.body.id })).toEqual([]);

    const file = await fetch(`${t.server.baseUrl}/api/evidence/${added.body.id}`, {
      headers: { Cookie: t.memberA.cookie },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    await api.ok('deleteEvidence', { params: { id: added.body.id }, cookie: t.memberA.cookie });
    expect(objects.has(key)).toBe(false);
  });
});
