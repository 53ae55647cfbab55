const DOT = '•';

/**
 * The form of an API key that may be shown: the first 4 and last 4 characters around a fixed
 * run of dots (so the mask does not tell the length); keys of 8 or fewer characters are fully
 * masked.
 */
export function maskApiKey(key: string): string {
  if (key.length <= 8) return DOT.repeat(8);
  return `${key.slice(0, 4)}${DOT.repeat(8)}${key.slice(-4)}`;
}
