import { createHmac, timingSafeEqual } from 'node:crypto';
import type Keygrip from 'keygrip';

/**
 * The signer of the app's signed cookies (Koa `app.keys`): the signatures of `keygrip`, which
 * Koa would use for a key list (HMAC-SHA1, base64url), checked with `crypto.timingSafeEqual`.
 * Handed to Koa as one object, it is not rebuilt per request, and a check costs one HMAC
 * instead of keygrip's three (its comparison hashes both sides again under a random key).
 */
export function cookieKeys(keys: readonly [string, ...string[]]): Keygrip {
  const sign = (data: string, key: string) =>
    createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    return keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return {
    sign: (data: string) => sign(data, keys[0]),
    index,
    verify: (data: string, digest: string) => index(data, digest) > -1,
  };
}
