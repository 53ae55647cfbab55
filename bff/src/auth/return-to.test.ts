import { describe, expect, it } from 'vitest';
import { OFF_SITE_RETURN_ADDRESSES } from '../testing/return-addresses.ts';
import { safeReturnTo } from './return-to.ts';

const PUBLIC_URL = 'https://portfolio.example';

describe('safeReturnTo', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(safeReturnTo('/projects', PUBLIC_URL)).toBe('/projects');
    expect(safeReturnTo('/projects?status=active#top', PUBLIC_URL)).toBe(
      '/projects?status=active#top',
    );
    expect(safeReturnTo('/invitations/abc', PUBLIC_URL)).toBe('/invitations/abc');
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)('answers / for %j', (value) => {
    expect(safeReturnTo(value, PUBLIC_URL)).toBe('/');
  });

  it('answers / for what is not one address, or too long', () => {
    for (const value of [undefined, null, 42, ['/a', '/b'], `/${'a'.repeat(600)}`]) {
      expect(safeReturnTo(value, PUBLIC_URL), JSON.stringify(value)).toBe('/');
    }
  });

  it('resolves dot segments first and keeps what stays a path of this site', () => {
    expect(safeReturnTo('/../../evil', PUBLIC_URL)).toBe('/evil');
    expect(safeReturnTo('/team/./../projects', PUBLIC_URL)).toBe('/projects');
    // Encoded slashes stay encoded: one path segment, never a host.
    expect(safeReturnTo('/%2F%2Fevil.example', PUBLIC_URL)).toBe('/%2F%2Fevil.example');
  });
});
