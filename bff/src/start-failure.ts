import { statfsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config.ts';

/**
 * What a failed start prints: one line saying what is wrong and what to do. The stack and the
 * error object are for `LOG_LEVEL=debug` (or trace) only.
 */

function prop(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** Where DATABASE_URL points, without its password. */
function databaseTarget(env: Record<string, string | undefined>): string {
  try {
    const url = new URL(env.DATABASE_URL ?? '');
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Below this much free space the embedded database cannot start: a first start writes ~40 MB
 * (initdb), and every start writes its WAL segment.
 */
export const LOW_DISK_BYTES = 64 * 1024 * 1024;

/** Free bytes on the disk holding `dir` (its nearest existing parent); undefined if unknown. */
export function freeBytesAt(dir: string): number | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const stats = statfsSync(at);
      return stats.bavail * stats.bsize;
    } catch {
      if (path.dirname(at) === at) return undefined;
    }
  }
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * A full disk, said with where: PGlite answers only "PGlite failed to initialize properly"
 * when it cannot write its files, and Node says ENOSPC.
 */
function diskFull(
  error: unknown,
  message: string,
  env: Record<string, string | undefined>,
  freeBytes: (dir: string) => number | undefined,
): string | undefined {
  const codes = (error instanceof AggregateError ? error.errors : [error]).map((e) =>
    prop(e, 'code'),
  );
  const noSpace = codes.includes('ENOSPC') || codes.includes('53100');
  if (!noSpace && !/PGlite failed to initialize/i.test(message)) return undefined;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const free = freeBytes(dataDir);
  if (!noSpace && (free === undefined || free >= LOW_DISK_BYTES)) {
    return `The embedded database in ${dataDir} failed to start (set LOG_LEVEL=debug for details): check that the directory is writable, or set DATA_DIR to another directory`;
  }
  const left = free === undefined ? '' : ` (${megabytes(free)} free)`;
  return `The disk holding DATA_DIR ${dataDir} is full${left}: free some space on it (the embedded database needs at least ${megabytes(LOW_DISK_BYTES)}), or set DATA_DIR to a directory on another disk`;
}

export function describeStartFailure(
  error: unknown,
  env: Record<string, string | undefined> = process.env,
  freeBytes: (dir: string) => number | undefined = freeBytesAt,
): string {
  const name = prop(error, 'name');
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ConfigError' || name === 'DataDirInUseError') return message;
  const full = diskFull(error, message, env, freeBytes);
  if (full) return full;

  const errors = error instanceof AggregateError ? error.errors : [error];
  const code = errors.map((e) => prop(e, 'code')).find((c) => typeof c === 'string');
  const target = databaseTarget(env);
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${env.PORT ?? '3000'} is already in use: stop the program using it, or set PORT to another port`;
    case 'EACCES':
      if (prop(error, 'syscall') === 'listen') {
        return `Not allowed to listen on port ${env.PORT ?? '3000'}: set PORT to a port above 1023`;
      }
      break;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `Cannot reach PostgreSQL at ${target}: start it, or fix DATABASE_URL`;
    case '3D000':
      return `The database of DATABASE_URL (${target}) does not exist: create it (e.g. \`createdb ${target.split('/').pop() ?? ''}\`) or fix DATABASE_URL`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${target} refused the user or password of DATABASE_URL: fix DATABASE_URL`;
  }
  // pg's connect timeout ("timeout expired"), knex's pool timeout, a server that hung up.
  if (name === 'KnexTimeoutError' || /^(timeout expired|Connection terminated)/.test(message)) {
    return `Cannot reach PostgreSQL at ${target} (timed out): start it, or fix DATABASE_URL`;
  }
  return `Start failed: ${message.split('\n')[0]} (set LOG_LEVEL=debug for details)`;
}

/** Prints the failure for a person (and its details at debug level), then exits with 1. */
export function exitOnStartFailure(error: unknown): never {
  console.error(describeStartFailure(error));
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL?.trim() ?? '')) console.error(error);
  process.exit(1);
}
