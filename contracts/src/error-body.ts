import type { ErrorBody } from './errors';

// The reading of an error body, in a module of its own: every page reads failed answers, and
// none needs TypeBox for it nor the table of codes (which pages that switch on a code import).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDetail = (value: unknown) =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/**
 * The body of a failed answer as the contract shapes it; undefined for anything else. A code this
 * client does not know (a newer server) is kept: the message still reads. Checked by
 * hand, not with TypeBox's `Value`: every page reads error bodies, and `Value` would ship with
 * the first paint of each (forms import it from `@portfolio/contracts/validation`).
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  if (value.code !== undefined && typeof value.code !== 'string') return undefined;
  if (
    value.details !== undefined &&
    !(Array.isArray(value.details) && value.details.every(isDetail))
  )
    return undefined;
  return value as ErrorBody;
}
