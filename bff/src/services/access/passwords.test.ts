import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes to scrypt$N$r$p$salt$hash and verifies', async () => {
    const hash = await hashPassword('demo-portfolio');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo-portfolio', hash)).toBe(true);
    expect(await verifyPassword('demo-portfolio ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with other cost parameters', async () => {
    // Made with N=2^14, r=8, p=1 and salt "c2FsdA==" ("salt"); the cost travels with the hash.
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('old-password', Buffer.from('salt'), 32, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$c2FsdA==$${key.toString('base64')}`;
    expect(await verifyPassword('old-password', stored)).toBe(true);
  });

  it('answers false for malformed or absurd stored hashes', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$2b$10$abc',
      'scrypt$32768$8$3$c2FsdA==',
      'scrypt$1000$8$1$c2FsdA==$AAAA',
      'scrypt$33554432$8$1$c2FsdA==$' + Buffer.alloc(32).toString('base64'),
      'scrypt$32768$8$1$c2FsdA==$' + Buffer.alloc(8).toString('base64'),
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('offers a dummy hash for timing-equal checks of unknown users', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('anything', dummy)).toBe(false);
  });
});
