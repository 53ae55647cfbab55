import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig, REPO_ROOT } from './config.ts';

const KEY = 'a'.repeat(64);
const SECRET = 's'.repeat(40);
/** What a server on PostgreSQL must be given. */
const ON_POSTGRES = {
  DATABASE_URL: 'postgres://u@db:5432/app',
  SESSION_SECRET: SECRET,
  SECRETS_KEY: KEY,
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bff-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The config of `env`, with a fresh DATA_DIR unless `env` names one. */
const configOf = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

function problemsOf(env: Record<string, string>): string[] {
  try {
    configOf(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults of the embedded setup', () => {
    const config = configOf();
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ client: 'pglite', dir: path.join(dataDir, 'pglite') });
    expect(config.oidc).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.allowedOrigins).toEqual([]);
    expect(config.trustProxy).toBe(0);
    expect(config.widgetRegistry).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.secretsKey).toHaveLength(32);
  });

  it('defaults DATA_DIR to .data at the repository root', () => {
    const { database } = loadDatabaseConfig({});
    expect(database).toEqual({ client: 'pglite', dir: path.join(REPO_ROOT, '.data', 'pglite') });
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(configOf({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(
      configOf({
        PUBLIC_URL: 'https://portfolio.example.com/',
        TRUST_PROXY: '1',
      }).publicUrl,
    ).toBe('https://portfolio.example.com');
  });

  it('generates missing secrets once into DATA_DIR/secrets.json, private, and reuses them', () => {
    const first = configOf();
    expect(first.generatedSecrets).toEqual(['SESSION_SECRET', 'SECRETS_KEY']);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = configOf();
    expect(second.generatedSecrets).toEqual([]);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.secretsKey.equals(first.secretsKey)).toBe(true);
  });

  it('prefers secrets from the environment and generates only the missing one', () => {
    const config = configOf({ SECRETS_KEY: KEY });
    expect(config.secretsKey.toString('hex')).toBe(KEY);
    expect(config.generatedSecrets).toEqual(['SESSION_SECRET']);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored.secretsKey).toBeUndefined();
  });

  it('rejects a corrupt secrets file instead of silently replacing the key', () => {
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"secretsKey":"short"}');
    expect(() => configOf()).toThrow(/secretsKey .* 64 hexadecimal/);
  });

  it('requires both secrets when DATABASE_URL is set, naming them', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(problems).toEqual([
      'SESSION_SECRET is required when DATABASE_URL is set (at least 32 characters, e.g. `openssl rand -base64 32`)',
      'SECRETS_KEY is required when DATABASE_URL is set (64 hex characters, e.g. `openssl rand -hex 32`)',
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u@db:5432/app',
      SESSION_SECRET: SECRET,
      SECRETS_KEY: KEY,
    });
    expect(config.database).toEqual({ client: 'pg', url: 'postgresql://u@db:5432/app' });
    expect(config.generatedSecrets).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x', SESSION_SECRET: SECRET, SECRETS_KEY: KEY },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ SECRETS_KEY: 'abc' }, 'SECRETS_KEY must be 64 hexadecimal characters (32 bytes)'],
    [{ SECRETS_KEY: 'g'.repeat(64) }, 'SECRETS_KEY must be 64 hexadecimal characters (32 bytes)'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [
      { MAIL_FROM: 'nobody' },
      'MAIL_FROM must be an e-mail address, optionally as "Name <address>"',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { ALLOWED_ORIGINS: 'https://a.example/path' },
      expect.stringContaining('ALLOWED_ORIGINS entry'),
    ],
    [{ WIDGET_REGISTRY: '{nope' }, 'WIDGET_REGISTRY is not valid JSON'],
    [{ WIDGET_REGISTRY: 'project-table' }, expect.stringContaining('must look like name=url')],
    [{ WIDGET_REGISTRY: 'Bad_Name=https://cdn/x' }, expect.stringContaining('kebab-case')],
    [{ WIDGET_REGISTRY: 'x=ftp://cdn/x' }, expect.stringContaining('http(s) URL')],
    [
      { REPORT_RUNS_PER_MINUTE: '0' },
      'REPORT_RUNS_PER_MINUTE must be a whole number from 1 to 100000',
    ],
    [
      { EXPORTS_PER_MINUTE: '100001' },
      'EXPORTS_PER_MINUTE must be a whole number from 1 to 100000',
    ],
    [{ EXPORTS_PER_COMPANY: '2.5' }, 'EXPORTS_PER_COMPANY must be a whole number from 1 to 100000'],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('limits report runs and exports by default, or as told', () => {
    expect(configOf().reportingLimits).toEqual({
      runsPerMinute: 60,
      exportsPerMinute: 10,
      exportsPerCompany: 3,
    });
    expect(
      configOf({
        REPORT_RUNS_PER_MINUTE: '100000',
        EXPORTS_PER_MINUTE: '1',
        EXPORTS_PER_COMPANY: '12',
      }).reportingLimits,
    ).toEqual({ runsPerMinute: 100_000, exportsPerMinute: 1, exportsPerCompany: 12 });
  });

  it('takes TRUST_PROXY as the number of trusted proxies', () => {
    expect(configOf({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configOf({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configOf({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must be the number of proxies .*TRUST_PROXY=1/),
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For, saying what to set', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true is no longer accepted: .*TRUST_PROXY=1/),
    ]);
  });

  it('refuses an https PUBLIC_URL without a trusted proxy, saying what to set', () => {
    expect(problemsOf({ PUBLIC_URL: 'https://portfolio.example' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is https:\/\/ .*set TRUST_PROXY .*TRUST_PROXY=1/),
    ]);
    const config = configOf({
      PUBLIC_URL: 'https://portfolio.example',
      TRUST_PROXY: '1',
    });
    expect(config.publicUrl).toBe('https://portfolio.example');
  });

  it('reads REDIS_URL for shared rate-limit counters', () => {
    expect(configOf({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(problemsOf({ REDIS_URL: 'http://cache' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
    ]);
  });

  it('keeps evidence files in PostgreSQL unless EVIDENCE_S3_BUCKET names a bucket', () => {
    expect(configOf().evidenceS3).toBeUndefined();
    expect(
      configOf({
        EVIDENCE_S3_BUCKET: 'evidence',
        EVIDENCE_S3_ENDPOINT: 'http://minio:9000',
        EVIDENCE_S3_ACCESS_KEY_ID: 'key',
        EVIDENCE_S3_SECRET_ACCESS_KEY: 'secret',
      }).evidenceS3,
    ).toEqual({
      bucket: 'evidence',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      problemsOf({ EVIDENCE_S3_BUCKET: 'evidence', EVIDENCE_S3_ACCESS_KEY_ID: 'key' }),
    ).toEqual(['EVIDENCE_S3_ACCESS_KEY_ID and EVIDENCE_S3_SECRET_ACCESS_KEY must be set together']);
    expect(problemsOf({ EVIDENCE_S3_ENDPOINT: 'minio:9000' })).toEqual([
      'EVIDENCE_S3_ENDPOINT must be an http:// or https:// URL',
    ]);
  });

  it('lets db:migrate run without SESSION_SECRET and SECRETS_KEY', () => {
    expect(
      loadDatabaseConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DATA_DIR: '/srv/portfolio' }),
    ).toEqual({
      database: { client: 'pg', url: 'postgres://u@db:5432/app' },
      logLevel: 'info',
      dataDir: '/srv/portfolio',
    });
  });

  it('reports every problem at once', () => {
    expect(problemsOf({ PORT: '-1', LOG_LEVEL: 'x', SECRETS_KEY: '1' })).toHaveLength(3);
  });

  it('needs all three OIDC settings or none', () => {
    expect(problemsOf({ OIDC_ISSUER_URL: 'https://id.example' })).toEqual([
      'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together; missing OIDC_CLIENT_ID, OIDC_CLIENT_SECRET',
    ]);
    const config = configOf({
      OIDC_ISSUER_URL: 'https://id.example/',
      OIDC_CLIENT_ID: 'portfolio',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.oidc).toEqual({
      issuerUrl: 'https://id.example',
      clientId: 'portfolio',
      clientSecret: 'secret',
      audience: 'portfolio',
    });
    const withAudience = configOf({
      OIDC_ISSUER_URL: 'https://id.example/',
      OIDC_CLIENT_ID: 'portfolio',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_AUDIENCE: 'api://portfolio',
    });
    expect(withAudience.oidc?.audience).toBe('api://portfolio');
  });

  it.each([
    {
      what: 'the embed token lifetime, at most 10 minutes',
      variable: 'EMBED_TOKEN_TTL_SECONDS',
      field: 'embedTokenTtlSeconds',
      byDefault: 600,
      given: '5',
      bad: ['0', '601', 'ten'],
      message: 'EMBED_TOKEN_TTL_SECONDS must be an integer between 1 and 600',
    },
    {
      what: 'the list page cache size, 0 for none',
      variable: 'LIST_CACHE_MIB',
      field: 'listCacheMiB',
      byDefault: 32,
      given: '0',
      bad: ['-1', '4097', 'lots'],
      message: 'LIST_CACHE_MIB must be a whole number of MiB from 0 to 4096',
    },
    {
      what: 'how long project updates wait to go out together, at most a day',
      variable: 'NOTIFY_BATCH_SECONDS',
      field: 'notifyBatchSeconds',
      byDefault: 60,
      given: '5',
      bad: ['-1', '86401', 'soon', '1.5'],
      message: 'NOTIFY_BATCH_SECONDS must be a whole number of seconds from 0 to 86400',
    },
  ] as const)('reads $what', ({ variable, field, byDefault, given, bad, message }) => {
    expect(configOf()[field]).toBe(byDefault);
    expect(configOf({ [variable]: given })[field]).toBe(Number(given));
    for (const value of bad) expect(problemsOf({ [variable]: value })).toEqual([message]);
  });

  it('lets webhooks reach private addresses on the embedded database only, unless told', () => {
    expect(configOf().webhookAllowPrivate).toBe(true);
    expect(configOf({ WEBHOOK_ALLOW_PRIVATE: 'false' }).webhookAllowPrivate).toBe(false);
    expect(configOf(ON_POSTGRES).webhookAllowPrivate).toBe(false);
    expect(configOf({ ...ON_POSTGRES, WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(
      true,
    );
    expect(configOf().webhookTimeoutSeconds).toBe(15);
    expect(configOf({ WEBHOOK_TIMEOUT_SECONDS: '5' }).webhookTimeoutSeconds).toBe(5);
    expect(configOf().llmAllowPrivate).toBe(true);
    expect(configOf(ON_POSTGRES).llmAllowPrivate).toBe(false);
    expect(configOf({ ...ON_POSTGRES, LLM_ALLOW_PRIVATE: 'true' }).llmAllowPrivate).toBe(true);
    expect(configOf().llmTimeoutSeconds).toBe(60);
    expect(configOf({ LLM_TIMEOUT_SECONDS: '120' }).llmTimeoutSeconds).toBe(120);
    expect(problemsOf({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toEqual([
      'WEBHOOK_ALLOW_PRIVATE must be true or false',
    ]);
    expect(problemsOf({ WEBHOOK_TIMEOUT_SECONDS: '0' })).toEqual([
      'WEBHOOK_TIMEOUT_SECONDS must be a whole number from 1 to 60',
    ]);
  });

  it('works jobs in every process unless JOB_WORKER=false leaves them to workers', () => {
    expect(configOf().jobWorker).toBe(true);
    expect(configOf({ ...ON_POSTGRES, JOB_WORKER: 'false' }).jobWorker).toBe(false);
    expect(configOf({ ...ON_POSTGRES, JOB_WORKER: 'true' }).jobWorker).toBe(true);
    expect(problemsOf({ ...ON_POSTGRES, JOB_WORKER: 'no' })).toEqual([
      'JOB_WORKER must be true or false',
    ]);
    expect(problemsOf({ JOB_WORKER: 'false' })).toEqual([
      'JOB_WORKER=false needs DATABASE_URL: the embedded database serves one process, which must work its own jobs',
    ]);
  });

  it('serves source maps only with SOURCE_MAPS=true', () => {
    expect(configOf().sourceMaps).toBe(false);
    expect(configOf({ SOURCE_MAPS: 'true' }).sourceMaps).toBe(true);
    expect(configOf({ SOURCE_MAPS: 'false' }).sourceMaps).toBe(false);
    expect(problemsOf({ SOURCE_MAPS: 'yes' })).toEqual(['SOURCE_MAPS must be true or false']);
  });

  it('normalises allowed origins', () => {
    const config = configOf({
      ALLOWED_ORIGINS:
        'https://intranet.example.com/, http://localhost:8080 ,https://intranet.example.com',
    });
    expect(config.allowedOrigins).toEqual([
      'https://intranet.example.com',
      'http://localhost:8080',
    ]);
  });

  it('reads the widget registry as JSON or as name=url pairs', () => {
    const pairs = configOf({
      WIDGET_REGISTRY:
        'project-table=https://cdn.example/pt/mf-manifest.json, team-panel=/widgets/team-panel/mf-manifest.json',
    });
    expect(pairs.widgetRegistry).toEqual({
      'project-table': 'https://cdn.example/pt/mf-manifest.json',
      'team-panel': '/widgets/team-panel/mf-manifest.json',
    });
    const json = configOf({
      WIDGET_REGISTRY: '{"feedback-form":"https://cdn.example/ff/mf-manifest.json"}',
    });
    expect(json.widgetRegistry).toEqual({
      'feedback-form': 'https://cdn.example/ff/mf-manifest.json',
    });
  });

  it('treats empty variables as unset', () => {
    const config = configOf({ PORT: '', DATABASE_URL: '  ', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.database.client).toBe('pglite');
  });
});
