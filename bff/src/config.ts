import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/For for https and client addresses. */
  trustProxy: boolean;
  /** Override of widget manifest URLs, name → URL. */
  widgetRegistry: Record<string, string> | undefined;
  logLevel: LogLevel;
  /** Lifetime of embed tokens (EMBED_TOKEN_TTL_SECONDS, at most 600). */
  embedTokenTtlSeconds: number;
  /** Secrets that were generated into `DATA_DIR/secrets.json` on this start, if any. */
  generatedSecrets: Array<'SESSION_SECRET' | 'SECRETS_KEY'>;
}

/** Thrown at start when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

const SESSION_SECRET_MIN_LENGTH = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const WIDGET_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Reads the environment into a typed, validated Config. Throws a ConfigError naming each bad
 * variable. On the embedded default (no DATABASE_URL), a missing SESSION_SECRET or SECRETS_KEY is
 * generated once into `DATA_DIR/secrets.json` (mode 0600) and reused on later starts.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const value = envValue(env);

  const port = parsePort(value('PORT'), problems);
  const { databaseUrl, dataDir } = parseDatabase(value, problems);

  let publicUrl = `http://localhost:${port}`;
  const rawPublicUrl = value('PUBLIC_URL');
  if (rawPublicUrl !== undefined) {
    if (isUrlWithProtocol(rawPublicUrl, ['http:', 'https:'])) {
      publicUrl = rawPublicUrl.replace(/\/+$/, '');
    } else {
      problems.push('PUBLIC_URL must be an http:// or https:// URL');
    }
  }

  let sessionSecret = value('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`);
  }
  let secretsKeyHex = value('SECRETS_KEY');
  if (secretsKeyHex !== undefined && !HEX_KEY.test(secretsKeyHex)) {
    problems.push('SECRETS_KEY must be 64 hexadecimal characters (32 bytes)');
  }

  const oidc = parseOidc(value, problems);

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !isUrlWithProtocol(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const mailFrom = value('MAIL_FROM') ?? 'AI Portfolio Platform <no-reply@localhost>';
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(mailFrom)) {
    problems.push('MAIL_FROM must be an e-mail address, optionally as "Name <address>"');
  }

  const allowedOrigins = parseOrigins(value('ALLOWED_ORIGINS'), problems);
  const widgetRegistry = parseWidgetRegistry(value('WIDGET_REGISTRY'), problems);

  const rawTrustProxy = value('TRUST_PROXY') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(rawTrustProxy)) {
    problems.push('TRUST_PROXY must be true or false');
  }
  const trustProxy = rawTrustProxy === 'true' || rawTrustProxy === '1';

  const rawLogLevel = value('LOG_LEVEL') ?? 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(rawLogLevel)
    ? (rawLogLevel as LogLevel)
    : undefined;
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const rawEmbedTtl = value('EMBED_TOKEN_TTL_SECONDS') ?? String(EMBED_TOKEN_MAX_TTL_SECONDS);
  const embedTokenTtlSeconds = Number(rawEmbedTtl);
  if (
    !/^\d+$/.test(rawEmbedTtl) ||
    embedTokenTtlSeconds < 1 ||
    embedTokenTtlSeconds > EMBED_TOKEN_MAX_TTL_SECONDS
  ) {
    problems.push(
      `EMBED_TOKEN_TTL_SECONDS must be an integer between 1 and ${EMBED_TOKEN_MAX_TTL_SECONDS}`,
    );
  }

  if (databaseUrl !== undefined) {
    if (sessionSecret === undefined) {
      problems.push('SESSION_SECRET is required when DATABASE_URL is set');
    }
    if (secretsKeyHex === undefined) {
      problems.push(
        'SECRETS_KEY is required when DATABASE_URL is set (64 hex characters, e.g. `openssl rand -hex 32`)',
      );
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const generatedSecrets: Config['generatedSecrets'] = [];
  if (databaseUrl === undefined && (sessionSecret === undefined || secretsKeyHex === undefined)) {
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
    database: databaseConfig(databaseUrl, dataDir),
    dataDir,
    publicUrl,
    sessionSecret: sessionSecret as string,
    secretsKey: Buffer.from(secretsKeyHex as string, 'hex'),
    oidc,
    smtpUrl,
    mailFrom,
    allowedOrigins,
    trustProxy,
    widgetRegistry,
    logLevel: logLevel as LogLevel,
    embedTokenTtlSeconds,
    generatedSecrets,
  };
}

/**
 * Only the database part of the configuration (DATABASE_URL, DATA_DIR), for tools such as the
 * knex CLI that need no secrets.
 */
export function loadDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const problems: string[] = [];
  const { databaseUrl, dataDir } = parseDatabase(envValue(env), problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return databaseConfig(databaseUrl, dataDir);
}

function envValue(env: Env): (name: string) => string | undefined {
  return (name) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
}

function parseDatabase(
  value: (name: string) => string | undefined,
  problems: string[],
): { databaseUrl: string | undefined; dataDir: string } {
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrlWithProtocol(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const dataDir = path.resolve(value('DATA_DIR') ?? path.join(REPO_ROOT, '.data'));
  return { databaseUrl, dataDir };
}

function databaseConfig(databaseUrl: string | undefined, dataDir: string): DatabaseConfig {
  return databaseUrl !== undefined
    ? { client: 'pg', url: databaseUrl }
    : { client: 'pglite', dir: path.join(dataDir, 'pglite') };
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    problems.push('PORT must be an integer between 0 and 65535');
    return 3000;
  }
  return port;
}

function isUrlWithProtocol(raw: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

function parseOidc(
  value: (name: string) => string | undefined,
  problems: string[],
): OidcConfig | undefined {
  const names = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const [issuerUrl, clientId, clientSecret] = names.map(value);
  const set = names.filter((_, i) => [issuerUrl, clientId, clientSecret][i] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < names.length) {
    const missing = names.filter((n) => !set.includes(n));
    problems.push(
      `OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together; missing ${missing.join(', ')}`,
    );
    return undefined;
  }
  if (!isUrlWithProtocol(issuerUrl as string, ['http:', 'https:'])) {
    problems.push('OIDC_ISSUER_URL must be an http:// or https:// URL');
    return undefined;
  }
  return {
    issuerUrl: (issuerUrl as string).replace(/\/+$/, ''),
    clientId: clientId as string,
    clientSecret: clientSecret as string,
    audience: value('OIDC_AUDIENCE') ?? (clientId as string),
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
