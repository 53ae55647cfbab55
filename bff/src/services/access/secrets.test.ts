import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, SecretDecryptionError } from './secrets.ts';

const key = randomBytes(32);

describe('secrets', () => {
  it('round-trips a string, with a fresh IV each time', () => {
    const a = encryptSecret('sk-live-1234567890', key);
    const b = encryptSecret('sk-live-1234567890', key);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-live');
    expect(decryptSecret(a, key)).toBe('sk-live-1234567890');
    expect(decryptSecret(b, key)).toBe('sk-live-1234567890');
  });

  it('round-trips empty and non-ASCII strings', () => {
    expect(decryptSecret(encryptSecret('', key), key)).toBe('');
    expect(decryptSecret(encryptSecret('clé-🔑', key), key)).toBe('clé-🔑');
  });

  it('detects a tampered ciphertext', () => {
    const [version, iv, tag, data] = encryptSecret('sk-live-1234567890', key).split(':') as [
      string,
      string,
      string,
      string,
    ];
    const bytes = Buffer.from(data, 'base64');
    bytes[0] = (bytes[0] as number) ^ 1;
    const tampered = [version, iv, tag, bytes.toString('base64')].join(':');
    expect(() => decryptSecret(tampered, key)).toThrow(SecretDecryptionError);

    const otherTag = [version, iv, Buffer.alloc(16).toString('base64'), data].join(':');
    expect(() => decryptSecret(otherTag, key)).toThrow(SecretDecryptionError);
  });

  it('refuses to decrypt with another key', () => {
    const ciphertext = encryptSecret('sk-live-1234567890', key);
    expect(() => decryptSecret(ciphertext, randomBytes(32))).toThrow(SecretDecryptionError);
  });

  it('rejects unknown formats and keys of the wrong size', () => {
    expect(() => decryptSecret('sk-plain-text-key', key)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret('v2:a:b:c', key)).toThrow(SecretDecryptionError);
    expect(() => encryptSecret('x', randomBytes(16))).toThrow(/32 bytes/);
  });
});
