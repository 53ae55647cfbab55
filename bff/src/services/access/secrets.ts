import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (LLM API keys). Ciphertext format, all parts base64:
 * `v1:<iv 12 bytes>:<auth tag 16 bytes>:<data>`. The version prefix leaves room for a key
 * rotation or another algorithm later.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a ciphertext is malformed, was tampered with, or was made with another key. */
export class SecretDecryptionError extends Error {
  constructor(message = 'Secret could not be decrypted') {
    super(message);
    this.name = 'SecretDecryptionError';
  }
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
}

export function encryptSecret(plaintext: string, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(
    ':',
  );
}

export function decryptSecret(ciphertext: string, key: Buffer): string {
  assertKey(key);
  const parts = ciphertext.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) {
    throw new SecretDecryptionError('Unknown secret format');
  }
  const [, ivText, tagText, dataText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64');
  const tag = Buffer.from(tagText, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new SecretDecryptionError('Unknown secret format');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(Buffer.from(dataText, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretDecryptionError();
  }
}
