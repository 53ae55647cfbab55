/** Dates come back as Date from pg and PGlite alike; a string is accepted for safety. */
export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
