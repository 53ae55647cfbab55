import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger };

/**
 * Paths never written to the logs. pino's `*` matches one level, so the common nestings
 * (a logged object, a request body, a user) are listed explicitly.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-embed-key"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'passwordHash',
    'apiKey',
    'token',
    'sessionSecret',
    'secretsKey',
    'clientSecret',
    'secret',
    'refreshToken',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** JSON logs on stdout (or the given stream), with secrets redacted. */
export function createLogger(
  options: { level?: LogLevel } = {},
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'bff' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
