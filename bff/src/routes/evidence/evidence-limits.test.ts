import {
  EVIDENCE_UPLOADS_PER_WINDOW,
  evidenceQuotaMessage,
  type EvidenceUsage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadStorage } from '../../middleware/multipart-upload.ts';
import { EVIDENCE_CHUNK_BYTES } from '../../services/compliance/evidence-store.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { fileForm, PDF } from '../../testing/evidence-files.ts';

// The limits on evidence files: a rate per person, a quota per company, and files that reach
// the store in chunks, never whole in the process's memory.
const t = setupTwoCompanies();
const { api, db, config } = t;

const MiB = 1024 * 1024;
/** A text file of `bytes` bytes. */
const text = (bytes: number) => Buffer.alloc(bytes, 'evidence line\n');

let obligationOfA: string;
beforeEach(async () => {
  config.evidenceQuotaMiB = 1024;
  // Each test starts with no evidence and fresh counts.
  await db()('rateLimits').delete();
  await db()('obligationEvidence').delete();
  const { obligations } = await t.assessedProjectOfA({ name: 'Claims Assistant' });
  obligationOfA = obligations[0]!.id;
});

const upload = (file: Buffer, name: string, cookie = t.memberA.cookie) =>
  api.call('addObligationEvidence', {
    params: { id: obligationOfA },
    cookie,
    body: fileForm(file, name),
  });
const stored = async () => ({
  evidence: Number((await db()('obligationEvidence').count('* as n').first())!.n),
  files: Number((await db()('evidenceFiles').count('* as n').first())!.n),
});
const usage = async (cookie = t.memberA.cookie) =>
  (
    await api.ok('getEvidenceUsage', {
      ...t.ofA(),
      cookie,
    })
  ).body;

describe('the upload rate per person', () => {
  it(`takes ${EVIDENCE_UPLOADS_PER_WINDOW} files, then answers 429 with the wait, keeping nothing`, async () => {
    for (let i = 0; i < EVIDENCE_UPLOADS_PER_WINDOW; i += 1) {
      const res = await upload(PDF, `minutes-${i}.pdf`);
      expect(res.status, res.text).toBe(201);
    }
    const before = await stored();
    const refused = await upload(PDF, 'one-more.pdf');
    expect(refused.status).toBe(429);
    expect(refused.error.message).toMatch(
      new RegExp(
        `^You uploaded ${EVIDENCE_UPLOADS_PER_WINDOW} files in 10 minutes, the most allowed: upload the next in \\d+ (seconds?|minutes?)$`,
      ),
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);

    // A link is cheap and not counted; another person has their own count.
    const link = await api.call('addObligationEvidence', {
      params: { id: obligationOfA },
      cookie: t.memberA.cookie,
      body: { url: 'https://wiki.example/minutes' },
    });
    expect(link.status, link.text).toBe(201);
    expect((await upload(PDF, 'by-the-admin.pdf', t.adminA.cookie)).status).toBe(201);
  });
});

describe('the evidence quota per company', () => {
  it('refuses a file that would pass it with 413 and a message, keeping nothing', async () => {
    config.evidenceQuotaMiB = 1;
    expect((await upload(text(700 * 1024), 'notes.txt')).status).toBe(201);
    const used: EvidenceUsage = { files: 1, usedBytes: 700 * 1024, quotaBytes: MiB };
    expect(await usage()).toEqual(used);

    const before = await stored();
    const refused = await upload(text(400 * 1024), 'more-notes.txt');
    expect(refused.status).toBe(413);
    expect(refused.error).toEqual({
      message: evidenceQuotaMessage(used),
      code: 'payload_too_large',
    });
    expect(refused.error.message).toContain('quota of 1 MB (1 MB used)');
    expect(await stored()).toEqual(before);
    expect(await usage()).toEqual(used);
    // What still fits is taken.
    expect((await upload(text(300 * 1024), 'fits.txt')).status).toBe(201);
  });

  it('holds for uploads that arrive together: the company is counted one upload at a time', async () => {
    config.evidenceQuotaMiB = 1;
    const answers = await Promise.all([
      upload(text(600 * 1024), 'first.txt'),
      upload(text(600 * 1024), 'second.txt', t.adminA.cookie),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 413]);
    expect((await usage()).usedBytes).toBe(600 * 1024);
  });

  it("is each company's own, and shown to its members", async () => {
    config.evidenceQuotaMiB = 3;
    const ofB = await api.ok('getEvidenceUsage', {
      ...t.ofB(),
      cookie: t.adminB.cookie,
    });
    expect(ofB.body).toEqual({ files: 0, usedBytes: 0, quotaBytes: 3 * MiB });
    const foreign = await api.call('getEvidenceUsage', {
      ...t.ofB(),
      cookie: t.memberA.cookie,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('a file on its way to the store', () => {
  it('is spooled to disk by multer, not held in memory', () => {
    // multer's memory storage keeps each file in a Buffer; the disk storage streams it to a file.
    expect(uploadStorage.constructor.name).toBe('DiskStorage');
  });

  it('reaches PostgreSQL in chunks, never as one value, and comes back whole', async () => {
    const file = text(3 * MiB + 5);
    const appended: number[] = [];
    const watch = (query: { sql: string; bindings?: unknown[] }) => {
      if (/^update "evidence_files"/.test(query.sql)) {
        const chunk = query.bindings?.find((b) => Buffer.isBuffer(b)) as Buffer | undefined;
        appended.push(chunk?.length ?? -1);
      }
    };
    const knex = db() as Knex & { on: Knex['on']; off: Knex['off'] };
    knex.on('query', watch);
    try {
      const res = await upload(file, 'large-notes.txt');
      expect(res.status, res.text).toBe(201);
      expect(appended).toEqual([
        EVIDENCE_CHUNK_BYTES,
        EVIDENCE_CHUNK_BYTES,
        EVIDENCE_CHUNK_BYTES,
        5,
      ]);

      const download = await fetch(`${t.server.baseUrl}/api/evidence/${res.body.id}`, {
        headers: { Cookie: t.memberA.cookie },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
    } finally {
      knex.off('query', watch);
    }
  });
});
