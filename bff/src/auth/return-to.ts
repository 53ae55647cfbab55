/**
 * Where to go after sign-in: a path of this product, or '/'. The address is resolved first, as
 * a browser would (dot segments, `%2e`, backslashes as slashes), against `PUBLIC_URL`, and only
 * then judged: `/.//evil.example` passes any check made on the raw text but resolves to
 * `//evil.example`, which a `Location` header sends to another host. Every place that takes a
 * return address (sign-in page, /api/login, the OIDC callback, the embed popup through
 * /api/login) goes through this one function.
 */
export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 500) return '/';
  // Browsers drop tabs and line breaks inside a URL and read `\` as `/`: refused outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const own = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(value, own);
  } catch {
    return '/';
  }
  if (url.origin !== own.origin) return '/';
  // Resolved, a path must still read as a path: `//host` or `/\host` would name another host.
  if (/^\/[/\\]/.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
