import { pino, type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
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

/**
 * Logs with secrets redacted: JSON lines on stdout (or the given stream) for log collectors, and
 * on a terminal one readable line each, coloured by pino-pretty (pino's own formatter, run in
 * the process so no worker thread outlives a short command).
 */
export function createLogger(
  options: { level?: LogLevel } = {},
  destination: DestinationStream | undefined = process.stdout.isTTY ? prettyStream() : undefined,
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

function prettyStream(): DestinationStream {
  return PinoPretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    sync: true,
  });
}
