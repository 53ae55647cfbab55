import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard). Stored format:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so the cost can be raised later and old
 * hashes still verify. N=2^15, r=8, p=3 is one of OWASP's recommended scrypt settings
 * (32 MiB, about 0.3 s here); scrypt runs on the libuv pool, not the event loop.
 */

const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 3 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds on the parameters read back from a stored hash.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Timing-safe check. A malformed stored hash verifies as false. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map((n) => (/^\d+$/.test(n as string) ? Number(n) : NaN)) as [
    number,
    number,
    number,
  ];
  const validCost =
    N > 1 && N <= MAX_N && (N & (N - 1)) === 0 && r >= 1 && r <= MAX_R && p >= 1 && p <= MAX_P;
  if (!validCost) return false;
  const salt = Buffer.from(parts[4] as string, 'base64');
  const expected = Buffer.from(parts[5] as string, 'base64');
  if (salt.length === 0 || expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, for verifying against when the user does not exist, so a
 * sign-in for an unknown e-mail takes as long as one for a known e-mail.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
let dummyHash: Promise<string> | undefined;
