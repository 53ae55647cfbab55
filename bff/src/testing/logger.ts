import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger.ts';

export interface CapturedLogs {
  logger: Logger;
  /** Every line logged so far, parsed. */
  entries: Array<Record<string, unknown>>;
  /** The raw text logged so far, to assert that something never appears. */
  text(): string;
}

/** A real pino logger (same redaction) writing into memory, for asserting on logs. */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const logger = createLogger({ level: 'debug' }, stream);
  return {
    logger,
    get entries() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => lines.join('\n'),
  };
}
