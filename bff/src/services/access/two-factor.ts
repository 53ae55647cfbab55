import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  PRODUCT_NAME,
  RECOVERY_CODE_COUNT,
  WRONG_SETUP_CODE_MESSAGE,
  type TwoFactorSetup,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { fn } from 'objection';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { ConflictError, InputError } from '../../errors.ts';
import { TwoFactorCredential, TwoFactorRecoveryCode } from '../../models/two-factor.ts';
import { User } from '../../models/user.ts';
import { checkPassword, endSessions } from './account.ts';
import { decryptSecret, encryptSecret, SecretDecryptionError } from './secrets.ts';

/**
 * Two-factor authentication of built-in accounts: TOTP (RFC 6238: 6 digits, 30-second steps,
 * SHA-1, what every authenticator app reads from an otpauth:// QR code) plus single-use
 * recovery codes.
 *
 * Libraries: `otplib` 13 generates the secret, the otpauth:// URI and checks codes in constant
 * time; it is the maintained TOTP library of the Node world (typed, no dependencies beyond
 * audited noble/scure crypto) and its `afterTimeStep` makes replay protection one option.
 * `qrcode` 1.5 draws the URI as an SVG on the server, so browsers load no QR code library.
 *
 * The secret is stored encrypted with the secrets key (AES-256-GCM, as LLM API keys are).
 * Recovery codes are shown once and stored as SHA-256 of the user id and the code: they are
 * random (50 bits), so a slow hash would add nothing but time, and the user id keeps equal
 * codes of two users apart.
 */

export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor authentication is already on';
export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor authentication is not on';
export const NO_SETUP_MESSAGE =
  'Start the set-up again: there is no pending two-factor set-up for this account';
export const IDENTITY_PROVIDER_TWO_FACTOR_MESSAGE =
  'This account signs in through your identity provider: turn on two-factor authentication there';

/** Codes one step (30 s) either side of now are accepted: clocks of phones drift. */
const EPOCH_TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 signs: no l, o, 0 or 1
const RECOVERY_CODE_LENGTH = 10;

const TOTP_PATTERN = /^\d{6}$/;

/** A typed code as compared: no spaces or dashes, lowercase. */
const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

const hashRecoveryCode = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normalizeCode(code)}`)
    .digest('base64url');

/** `abcde-fghij`: ten signs of a 32-sign alphabet (each byte's low five bits, so uniform). */
function newRecoveryCode(): string {
  const signs = [...randomBytes(RECOVERY_CODE_LENGTH)].map((b) => RECOVERY_ALPHABET[b & 31]);
  return `${signs.slice(0, 5).join('')}-${signs.slice(5).join('')}`;
}

/** Replaces the user's recovery codes with new ones, answered in clear this once. */
async function replaceRecoveryCodes(trx: Knex.Transaction, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await TwoFactorRecoveryCode.query(trx).where({ userId }).delete();
  await TwoFactorRecoveryCode.query(trx).insert(
    codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })),
  );
  return codes;
}

/** The TOTP check of `code` against a stored secret; the time step it matched, or undefined. */
async function matchTotp(
  credential: TwoFactorCredential,
  secretsKey: Buffer,
  code: string,
  afterTimeStep?: number,
): Promise<number | undefined> {
  let secret: string;
  try {
    secret = decryptSecret(credential.secret, secretsKey);
  } catch (error) {
    // SECRETS_KEY changed since: no code can match; recovery codes still work.
    if (error instanceof SecretDecryptionError) return undefined;
    throw error;
  }
  const result = await verify({
    secret,
    token: normalizeCode(code),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
  });
  // A TOTP result carries its time step (the union type also covers HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Whether signing in to this account asks for a second step. */
export async function isTwoFactorEnabled(db: Knex, userId: string): Promise<boolean> {
  const row = await TwoFactorCredential.query(db)
    .findById(userId)
    .whereNotNull('enabledAt')
    .select('userId');
  return row !== undefined;
}

/**
 * A new secret for the user's authenticator app, kept (encrypted) as pending until its first
 * code confirms it; a set-up begun again replaces the pending one. Refused (409) for an account
 * of an identity provider and for one that has two-factor on already.
 */
export async function setupTwoFactor(
  db: Knex,
  secretsKey: Buffer,
  userId: string,
): Promise<TwoFactorSetup> {
  const user = await User.query(db).findById(userId).throwIfNotFound();
  if (!user.passwordHash) {
    throw new ConflictError(IDENTITY_PROVIDER_TWO_FACTOR_MESSAGE, { code: 'no_password' });
  }
  const secret = generateSecret();
  await db.transaction(async (trx) => {
    const current = await TwoFactorCredential.query(trx).findById(userId).forUpdate();
    if (current?.enabledAt) {
      throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE, { code: 'two_factor_enabled' });
    }
    await TwoFactorCredential.query(trx)
      .insert({ userId, secret: encryptSecret(secret, secretsKey), enabledAt: null })
      .onConflict('userId')
      .merge(['secret', 'enabledAt', 'lastTimeStep']);
  });
  const otpauthUrl = generateURI({ issuer: PRODUCT_NAME, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Turns two-factor on with the first code of the pending secret and answers new recovery codes.
 * No pending set-up, or already on: 409; a code that does not match: 400 naming `code`.
 */
export async function enableTwoFactor(
  db: Knex,
  secretsKey: Buffer,
  userId: string,
  code: string,
): Promise<string[]> {
  return db.transaction(async (trx) => {
    const credential = await TwoFactorCredential.query(trx).findById(userId).forUpdate();
    if (!credential) throw new ConflictError(NO_SETUP_MESSAGE, { code: 'no_two_factor_setup' });
    if (credential.enabledAt) {
      throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE, { code: 'two_factor_enabled' });
    }
    const timeStep = await matchTotp(credential, secretsKey, code);
    if (timeStep === undefined) {
      throw new InputError(WRONG_SETUP_CODE_MESSAGE, {
        code: ERROR_CODES.validation,
        details: [{ field: 'code', message: WRONG_SETUP_CODE_MESSAGE }],
      });
    }
    await TwoFactorCredential.query(trx)
      .findById(userId)
      .patch({ enabledAt: new Date(), lastTimeStep: timeStep });
    // A session opened with the password alone must not outlive the second step.
    await endSessions(trx, userId);
    return replaceRecoveryCodes(trx, userId);
  });
}

/** Turns two-factor off after checking the password; the secret and recovery codes go. */
export async function disableTwoFactor(db: Knex, userId: string, password: string): Promise<void> {
  await checkPassword(db, userId, password);
  await db.transaction(async (trx) => {
    const removed = await TwoFactorCredential.query(trx)
      .findById(userId)
      .whereNotNull('enabledAt')
      .delete();
    if (removed === 0) throw new ConflictError(TWO_FACTOR_OFF_MESSAGE, { code: 'two_factor_off' });
    await TwoFactorRecoveryCode.query(trx).where({ userId }).delete();
  });
}

/** New recovery codes after checking the password; the previous ones stop working. */
export async function regenerateRecoveryCodes(
  db: Knex,
  userId: string,
  password: string,
): Promise<string[]> {
  await checkPassword(db, userId, password);
  return db.transaction(async (trx) => {
    const credential = await TwoFactorCredential.query(trx).findById(userId).forUpdate();
    if (!credential?.enabledAt) {
      throw new ConflictError(TWO_FACTOR_OFF_MESSAGE, { code: 'two_factor_off' });
    }
    return replaceRecoveryCodes(trx, userId);
  });
}

/**
 * The second step of a sign-in: a current TOTP code (each accepted once: a code whose time step
 * is not after the last accepted one is refused, so an overheard code cannot be replayed) or an
 * unused recovery code, which is used up. `used` when the code is right but was already used in
 * its time step (the person signed in twice within 30 s: they wait for the next code).
 */
export async function verifySecondFactor(
  db: Knex,
  secretsKey: Buffer,
  userId: string,
  code: string,
): Promise<'accepted' | 'used' | 'refused'> {
  return db.transaction(async (trx) => {
    const credential = await TwoFactorCredential.query(trx).findById(userId).forUpdate();
    if (!credential?.enabledAt) return 'refused';
    if (TOTP_PATTERN.test(normalizeCode(code))) {
      const last = credential.lastTimeStep === null ? undefined : Number(credential.lastTimeStep);
      const timeStep = await matchTotp(credential, secretsKey, code, last);
      if (timeStep === undefined) {
        const usedBefore = last !== undefined && (await matchTotp(credential, secretsKey, code));
        return usedBefore ? 'used' : 'refused';
      }
      await TwoFactorCredential.query(trx).findById(userId).patch({ lastTimeStep: timeStep });
      return 'accepted';
    }
    const used = await TwoFactorRecoveryCode.query(trx)
      .where({ userId, codeHash: hashRecoveryCode(userId, code), usedAt: null })
      .patch({ usedAt: fn.now() });
    return used > 0 ? 'accepted' : 'refused';
  });
}
