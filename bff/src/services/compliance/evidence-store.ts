import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import type { Knex } from 'knex';
import type { EvidenceS3Config } from '../../config.ts';

/** A file waiting on disk to be kept (an upload spooled by `multipart-upload.ts`). */
export interface SpooledFile {
  path: string;
  size: number;
}

/**
 * How much of a file is read and sent at a time: a process holds one chunk per upload, never a
 * whole file.
 */
export const EVIDENCE_CHUNK_BYTES = 1024 * 1024;

const chunksOf = (file: SpooledFile) =>
  createReadStream(file.path, { highWaterMark: EVIDENCE_CHUNK_BYTES });

/**
 * Where evidence files' bytes live. PostgreSQL by default (`evidence_files`, bytea, written in
 * the unit of work's transaction, so a file commits with its row or not at all); an
 * S3-compatible bucket when configured (written before the row, removed again if the row does
 * not commit; a deleted row queues its object's key, which the `remove-evidence-objects` job
 * deletes after the commit).
 */
export interface EvidenceFileStore {
  readonly kind: 'database' | 's3';
  /** Keeps the bytes of evidence `evidenceId`; answers the key to find them by (null: its id). */
  put(
    trx: Knex,
    file: { evidenceId: string; companyId: string; file: SpooledFile; contentType: string },
  ): Promise<string | null>;
  /** The key `put` gives a file (null: found by the evidence id). */
  keyOf(file: { evidenceId: string; companyId: string }): string | null;
  /** The bytes kept for a piece of evidence; undefined when they are gone. */
  get(db: Knex, evidence: StoredFile): Promise<Buffer | undefined>;
  /**
   * Forgets the bytes. The database store's rows go with their evidence (cascade) in the same
   * transaction; a bucket's object is deleted by the job that drains the deleted rows' keys.
   */
  remove(evidence: StoredFile): Promise<void>;
}

export interface StoredFile {
  id: string;
  storage: 'database' | 's3' | null;
  storageKey: string | null;
}

export const databaseFileStore: EvidenceFileStore = {
  kind: 'database',
  /**
   * The bytes appended a chunk at a time (`content || chunk`), in the unit's transaction: the
   * row commits whole or not at all, and the process never holds more than one chunk.
   */
  async put(trx, { evidenceId, file }) {
    await trx('evidenceFiles').insert({ evidenceId, content: Buffer.alloc(0) });
    for await (const chunk of chunksOf(file)) {
      await trx('evidenceFiles')
        .where({ evidenceId })
        .update({ content: trx.raw('content || ?', [chunk as Buffer]) });
    }
    return null;
  },
  keyOf: () => null,
  async get(db, evidence) {
    const row = (await db('evidenceFiles').where({ evidenceId: evidence.id }).first('content')) as
      { content: Buffer } | undefined;
    return row?.content;
  },
  async remove() {},
};

/** A bucket of an S3-compatible store (AWS S3, MinIO, Ceph, …), by `@aws-sdk/client-s3`. */
export function s3FileStore(
  config: EvidenceS3Config,
  client = s3ClientOf(config),
): EvidenceFileStore {
  const keyOf = ({ evidenceId, companyId }: { evidenceId: string; companyId: string }) =>
    `evidence/${companyId}/${evidenceId}`;
  return {
    kind: 's3',
    keyOf,
    /** Streamed from the spooled file: its length known, the SDK sends it as it reads it. */
    async put(_trx, { evidenceId, companyId, file, contentType }) {
      const key = keyOf({ evidenceId, companyId });
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: chunksOf(file),
          ContentLength: file.size,
          ContentType: contentType,
          ContentDisposition: 'attachment',
        }),
      );
      return key;
    },
    async get(_db, evidence) {
      if (!evidence.storageKey) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: evidence.storageKey }),
        );
        const bytes = await answer.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(evidence) {
      if (!evidence.storageKey) return;
      await client.send(
        new DeleteObjectCommand({ Bucket: config.bucket, Key: evidence.storageKey }),
      );
    },
  };
}

function s3ClientOf(config: EvidenceS3Config): S3Client {
  return new S3Client({
    region: config.region,
    // S3-compatible stores: addressed by path, and checksums only where S3 requires them (the
    // SDK's newer default sends some that not every compatible store reads).
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

const stores = new WeakMap<EvidenceS3Config, EvidenceFileStore>();

/** The store the configuration names, one client per configuration. */
export function evidenceFileStore(config: { evidenceS3?: EvidenceS3Config }): EvidenceFileStore {
  const s3 = config.evidenceS3;
  if (!s3) return databaseFileStore;
  let store = stores.get(s3);
  if (!store) {
    store = s3FileStore(s3);
    stores.set(s3, store);
  }
  return store;
}

/** The store that kept a file: the one it was written to, whatever is configured now. */
export function storeOf(evidence: StoredFile, configured: EvidenceFileStore): EvidenceFileStore {
  return evidence.storage === 's3' ? configured : databaseFileStore;
}
