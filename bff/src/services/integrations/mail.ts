import nodemailer from 'nodemailer';
import { PRODUCT_NAME, type MemberRole } from '@portfolio/contracts';
import type { DepsOf } from '../../app-deps.ts';

/** What sending mail needs: where the SMTP server is (if any), the sender, and a logger. */
export type MailDeps = DepsOf<'logger', 'smtpUrl' | 'mailFrom'>;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached, e.g. a scheduled report's CSV. */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /** Extra headers, e.g. List-Unsubscribe (values on one line). */
  headers?: Record<string, string>;
  /**
   * Safe fields logged in place of the message when no SMTP server is configured, so a
   * developer can still act on it (an invitation's link). Never secrets such as passwords.
   */
  logFields?: Record<string, unknown>;
}

export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'log' };

/** Thrown when the SMTP server could not be reached or refused the message. */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('The e-mail could not be sent', { cause });
    this.name = 'MailDeliveryError';
  }
}

// Bounded so a dead SMTP server fails a request within seconds instead of hanging it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends one e-mail: through SMTP when `SMTP_URL` is set (from `MAIL_FROM`), otherwise writes
 * an info line with the recipient, the subject and `logFields` instead. A new connection per
 * message: invitations are rare, and nothing stays open to be closed at shutdown.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailDelivery> {
  const { config, logger } = deps;
  const { logFields, ...mail } = message;
  if (!config.smtpUrl) {
    logger.info(
      { mail: { to: mail.to, subject: mail.subject }, ...logFields },
      'SMTP_URL is not set: e-mail not sent, logged instead',
    );
    return { via: 'log' };
  }
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  try {
    const info = await transport.sendMail({ from: config.mailFrom, ...mail });
    logger.info(
      { mail: { to: mail.to, subject: mail.subject, messageId: info.messageId } },
      'e-mail sent',
    );
    return { via: 'smtp', messageId: info.messageId };
  } catch (error) {
    // The error names the server and the refusal, never the message body.
    logger.error(
      { err: error, mail: { to: mail.to, subject: mail.subject } },
      'e-mail could not be sent',
    );
    throw new MailDeliveryError(error);
  } finally {
    transport.close();
  }
}

export interface InvitationEmailInput {
  to: string;
  companyName: string;
  /** The inviter's full name, or their e-mail when they have no name. */
  inviterName: string;
  role: MemberRole;
  link: string;
  expiresAt: Date;
}

/** The product's one name, as the interface says it. */
export { PRODUCT_NAME };

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Header values must stay on one line whatever a company or user name contains. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The invitation e-mail: plain text and HTML naming the company, the inviter and the role. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const companyName = oneLine(input.companyName);
  const inviterName = oneLine(input.inviterName);
  const roleText = input.role === 'admin' ? 'an admin' : 'a member';
  const expires = formatDate(input.expiresAt);
  const subject = `${inviterName} invited you to join ${companyName} on ${PRODUCT_NAME}`;

  const text = [
    'Hello,',
    '',
    `${inviterName} has invited you to join ${companyName} on ${PRODUCT_NAME} as ${roleText}.`,
    '',
    'To accept, open this link and sign in (or create an account) with this e-mail address',
    `(${input.to}):`,
    '',
    input.link,
    '',
    `The invitation expires on ${expires}.`,
    '',
    'If you were not expecting this invitation, you can safely ignore this e-mail.',
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');

  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
      <h1 style="margin:0 0 16px;font-size:20px">You're invited to join ${escapeHtml(companyName)}</h1>
      <p style="line-height:1.5">${escapeHtml(inviterName)} has invited you to join
        <strong>${escapeHtml(companyName)}</strong> on ${PRODUCT_NAME} as ${roleText}.</p>
      <p style="margin:24px 0">
        <a href="${link}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Accept the invitation</a>
      </p>
      <p style="line-height:1.5">Sign in or create an account with <strong>${escapeHtml(input.to)}</strong> to join.
        The invitation expires on ${escapeHtml(expires)}.</p>
      <p style="line-height:1.5;font-size:13px;color:#6b7280">If the button does not work, copy this address into your browser:<br>
        <a href="${link}" style="color:#2563eb;word-break:break-all">${link}</a></p>
      <p style="line-height:1.5;font-size:13px;color:#6b7280">If you were not expecting this invitation, you can safely ignore this e-mail.</p>
    </div>
  </body>
</html>
`;

  return { to: input.to, subject, text, html, logFields: { link: input.link } };
}

/** Tells an account's owner that sign-in with a wrong password was tried again and again. */
export function failedSignInsEmail(input: { to: string; failures: number; minutes: number }) {
  const subject = `Repeated failed sign-ins to your ${PRODUCT_NAME} account`;
  const lines = [
    'Hello,',
    '',
    `Someone tried to sign in to your ${PRODUCT_NAME} account (${input.to}) with a wrong password ${input.failures} times.`,
    `Sign-in from other browsers is paused for ${input.minutes} minutes; browsers you have signed in with before still work.`,
    '',
    'If this was not you, nothing has been opened. Consider choosing a stronger password.',
    '',
    `— ${PRODUCT_NAME}`,
  ];
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    ${lines
      .filter((line) => line !== '')
      .map((line) => `<p style="line-height:1.5">${escapeHtml(line)}</p>`)
      .join('\n    ')}
  </body>
</html>`;
  return { to: input.to, subject, text: lines.join('\n'), html } satisfies MailMessage;
}
