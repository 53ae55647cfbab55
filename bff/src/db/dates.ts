/** Dates come back as Date from pg and PGlite alike; a string is accepted for safety. */
export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A date that may be missing (never accepted, not archived): its ISO string, or null. */
export const optionalIso = (value: Date | string | null | undefined) =>
  value ? toIsoString(value) : null;
