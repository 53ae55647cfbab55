import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/logger.ts';
import { openForTests } from '../../testing/open-for-tests.ts';
import { startTestSmtpServer } from '../../testing/mail/smtp-server.ts';
import { invitationEmail, MailDeliveryError, sendMail } from './mail.ts';

const MAIL_FROM = 'PortfolioAI <no-reply@portfolio.test>';
const LINK = 'http://localhost:3000/invitations/Q2hhbmdlIHRoaXMgdG9rZW4gYmVmb3JlIHVzZSBwbGVhc2U';

/** The invitation of Grace to Acme by Ada; any field can be overridden. */
const invitation = (overrides: Partial<Parameters<typeof invitationEmail>[0]> = {}) =>
  invitationEmail({
    to: 'grace@example.test',
    companyName: 'Acme <Robotics> & Co',
    inviterName: 'Ada Lovelace',
    role: 'admin',
    link: LINK,
    expiresAt: new Date('2026-12-01T10:00:00Z'),
    ...overrides,
  });

describe('invitationEmail', () => {
  it('names the company, the inviter and the role, with the link in both parts', () => {
    const message = invitation();
    expect(message.to).toBe('grace@example.test');
    expect(message.subject).toBe(
      'Ada Lovelace invited you to join Acme <Robotics> & Co on PortfolioAI',
    );
    expect(message.text).toContain('Ada Lovelace has invited you to join Acme <Robotics> & Co');
    expect(message.text).toContain('as an admin');
    expect(message.text).toContain(LINK);
    expect(message.text).toContain('December 1, 2026');
    expect(message.html).toContain(`href="${LINK}"`);
    expect(message.logFields).toEqual({ link: LINK });
  });

  it('escapes names in the HTML part', () => {
    const message = invitation({
      companyName: '<script>alert(1)</script>',
      inviterName: 'Eve "quotes"',
      role: 'member',
    });
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).toContain('Eve &quot;quotes&quot;');
    expect(message.text).toContain('as a member');
  });

  it('keeps the subject on one line whatever a name contains', () => {
    const message = invitation({ companyName: 'Acme\r\nBcc: victim@example.test' });
    expect(message.subject).not.toMatch(/[\r\n]/);
  });
});

describe('sendMail without SMTP_URL', () => {
  it('logs the recipient, the subject and the link at info level instead of sending', async () => {
    const logs = captureLogs();
    const delivery = await sendMail(
      { config: { smtpUrl: undefined, mailFrom: MAIL_FROM }, logger: logs.logger },
      invitation(),
    );
    expect(delivery).toEqual({ via: 'log' });
    const entry = logs.entries.find((e) => e.link === LINK);
    expect(entry).toMatchObject({
      level: 30,
      mail: { to: 'grace@example.test', subject: expect.stringContaining('Acme') },
    });
  });
});

describe('sendMail through SMTP', () => {
  const smtp = openForTests(startTestSmtpServer);

  it('delivers a plain-text and HTML message from MAIL_FROM to a real SMTP server', async () => {
    const logs = captureLogs();
    const delivery = await sendMail(
      { config: { smtpUrl: smtp.url, mailFrom: MAIL_FROM }, logger: logs.logger },
      invitation(),
    );
    expect(delivery).toMatchObject({ via: 'smtp', messageId: expect.any(String) });
    const received = await smtp.waitForMessage(1);
    expect(received.from).toBe('no-reply@portfolio.test');
    expect(received.to).toEqual(['grace@example.test']);
    expect(received.raw).toMatch(/^From: PortfolioAI <no-reply@portfolio\.test>/m);
    expect(received.raw).toMatch(/^Subject: Ada Lovelace invited you to join Acme/m);
    expect(received.raw).toContain('Content-Type: text/plain');
    expect(received.raw).toContain('Content-Type: text/html');
    expect(received.decoded).toContain(LINK);
    expect(received.decoded).toContain(`href="${LINK}"`);
    // The link goes by mail, not into the log.
    expect(logs.text()).not.toContain(LINK);
  });

  it('fails with MailDeliveryError when the server cannot be reached', async () => {
    const logs = captureLogs();
    // Port 1 on loopback: nothing listens there.
    const sending = sendMail(
      { config: { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: MAIL_FROM }, logger: logs.logger },
      invitation(),
    );
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    expect(logs.entries.some((e) => e.level === 50 && e.msg === 'e-mail could not be sent')).toBe(
      true,
    );
  });
});
