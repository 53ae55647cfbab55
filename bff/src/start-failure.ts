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

export function describeStartFailure(
  error: unknown,
  env: Record<string, string | undefined> = process.env,
): string {
  const name = prop(error, 'name');
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ConfigError' || name === 'DataDirInUseError') return message;

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
