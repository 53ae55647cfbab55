import { describe, expect, it } from 'vitest';
import { cookieKeys } from './cookie-keys.ts';

describe('cookieKeys', () => {
  const keys = cookieKeys(['s3cret', 'older']);

  it('signs as keygrip does (HMAC-SHA1, base64url), so cookies signed before stay valid', () => {
    // keygrip(['s3cret']).sign('portfolio.sid=abc')
    expect(keys.sign('portfolio.sid=abc')).toBe('01LBhczKVlRvtpnqAxVgmso7xBg');
  });

  it('finds the key a signature was made with, and refuses any other signature', () => {
    expect(keys.index('portfolio.sid=abc', '01LBhczKVlRvtpnqAxVgmso7xBg')).toBe(0);
    expect(keys.index('portfolio.sid=abc', cookieKeys(['older']).sign('portfolio.sid=abc'))).toBe(
      1,
    );
    expect(keys.verify('portfolio.sid=abd', '01LBhczKVlRvtpnqAxVgmso7xBg')).toBe(false);
    expect(keys.verify('portfolio.sid=abc', '01LBhczKVlRvtpnqAxVgmso7xBh')).toBe(false);
    expect(keys.verify('portfolio.sid=abc', '01LBhcz')).toBe(false);
    expect(keys.verify('portfolio.sid=abc', '')).toBe(false);
  });
});
