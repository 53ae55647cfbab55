import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EVENT_STREAMS_PER_PERSON_DEFAULT,
  EVIDENCE_QUOTA_DEFAULT_MIB,
  LIST_CACHE_DEFAULT_MIB,
  NOTIFY_BATCH_DEFAULT_SECONDS,
  REPORTING_LIMITS_DEFAULT,
  type Config,
} from '../config.ts';

/** A complete Config for tests, without reading the environment or touching the disk. */
export function createTestConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    database: { client: 'pg', url: 'postgres://postgres@127.0.0.1:5432/unused' },
    dataDir: path.join(tmpdir(), 'bff-test-data'),
    publicUrl: 'http://localhost:3000',
    sessionSecret: randomBytes(32).toString('hex'),
    secretsKey: randomBytes(32),
    oidc: undefined,
    smtpUrl: undefined,
    mailFrom: 'PortfolioAI <no-reply@localhost>',
    allowedOrigins: [],
    trustProxy: 0,
    redisUrl: undefined,
    widgetRegistry: undefined,
    logLevel: 'silent',
    embedTokenTtlSeconds: 600,
    listCacheMiB: LIST_CACHE_DEFAULT_MIB,
    evidenceQuotaMiB: EVIDENCE_QUOTA_DEFAULT_MIB,
    jobWorker: true,
    sourceMaps: false,
    notifyBatchSeconds: NOTIFY_BATCH_DEFAULT_SECONDS,
    webhookAllowPrivate: false,
    webhookTimeoutSeconds: 15,
    llmAllowPrivate: false,
    llmTimeoutSeconds: 60,
    eventStreamsPerPerson: EVENT_STREAMS_PER_PERSON_DEFAULT,
    reportingLimits: REPORTING_LIMITS_DEFAULT,
    generatedSecrets: [],
    ...overrides,
  };
}
