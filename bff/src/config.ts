import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FormatRegistry, Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { EMBED_TOKEN_MAX_TTL_SECONDS } from '@portfolio/contracts';

/** The repository root (two levels above bff/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the data lives: a PostgreSQL server, or the embedded PGlite directory. */
export type DatabaseConfig = { client: 'pg'; url: string } | { client: 'pglite'; dir: string };

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The `aud` of the issuer's access tokens accepted as bearer (OIDC_AUDIENCE; default clientId). */
  audience?: string;
}

export interface Config {
  port: number;
  database: DatabaseConfig;
  /** Directory for the embedded database and generated secrets. */
  dataDir: string;
  /** Public base URL without a trailing slash, e.g. `http://localhost:3000`. */
  publicUrl: string;
  /** Signs session cookies (Koa `app.keys`). */
  sessionSecret: string;
  /** 32-byte key for AES-256-GCM encryption of LLM API keys. */
  secretsKey: Buffer;
  /** Set when OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set. */
  oidc: OidcConfig | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Extra origins allowed for CORS and cookie-authenticated writes (normalised origins). */
  allowedOrigins: string[];
  /**
   * How many proxies stand in front of the server (TRUST_PROXY, 0 = none). With 1 or more,
   * X-Forwarded-Proto says https and the client address is the X-Forwarded-For entry the
   * outermost trusted proxy added, never one the client wrote.
   */
  trustProxy: number;
  /** Shared rate-limit counters in Redis instead of PostgreSQL (REDIS_URL). */
  redisUrl: string | undefined;
  /** Override of widget manifest URLs, name → URL. */
  widgetRegistry: Record<string, string> | undefined;
  logLevel: LogLevel;
  /** Lifetime of embed tokens (EMBED_TOKEN_TTL_SECONDS, at most 600). */
  embedTokenTtlSeconds: number;
  /**
   * JSON of list pages kept per process by data version, in MiB (LIST_CACHE_MIB, 0 = none); as
   * much again for portfolio timelines, and again for custom reports' answers.
   */
  listCacheMiB: number;
  /** The evidence files a company may keep, in MiB (EVIDENCE_QUOTA_MIB, default 1024). */
  evidenceQuotaMiB: number;
  /**
   * Whether this process works background jobs and keeps their schedules (JOB_WORKER, default
   * true). Web processes may leave them to `npm run worker` processes on the same database.
   */
  jobWorker: boolean;
  /**
   * Serve the build's `.map` files (SOURCE_MAPS=true). Off by default: a source map hands
   * anyone the whole original source.
   */
  sourceMaps: boolean;
  /**
   * How long the first change to a person's projects waits for others before their Project
   * Updates e-mail goes out with all of them (NOTIFY_BATCH_SECONDS, default 60).
   */
  notifyBatchSeconds: number;
  /**
   * Whether webhooks may go to private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE;
   * default true on the embedded database, a machine's own demo, and false with DATABASE_URL).
   */
  webhookAllowPrivate: boolean;
  /** How long a webhook delivery waits for the endpoint's answer (WEBHOOK_TIMEOUT_SECONDS, 15). */
  webhookTimeoutSeconds: number;
  /**
   * Where evidence files go instead of PostgreSQL: an S3-compatible bucket (EVIDENCE_S3_BUCKET
   * with EVIDENCE_S3_REGION, optionally EVIDENCE_S3_ENDPOINT for MinIO and the like, and
   * EVIDENCE_S3_ACCESS_KEY_ID / EVIDENCE_S3_SECRET_ACCESS_KEY, else the SDK's own chain).
   * Absent: files are kept in PostgreSQL.
   */
  evidenceS3?: EvidenceS3Config;
  /**
   * Whether LLM models may be called at private, loopback and link-local addresses (a model
   * served inside the company's network; LLM_ALLOW_PRIVATE, defaulting as WEBHOOK_ALLOW_PRIVATE).
   */
  llmAllowPrivate: boolean;
  /** How long a call to a model waits for its answer (LLM_TIMEOUT_SECONDS, 60). */
  llmTimeoutSeconds: number;
  /**
   * How many live update streams (GET /api/companies/{id}/events) one person may have open on
   * one process (EVENT_STREAMS_PER_PERSON, default 20): a stream per company per browser tab,
   * with room for several tabs and embedded pages.
   */
  eventStreamsPerPerson: number;
  /**
   * What report runs and CSV exports may cost: runs and exports per person (or API token) a
   * minute (REPORT_RUNS_PER_MINUTE 60, EXPORTS_PER_MINUTE 10), and exports one company may have
   * running at once (EXPORTS_PER_COMPANY 3); counted by every process together.
   */
  reportingLimits: ReportingLimits;
  /** Secrets that were generated into `DATA_DIR/secrets.json` on this start, if any. */
  generatedSecrets: Array<'SESSION_SECRET' | 'SECRETS_KEY'>;
}

export interface EvidenceS3Config {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph…); addressed by path, not by bucket host name. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface ReportingLimits {
  runsPerMinute: number;
  exportsPerMinute: number;
  exportsPerCompany: number;
}
export const REPORTING_LIMITS_DEFAULT: ReportingLimits = {
  runsPerMinute: 60,
  exportsPerMinute: 10,
  exportsPerCompany: 3,
};

export const NOTIFY_BATCH_DEFAULT_SECONDS = 60;
export const WEBHOOK_TIMEOUT_DEFAULT_SECONDS = 15;
export const LLM_TIMEOUT_DEFAULT_SECONDS = 60;
export const EVENT_STREAMS_PER_PERSON_DEFAULT = 20;
/** A day: longer, and a "project updates" e-mail is no longer news. */
const NOTIFY_BATCH_MAX_SECONDS = 86_400;

/** Room for about 500 pages of 100 projects per process. */
export const LIST_CACHE_DEFAULT_MIB = 32;
const LIST_CACHE_MAX_MIB = 4096;

/** A gibibyte of evidence files per company: about a hundred files of the 10 MB maximum. */
export const EVIDENCE_QUOTA_DEFAULT_MIB = 1024;

/** Thrown at start when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const SESSION_SECRET_MIN_LENGTH = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const WIDGET_NAME = /^[a-z][a-z0-9-]*$/;
const MAKE_SESSION_SECRET = 'e.g. `openssl rand -base64 32`';
const MAKE_SECRETS_KEY = 'e.g. `openssl rand -hex 32`';

function isUrlWithProtocol(raw: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

// Formats of the environment schema (TypeBox checks `format` through this registry).
const URL_FORMATS: Record<string, string[]> = {
  'env-http-url': ['http:', 'https:'],
  'env-postgres-url': ['postgres:', 'postgresql:'],
  'env-smtp-url': ['smtp:', 'smtps:'],
  'env-redis-url': ['redis:', 'rediss:'],
};
for (const [format, protocols] of Object.entries(URL_FORMATS)) {
  FormatRegistry.Set(format, (value) => isUrlWithProtocol(value, protocols));
}
FormatRegistry.Set(
  'env-embed-ttl',
  (value) =>
    /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= EMBED_TOKEN_MAX_TTL_SECONDS,
);
FormatRegistry.Set(
  'env-list-cache-mib',
  (value) => /^\d+$/.test(value) && Number(value) <= LIST_CACHE_MAX_MIB,
);
FormatRegistry.Set(
  'env-notify-batch',
  (value) => /^\d+$/.test(value) && Number(value) <= NOTIFY_BATCH_MAX_SECONDS,
);
FormatRegistry.Set('env-port', (value) => /^\d+$/.test(value) && Number(value) <= 65535);

/** 1 to 100000, without leading zeros. */
const WHOLE_1_TO_100000 = '^([1-9]\\d{0,4}|100000)$';

/** An optional variable: a string that satisfies `rules`, else `message` names the problem. */
const Var = (message: string, rules: { pattern?: string; format?: string; minLength?: number }) =>
  Type.Optional(Type.String({ ...rules, errorMessage: message }));

/**
 * The environment the BFF reads, as a schema: each variable with the rule it must satisfy and
 * the sentence that names it when it does not. Lists (ALLOWED_ORIGINS, WIDGET_REGISTRY) are
 * checked entry by entry after the schema, and rules that involve several variables below it.
 */
export const EnvSchema = Type.Object({
  PORT: Var('PORT must be an integer between 0 and 65535', { format: 'env-port' }),
  DATABASE_URL: Var('DATABASE_URL must be a postgres:// or postgresql:// URL', {
    format: 'env-postgres-url',
  }),
  DATA_DIR: Var('DATA_DIR must be a directory path', { minLength: 1 }),
  PUBLIC_URL: Var('PUBLIC_URL must be an http:// or https:// URL', { format: 'env-http-url' }),
  SESSION_SECRET: Var(
    `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`,
    { minLength: SESSION_SECRET_MIN_LENGTH },
  ),
  SECRETS_KEY: Var('SECRETS_KEY must be 64 hexadecimal characters (32 bytes)', {
    pattern: HEX_KEY.source,
  }),
  OIDC_ISSUER_URL: Var('OIDC_ISSUER_URL must be an http:// or https:// URL', {
    format: 'env-http-url',
  }),
  OIDC_CLIENT_ID: Var('OIDC_CLIENT_ID must not be empty', { minLength: 1 }),
  OIDC_CLIENT_SECRET: Var('OIDC_CLIENT_SECRET must not be empty', { minLength: 1 }),
  OIDC_AUDIENCE: Var('OIDC_AUDIENCE must not be empty', { minLength: 1 }),
  SMTP_URL: Var('SMTP_URL must be an smtp:// or smtps:// URL', { format: 'env-smtp-url' }),
  MAIL_FROM: Var('MAIL_FROM must be an e-mail address, optionally as "Name <address>"', {
    pattern: '^[^\\s@<>]+@[^\\s@<>]+$|<[^\\s@<>]+@[^\\s@<>]+>$',
  }),
  ALLOWED_ORIGINS: Var('ALLOWED_ORIGINS must be a comma-separated list of origins', {}),
  WIDGET_REGISTRY: Var('WIDGET_REGISTRY must be JSON or name=url pairs', {}),
  TRUST_PROXY: Var(
    'TRUST_PROXY must be the number of proxies in front of the server (0 for none, e.g. TRUST_PROXY=1 behind one load balancer)',
    { pattern: '^(\\d{1,2}|false)$' },
  ),
  REDIS_URL: Var('REDIS_URL must be a redis:// or rediss:// URL', { format: 'env-redis-url' }),
  EMBED_TOKEN_TTL_SECONDS: Var(
    `EMBED_TOKEN_TTL_SECONDS must be an integer between 1 and ${EMBED_TOKEN_MAX_TTL_SECONDS}`,
    { format: 'env-embed-ttl' },
  ),
  EVIDENCE_QUOTA_MIB: Var('EVIDENCE_QUOTA_MIB must be a whole number of MiB from 1 to 9999999', {
    pattern: '^0*[1-9]\\d{0,6}$',
  }),
  LIST_CACHE_MIB: Var(
    `LIST_CACHE_MIB must be a whole number of MiB from 0 to ${LIST_CACHE_MAX_MIB}`,
    { format: 'env-list-cache-mib' },
  ),
  NOTIFY_BATCH_SECONDS: Var(
    `NOTIFY_BATCH_SECONDS must be a whole number of seconds from 0 to ${NOTIFY_BATCH_MAX_SECONDS}`,
    { format: 'env-notify-batch' },
  ),
  JOB_WORKER: Var('JOB_WORKER must be true or false', { pattern: '^(true|false)$' }),
  WEBHOOK_ALLOW_PRIVATE: Var('WEBHOOK_ALLOW_PRIVATE must be true or false', {
    pattern: '^(true|false)$',
  }),
  WEBHOOK_TIMEOUT_SECONDS: Var('WEBHOOK_TIMEOUT_SECONDS must be a whole number from 1 to 60', {
    pattern: '^([1-9]|[1-5][0-9]|60)$',
  }),
  LLM_ALLOW_PRIVATE: Var('LLM_ALLOW_PRIVATE must be true or false', {
    pattern: '^(true|false)$',
  }),
  LLM_TIMEOUT_SECONDS: Var('LLM_TIMEOUT_SECONDS must be a whole number from 1 to 300', {
    pattern: '^([1-9]|[1-9][0-9]|[1-2][0-9][0-9]|300)$',
  }),
  EVENT_STREAMS_PER_PERSON: Var('EVENT_STREAMS_PER_PERSON must be a whole number from 1 to 1000', {
    pattern: '^([1-9]|[1-9][0-9]|[1-9][0-9][0-9]|1000)$',
  }),
  REPORT_RUNS_PER_MINUTE: Var('REPORT_RUNS_PER_MINUTE must be a whole number from 1 to 100000', {
    pattern: WHOLE_1_TO_100000,
  }),
  EXPORTS_PER_MINUTE: Var('EXPORTS_PER_MINUTE must be a whole number from 1 to 100000', {
    pattern: WHOLE_1_TO_100000,
  }),
  EXPORTS_PER_COMPANY: Var('EXPORTS_PER_COMPANY must be a whole number from 1 to 100000', {
    pattern: WHOLE_1_TO_100000,
  }),
  SOURCE_MAPS: Var('SOURCE_MAPS must be true or false', { pattern: '^(true|false)$' }),
  EVIDENCE_S3_BUCKET: Var('EVIDENCE_S3_BUCKET must not be empty', { minLength: 1 }),
  EVIDENCE_S3_REGION: Var('EVIDENCE_S3_REGION must not be empty', { minLength: 1 }),
  EVIDENCE_S3_ENDPOINT: Var('EVIDENCE_S3_ENDPOINT must be an http:// or https:// URL', {
    format: 'env-http-url',
  }),
  EVIDENCE_S3_ACCESS_KEY_ID: Var('EVIDENCE_S3_ACCESS_KEY_ID must not be empty', { minLength: 1 }),
  EVIDENCE_S3_SECRET_ACCESS_KEY: Var('EVIDENCE_S3_SECRET_ACCESS_KEY must not be empty', {
    minLength: 1,
  }),
  LOG_LEVEL: Var(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`, {
    pattern: `^(${LOG_LEVELS.join('|')})$`,
  }),
});
export type Env = Static<typeof EnvSchema>;

/** The known variables, trimmed, with empty ones left out (an empty variable counts as unset). */
function readEnv(env: Record<string, string | undefined>): Env {
  const read: Record<string, string> = {};
  for (const name of Object.keys(EnvSchema.properties)) {
    const raw = env[name]?.trim();
    if (raw !== undefined && raw !== '') read[name] = raw;
  }
  return read as Env;
}

/** One sentence per variable that breaks its rule, in the schema's order. */
function schemaProblems(env: Env): string[] {
  const problems = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, env)) {
    const message = (error.schema as { errorMessage?: string }).errorMessage;
    if (message !== undefined && !problems.has(error.path)) problems.set(error.path, message);
  }
  return [...problems.values()];
}

/**
 * TRUST_PROXY `true` used to mean "believe any X-Forwarded-For", which lets a client pick its
 * own address; the number of proxies says which entry a trusted proxy wrote.
 */
const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true is no longer accepted: set the number of proxies in front of the server (e.g. TRUST_PROXY=1), so the client address is the one your proxy added';

/**
 * Reads the environment into a typed, validated Config. Throws a ConfigError naming each bad
 * variable. On the embedded default (no DATABASE_URL), a missing SESSION_SECRET or SECRETS_KEY is
 * generated once into `DATA_DIR/secrets.json` (mode 0600) and reused on later starts.
 */
export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): Config {
  const env = readEnv(rawEnv);
  const problems = schemaProblems(env).map((problem) =>
    env.TRUST_PROXY === 'true' && problem.startsWith('TRUST_PROXY') ? TRUST_PROXY_TRUE : problem,
  );

  const port = env.PORT !== undefined && /^\d+$/.test(env.PORT) ? Number(env.PORT) : 3000;
  const dataDir = dataDirOf(env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const trustProxy = /^\d+$/.test(env.TRUST_PROXY ?? '') ? Number(env.TRUST_PROXY) : 0;
  const oidc = parseOidc(env, problems);
  const allowedOrigins = parseOrigins(env.ALLOWED_ORIGINS, problems);
  const widgetRegistry = parseWidgetRegistry(env.WIDGET_REGISTRY, problems);
  const evidenceS3 = evidenceS3Config(env, problems);

  if (env.DATABASE_URL !== undefined) {
    if (env.SESSION_SECRET === undefined) {
      problems.push(
        `SESSION_SECRET is required when DATABASE_URL is set (at least ${SESSION_SECRET_MIN_LENGTH} characters, ${MAKE_SESSION_SECRET})`,
      );
    }
    if (env.SECRETS_KEY === undefined) {
      problems.push(
        `SECRETS_KEY is required when DATABASE_URL is set (64 hex characters, ${MAKE_SECRETS_KEY})`,
      );
    }
  }
  // Secure cookies need the request to be known as https: the server speaks plain http, so
  // only a trusted proxy's X-Forwarded-Proto can say so.
  if (
    publicUrl.startsWith('https:') &&
    trustProxy === 0 &&
    !problems.some((p) => p.startsWith('TRUST_PROXY'))
  ) {
    problems.push(
      'PUBLIC_URL is https:// but the server itself speaks http: set TRUST_PROXY to the number of proxies in front of it that terminate TLS (e.g. TRUST_PROXY=1)',
    );
  }

  if (env.JOB_WORKER === 'false' && env.DATABASE_URL === undefined) {
    problems.push(
      'JOB_WORKER=false needs DATABASE_URL: the embedded database serves one process, which must work its own jobs',
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);

  let sessionSecret = env.SESSION_SECRET;
  let secretsKeyHex = env.SECRETS_KEY;
  const generatedSecrets: Config['generatedSecrets'] = [];
  if (
    env.DATABASE_URL === undefined &&
    (sessionSecret === undefined || secretsKeyHex === undefined)
  ) {
    const stored = loadOrCreateSecrets(dataDir, {
      needSessionSecret: sessionSecret === undefined,
      needSecretsKey: secretsKeyHex === undefined,
    });
    sessionSecret ??= stored.sessionSecret;
    secretsKeyHex ??= stored.secretsKey;
    generatedSecrets.push(...stored.generated);
  }

  return {
    port,
    database: databaseConfig(env.DATABASE_URL, dataDir),
    dataDir,
    publicUrl,
    sessionSecret: sessionSecret as string,
    secretsKey: Buffer.from(secretsKeyHex as string, 'hex'),
    oidc,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'PortfolioAI <no-reply@localhost>',
    allowedOrigins,
    trustProxy,
    redisUrl: env.REDIS_URL,
    widgetRegistry,
    logLevel: (env.LOG_LEVEL ?? 'info') as LogLevel,
    embedTokenTtlSeconds: Number(env.EMBED_TOKEN_TTL_SECONDS ?? EMBED_TOKEN_MAX_TTL_SECONDS),
    listCacheMiB: Number(env.LIST_CACHE_MIB ?? LIST_CACHE_DEFAULT_MIB),
    evidenceQuotaMiB: Number(env.EVIDENCE_QUOTA_MIB ?? EVIDENCE_QUOTA_DEFAULT_MIB),
    jobWorker: env.JOB_WORKER !== 'false',
    sourceMaps: env.SOURCE_MAPS === 'true',
    notifyBatchSeconds: Number(env.NOTIFY_BATCH_SECONDS ?? NOTIFY_BATCH_DEFAULT_SECONDS),
    webhookAllowPrivate:
      env.WEBHOOK_ALLOW_PRIVATE === undefined
        ? env.DATABASE_URL === undefined
        : env.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutSeconds: Number(env.WEBHOOK_TIMEOUT_SECONDS ?? WEBHOOK_TIMEOUT_DEFAULT_SECONDS),
    ...(evidenceS3 ? { evidenceS3 } : {}),
    llmAllowPrivate:
      env.LLM_ALLOW_PRIVATE === undefined
        ? env.DATABASE_URL === undefined
        : env.LLM_ALLOW_PRIVATE === 'true',
    llmTimeoutSeconds: Number(env.LLM_TIMEOUT_SECONDS ?? LLM_TIMEOUT_DEFAULT_SECONDS),
    eventStreamsPerPerson: Number(env.EVENT_STREAMS_PER_PERSON ?? EVENT_STREAMS_PER_PERSON_DEFAULT),
    reportingLimits: {
      runsPerMinute: Number(env.REPORT_RUNS_PER_MINUTE ?? REPORTING_LIMITS_DEFAULT.runsPerMinute),
      exportsPerMinute: Number(env.EXPORTS_PER_MINUTE ?? REPORTING_LIMITS_DEFAULT.exportsPerMinute),
      exportsPerCompany: Number(
        env.EXPORTS_PER_COMPANY ?? REPORTING_LIMITS_DEFAULT.exportsPerCompany,
      ),
    },
    generatedSecrets,
  };
}

/** The S3 store of evidence files, when EVIDENCE_S3_BUCKET is set; its variables belong together. */
function evidenceS3Config(env: Env, problems: string[]): EvidenceS3Config | undefined {
  const keyId = env.EVIDENCE_S3_ACCESS_KEY_ID;
  const secret = env.EVIDENCE_S3_SECRET_ACCESS_KEY;
  if ((keyId === undefined) !== (secret === undefined)) {
    problems.push(
      'EVIDENCE_S3_ACCESS_KEY_ID and EVIDENCE_S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (env.EVIDENCE_S3_BUCKET === undefined) return undefined;
  return {
    bucket: env.EVIDENCE_S3_BUCKET,
    region: env.EVIDENCE_S3_REGION ?? 'us-east-1',
    ...(env.EVIDENCE_S3_ENDPOINT ? { endpoint: env.EVIDENCE_S3_ENDPOINT } : {}),
    ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
  };
}

/**
 * Only what the database tools need (DATABASE_URL, DATA_DIR, LOG_LEVEL): migrations and the
 * knex CLI run without SESSION_SECRET and SECRETS_KEY.
 */
export function loadDatabaseConfig(
  rawEnv: Record<string, string | undefined> = process.env,
): Pick<Config, 'database' | 'logLevel' | 'dataDir'> {
  const env = readEnv(rawEnv);
  const problems = schemaProblems(env).filter((p) =>
    /^(DATABASE_URL|DATA_DIR|LOG_LEVEL)\b/.test(p),
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    database: databaseConfig(env.DATABASE_URL, dataDirOf(env)),
    logLevel: (env.LOG_LEVEL ?? 'info') as LogLevel,
    dataDir: dataDirOf(env),
  };
}

function dataDirOf(env: Env): string {
  return path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
}

function databaseConfig(databaseUrl: string | undefined, dataDir: string): DatabaseConfig {
  return databaseUrl !== undefined
    ? { client: 'pg', url: databaseUrl }
    : { client: 'pglite', dir: path.join(dataDir, 'pglite') };
}

function parseOidc(env: Env, problems: string[]): OidcConfig | undefined {
  const names = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < names.length) {
    const missing = names.filter((n) => !set.includes(n));
    problems.push(
      `OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together; missing ${missing.join(', ')}`,
    );
    return undefined;
  }
  return {
    issuerUrl: (env.OIDC_ISSUER_URL as string).replace(/\/+$/, ''),
    clientId: env.OIDC_CLIENT_ID as string,
    clientSecret: env.OIDC_CLIENT_SECRET as string,
    audience: env.OIDC_AUDIENCE ?? (env.OIDC_CLIENT_ID as string),
  };
}

function parseOrigins(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (
      url === undefined ||
      !['http:', 'https:'].includes(url.protocol) ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search !== '' ||
      url.hash !== ''
    ) {
      problems.push(
        `ALLOWED_ORIGINS entry "${item}" is not an origin (scheme://host[:port], no path)`,
      );
      continue;
    }
    origins.push(url.origin);
  }
  return [...new Set(origins)];
}

function parseWidgetRegistry(
  raw: string | undefined,
  problems: string[],
): Record<string, string> | undefined {
  if (raw === undefined) return undefined;
  let entries: Array<[string, unknown]>;
  if (raw.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      problems.push('WIDGET_REGISTRY is not valid JSON');
      return undefined;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push('WIDGET_REGISTRY must be a JSON object of name → URL');
      return undefined;
    }
    entries = Object.entries(parsed);
  } else {
    entries = [];
    for (const item of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const eq = item.indexOf('=');
      if (eq <= 0) {
        problems.push(`WIDGET_REGISTRY entry "${item}" must look like name=url`);
        continue;
      }
      entries.push([item.slice(0, eq).trim(), item.slice(eq + 1).trim()]);
    }
  }
  const registry: Record<string, string> = {};
  for (const [name, url] of entries) {
    if (!WIDGET_NAME.test(name)) {
      problems.push(`WIDGET_REGISTRY name "${name}" must be kebab-case (a-z, 0-9, -)`);
    } else if (
      typeof url !== 'string' ||
      !(url.startsWith('/') || isUrlWithProtocol(url, ['http:', 'https:']))
    ) {
      problems.push(`WIDGET_REGISTRY URL for "${name}" must be an http(s) URL or an absolute path`);
    } else {
      registry[name] = url;
    }
  }
  return registry;
}

interface StoredSecrets {
  sessionSecret: string;
  secretsKey: string;
  generated: Config['generatedSecrets'];
}

function loadOrCreateSecrets(
  dataDir: string,
  need: { needSessionSecret: boolean; needSecretsKey: boolean },
): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: { sessionSecret?: unknown; secretsKey?: unknown } = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      throw new ConfigError([`${file} is not valid JSON; fix it or delete it to regenerate`]);
    }
  }
  const problems: string[] = [];
  if (stored.sessionSecret !== undefined) {
    if (typeof stored.sessionSecret !== 'string' || stored.sessionSecret.length < 32) {
      problems.push(`sessionSecret in ${file} must be a string of at least 32 characters`);
    }
  }
  if (stored.secretsKey !== undefined) {
    if (typeof stored.secretsKey !== 'string' || !HEX_KEY.test(stored.secretsKey)) {
      problems.push(`secretsKey in ${file} must be 64 hexadecimal characters`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const generated: Config['generatedSecrets'] = [];
  let sessionSecret = stored.sessionSecret as string | undefined;
  let secretsKey = stored.secretsKey as string | undefined;
  if (need.needSessionSecret && sessionSecret === undefined) {
    sessionSecret = randomBytes(32).toString('base64url');
    generated.push('SESSION_SECRET');
  }
  if (need.needSecretsKey && secretsKey === undefined) {
    secretsKey = randomBytes(32).toString('hex');
    generated.push('SECRETS_KEY');
  }
  if (generated.length > 0) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ...stored, sessionSecret, secretsKey }, null, 2)}\n`, {
      mode: 0o600,
    });
    // writeFileSync keeps the mode of an existing file; make sure it is private.
    chmodSync(file, 0o600);
  }
  return { sessionSecret: sessionSecret ?? '', secretsKey: secretsKey ?? '', generated };
}
