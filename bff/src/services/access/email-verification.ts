import { randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TTL_HOURS,
  routes,
  signUpSentMessage,
  type EmailVerificationSent,
  type SignUpBody,
  HOUR_MS,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { sha256 } from '../../auth/embed-tokens.ts';
import type { Config } from '../../config.ts';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { User } from '../../models/user.ts';
import {
  escapeHtml,
  MailDeliveryError,
  PRODUCT_NAME,
  sendMail,
  type MailDelivery,
  type MailMessage,
} from '../integrations/mail.ts';
import { hashPassword } from './passwords.ts';
import { insertUser, normalizeEmail } from './users.ts';

/**
 * Proof that a person reads the mailbox of an address: a link mailed to it, carrying 32 random
 * bytes that are stored only as a SHA-256, usable once within EMAIL_VERIFICATION_TTL_HOURS.
 * Sign-up creates no account before its link is opened, so nobody holds an address they cannot
 * read; accounts made before verification existed verify theirs from Settings.
 */

export interface VerificationDeps {
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom'>;
  logger: Logger;
}

const MAIL_FAILED = 'The e-mail could not be sent. Please try again later.';

/** The address a verification e-mail links to (a page with a button: scanners open links). */
export function verificationLink(publicUrl: string, token: string, returnTo?: string): string {
  const params = new URLSearchParams({ token });
  if (returnTo !== undefined && returnTo !== '/') params.set('returnTo', returnTo);
  return `${publicUrl.replace(/\/+$/, '')}${routes.showEmailVerification.path}?${params.toString()}`;
}

function message(input: { to: string; subject: string; lines: string[]; link?: string }) {
  const { link } = input;
  const paragraphs = input.lines
    .filter((line) => line !== '')
    .map((line) =>
      link !== undefined && line === link
        ? `<p style="line-height:1.5"><a href="${escapeHtml(link)}" style="color:#2563eb;word-break:break-all">${escapeHtml(link)}</a></p>`
        : `<p style="line-height:1.5">${escapeHtml(line)}</p>`,
    )
    .join('\n    ');
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    ${paragraphs}
  </body>
</html>`;
  return {
    to: input.to,
    subject: input.subject,
    text: [...input.lines, '', `— ${PRODUCT_NAME}`].join('\n'),
    html,
    ...(link === undefined ? {} : { logFields: { link } }),
  } satisfies MailMessage;
}

/** The link that finishes a sign-up. */
export const signUpEmail = (to: string, link: string) =>
  message({
    to,
    link,
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    lines: [
      'Hello,',
      '',
      `To finish creating your ${PRODUCT_NAME} account for ${to}, open this link:`,
      '',
      link,
      '',
      `It works once, within ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not ask for an account, ignore this e-mail: none is created.`,
    ],
  });

/** Sent instead of a link when the address already has an account. */
export const signUpAttemptEmail = (to: string, signInUrl: string) =>
  message({
    to,
    subject: `Someone tried to create a ${PRODUCT_NAME} account with your e-mail`,
    lines: [
      'Hello,',
      '',
      `Someone tried to create a ${PRODUCT_NAME} account for ${to}, but this address already has one. Nothing was changed.`,
      '',
      `If it was you, sign in instead: ${signInUrl}`,
      'If it was not you, you can ignore this e-mail.',
    ],
  });

/** The link that verifies the address of an existing account. */
export const accountVerificationEmail = (to: string, link: string) =>
  message({
    to,
    link,
    subject: `Verify your e-mail address for ${PRODUCT_NAME}`,
    lines: [
      'Hello,',
      '',
      `To verify that ${to} is yours, open this link:`,
      '',
      link,
      '',
      `It works once, within ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not ask for it, ignore this e-mail.`,
    ],
  });

async function deliver(deps: VerificationDeps, mail: MailMessage): Promise<MailDelivery> {
  try {
    return await sendMail(deps, mail);
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      throw new ServiceUnavailableError(MAIL_FAILED, { code: 'mail_failed', cause: error });
    }
    throw error;
  }
}

/** A new link's token; only its digest is stored. */
async function storeLink(
  db: Knex,
  fields: Record<string, unknown>,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS);
  await db('emailVerifications').insert({ ...fields, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

/**
 * `POST /api/auth/signup`. A new address gets the link that creates the account; an address
 * with an account gets an e-mail saying someone tried. Both answer the same, and both hash the
 * password, so neither the answer nor its time tells which addresses have accounts. Without a
 * mail server the new address's link is in the answer (and the log), as invitations' are.
 */
export async function startSignUp(
  db: Knex,
  deps: VerificationDeps,
  body: SignUpBody,
  returnTo: string,
): Promise<EmailVerificationSent> {
  const email = normalizeEmail(body.email);
  const passwordHash = await hashPassword(body.password);
  const answer = { message: signUpSentMessage(email), email };
  const existing = await User.query(db).findOne({ email }).select('id');
  if (existing) {
    const signIn = `${deps.config.publicUrl.replace(/\/+$/, '')}/sign-in`;
    await deliver(deps, signUpAttemptEmail(email, signIn));
    return answer;
  }
  await db('emailVerifications').where({ email }).where('expiresAt', '<=', db.fn.now()).delete();
  const { token } = await storeLink(db, {
    purpose: 'sign_up',
    email,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    passwordHash,
  });
  const link = verificationLink(deps.config.publicUrl, token, returnTo);
  const delivery = await deliver(deps, signUpEmail(email, link));
  return delivery.via === 'log' ? { ...answer, verificationLink: link } : answer;
}

/**
 * `POST /api/account/email-verification`: a link for the signed-in built-in account's own
 * address (one at a time: a new one voids the last). Verified already, or an identity
 * provider's account → 409.
 */
export async function sendAccountVerification(
  db: Knex,
  deps: VerificationDeps,
  userId: string,
): Promise<EmailVerificationSent> {
  const user = await User.query(db).findById(userId).throwIfNotFound();
  if (user.emailVerifiedAt) {
    throw new ConflictError(EMAIL_VERIFICATION_MESSAGES.alreadyVerified, {
      code: 'email_already_verified',
    });
  }
  if (!user.passwordHash) {
    throw new ConflictError(EMAIL_VERIFICATION_MESSAGES.managedByProvider, {
      code: 'email_managed_by_provider',
    });
  }
  const { token } = await db.transaction(async (trx) => {
    await trx('emailVerifications').where({ userId, purpose: 'account' }).delete();
    return storeLink(trx, { purpose: 'account', email: user.email, userId });
  });
  const link = verificationLink(deps.config.publicUrl, token);
  const delivery = await deliver(deps, accountVerificationEmail(user.email, link));
  const answer = {
    message: `Check your inbox: we sent a link to ${user.email} to verify it. It can be used once, within ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
    email: user.email,
  };
  return delivery.via === 'log' ? { ...answer, verificationLink: link } : answer;
}

/** What opening a link did: the account it made or verified, or why it did nothing. */
export type LinkOutcome =
  | { kind: 'signed_up'; userId: string; email: string }
  | { kind: 'verified'; userId: string }
  | { kind: 'expired' }
  | { kind: 'taken' };

interface LinkRow {
  id: string;
  purpose: 'sign_up' | 'account';
  email: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  expiresAt: Date;
}

/**
 * Uses a link once (it is deleted whatever comes of it): a sign-up becomes a verified account,
 * an account's address becomes verified. Unknown or used → 404; an expired link or an address
 * taken since (another of its links was opened first) is reported, not thrown, so its deletion
 * is kept.
 */
export async function redeemVerificationLink(db: Knex, token: string): Promise<LinkOutcome> {
  const outcome = await db.transaction(async (trx): Promise<LinkOutcome | undefined> => {
    const row = (await trx('emailVerifications')
      .where({ tokenHash: sha256(token) })
      .forUpdate()
      .first()) as LinkRow | undefined;
    if (!row) return undefined;
    await trx('emailVerifications').where({ id: row.id }).delete();
    if (new Date(row.expiresAt).getTime() <= Date.now()) return { kind: 'expired' };
    const verifiedAt = new Date();
    if (row.purpose === 'account') {
      const changed = await User.query(trx)
        .findById(row.userId!)
        .where({ email: row.email })
        .patch({ emailVerifiedAt: verifiedAt });
      return changed === 0 ? undefined : { kind: 'verified', userId: row.userId! };
    }
    // Serialises two links of one address opened at once; the unique e-mail key backs it.
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`sign-up:${row.email}`]);
    if (await User.query(trx).findOne({ email: row.email }).select('id')) return { kind: 'taken' };
    const user = await insertUser(trx, {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      passwordHash: row.passwordHash,
      emailVerifiedAt: verifiedAt,
    });
    // The address is spoken for: its other sign-up links have nothing left to do.
    await trx('emailVerifications').where({ email: row.email, purpose: 'sign_up' }).delete();
    return { kind: 'signed_up', userId: user.id, email: user.email };
  });
  if (!outcome) {
    throw new NotFoundError(EMAIL_VERIFICATION_MESSAGES.notValid, {
      code: 'verification_link_not_valid',
    });
  }
  return outcome;
}
