import {
  INVITATION_LINK_CREATED_MESSAGE,
  INVITATION_SENT_MESSAGE,
  INVITATION_TTL_DAYS,
  type Invitation as InvitationBody,
  DAY_MS,
  MINUTE_MS,
  TEAM_MESSAGES,
} from '@portfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { Invitation } from '../../models/invitation.ts';
import { signUpAndGetCookie } from '../../testing/auth.ts';
import { contractClient } from '../../testing/contract-client.ts';
import { addMember, createUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/http.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/mail/smtp-server.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';

// http: an https PUBLIC_URL makes the session cookie Secure, which a plain-http test server refuses to set.
const PUBLIC_URL = 'http://portfolio.example.test';
const UNKNOWN_TOKEN = 'A'.repeat(43);
const MESSAGES = {
  ...TEAM_MESSAGES,
  sent: INVITATION_SENT_MESSAGE,
  linkCreated: INVITATION_LINK_CREATED_MESSAGE,
};

// A member calling an admin route (403), what does not exist (404), another company's user and
// the signed-out: the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies({
  config: { publicUrl: PUBLIC_URL },
  companyA: { name: 'Acme Analytics' },
  companyB: { name: 'Bravo Bank' },
});
const { api, db, logs, config } = t;

let sequence = 0;
const newEmail = () => {
  sequence += 1;
  return `invitee-${sequence}-${Date.now().toString(36)}@example.test`;
};
const tokenOf = (invitation: { link: string }) => invitation.link.split('/').pop() as string;

/** Invitation and membership rows, to compare before and after a refused write. */
const snapshot = () => tableRows(db(), ['invitations', 'companyMembers']);

const row = async (id: string) => (await db()('invitations').where({ id }).first()) as Invitation;

/** `inviteMember` as company A's admin unless told otherwise, answering the response. */
const inviteCall = (
  body: object,
  { companyId = t.companyA.id, cookie = t.adminA.cookie, client = api } = {},
) => client.call('inviteMember', { params: { companyId }, cookie, body });

/** An invitation into company A made by its admin through the API. */
async function invite(
  email = newEmail(),
  role: 'admin' | 'member' = 'member',
): Promise<InvitationBody> {
  const response = await inviteCall({ email, role });
  expect(response.status).toBe(201);
  return response.body.invitation;
}

/** Moves an invitation's expiry into the past. */
const expire = (invitation: { id: string }) =>
  db()('invitations')
    .where({ id: invitation.id })
    .update({ expiresAt: new Date(Date.now() - 1000) });

/** Marks an invitation used, as accepting it does. */
const markUsed = (invitation: { id: string }) =>
  db()('invitations').where({ id: invitation.id }).update({ acceptedAt: new Date() });

/** Three invitations into company A that can no longer be used: one of each state. */
async function spentInvitations() {
  const expired = await invite();
  await expire(expired);
  const revoked = await invite();
  await revoke(revoked);
  const accepted = await invite();
  await markUsed(accepted);
  return { expired, revoked, accepted };
}

/** Accepts an invitation by its link's token, as the person whose cookie is given. */
const accept = (invitation: { link: string }, cookie: string) =>
  api.call('acceptInvitation', { params: { token: tokenOf(invitation) }, cookie });

/** Revokes an invitation of company A through the API, as its admin. */
const revoke = (invitation: { id: string }) =>
  api.call('revokeInvitation', { params: { id: invitation.id }, cookie: t.adminA.cookie });

describe('POST /api/companies/{companyId}/invite', () => {
  it('creates a pending invitation with a random token and expiry, and logs its link without SMTP', async () => {
    const email = newEmail();
    const started = Date.now();
    const response = await inviteCall({ email: email.toUpperCase(), role: 'admin' });
    expect(response.status).toBe(201);
    const { message, delivery, invitation } = response.body;
    // Nobody was mailed: the admin is told the link was created, to send it themselves.
    expect(message).toBe(MESSAGES.linkCreated);
    expect(delivery).toBe('link');
    expect(invitation).toMatchObject({
      companyId: t.companyA.id,
      email,
      role: 'admin',
      invitedBy: t.adminA.user.id,
      acceptedAt: null,
      revokedAt: null,
      state: 'pending',
    });
    expect(invitation.link).toMatch(new RegExp(`^${PUBLIC_URL}/invitations/[A-Za-z0-9_-]{43}$`));
    const expiresIn = new Date(invitation.expiresAt).getTime() - started;
    expect(expiresIn).toBeGreaterThan(INVITATION_TTL_DAYS * DAY_MS - MINUTE_MS);
    expect(expiresIn).toBeLessThan(INVITATION_TTL_DAYS * DAY_MS + MINUTE_MS);

    const stored = await row(invitation.id);
    expect(stored.token).toBe(tokenOf(invitation));
    expect(Buffer.from(stored.token, 'base64url')).toHaveLength(32);

    const logged = logs.entries.find((e) => e.link === invitation.link);
    expect(logged).toMatchObject({
      level: 30,
      mail: { to: email, subject: expect.stringContaining('Acme Analytics') },
    });
  });

  it('defaults the role to member and gives every invitation its own token', async () => {
    const first = await inviteCall({ email: newEmail() });
    const second = await invite();
    expect(first.status).toBe(201);
    expect(first.body.invitation.role).toBe('member');
    expect(tokenOf(first.body.invitation)).not.toBe(tokenOf(second));
  });

  it('refreshes an open invitation for the same e-mail instead of adding a second one', async () => {
    const email = newEmail();
    const original = await invite(email, 'member');
    await db()('invitations')
      .where({ id: original.id })
      .update({ expiresAt: new Date(Date.now() - DAY_MS) });

    const again = await inviteCall({ email: email.toUpperCase(), role: 'admin' });
    expect(again.status).toBe(201);
    const refreshed = again.body.invitation;
    expect(refreshed).toMatchObject({
      id: original.id,
      link: original.link,
      role: 'admin',
      state: 'pending',
    });
    expect(new Date(refreshed.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + (INVITATION_TTL_DAYS - 1) * DAY_MS,
    );
    expect(await db()('invitations').where({ companyId: t.companyA.id, email })).toHaveLength(1);
  });

  it('makes a new invitation once the previous one was revoked', async () => {
    const email = newEmail();
    const original = await invite(email);
    expect((await revoke(original)).status).toBe(204);
    const next = await invite(email);
    expect(next.id).not.toBe(original.id);
    expect(tokenOf(next)).not.toBe(tokenOf(original));
  });

  it('answers 409 when the e-mail already belongs to a member, writing nothing', async () => {
    const response = await expectRefused(snapshot, 409, () =>
      inviteCall({ email: t.memberA.email.toUpperCase() }),
    );
    expect(response.error.message).toBe(MESSAGES.alreadyMember);
  });

  it('answers 400 for a bad e-mail or role, writing nothing', async () => {
    const before = await snapshot();
    const badEmail = await inviteCall({ email: 'nope' });
    const badRole = await inviteCall({ email: newEmail(), role: 'owner' });
    expect([badEmail.status, badRole.status]).toEqual([400, 400]);
    expect(badEmail.error.message).toContain('Please enter a valid email address');
    expect(badRole.error.message).toContain('Please select a role');
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/companies/{companyId}/invitations', () => {
  it('lists the open invitations of the company to an admin, with their state and link', async () => {
    const pending = await invite();
    const { expired, revoked, accepted } = await spentInvitations();
    const elsewhere = await inviteCall(
      { email: newEmail() },
      { companyId: t.companyB.id, cookie: t.adminB.cookie },
    );

    const response = await api.ok('listInvitations', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
    });
    const listed = response.body;
    const byId = new Map(listed.map((i) => [i.id, i]));
    expect(byId.get(pending.id)).toEqual(pending);
    expect(byId.get(expired.id)?.state).toBe('expired');
    expect(byId.has(revoked.id)).toBe(false);
    expect(byId.has(accepted.id)).toBe(false);
    expect(byId.has(elsewhere.body.invitation.id)).toBe(false);
    expect(listed.every((i) => i.companyId === t.companyA.id)).toBe(true);
  });
});

describe('POST /api/invitations/{id}/resend', () => {
  it('keeps the link, gives a fresh expiry and sends it again', async () => {
    const invitation = await invite();
    await expire(invitation);
    const logsBefore = logs.entries.filter((e) => e.link === invitation.link).length;

    const response = await api.ok('resendInvitation', {
      params: { id: invitation.id },
      cookie: t.adminA.cookie,
    });
    // No mail server here: the answer says the link was created, not that a mail went out.
    expect(response.body).toMatchObject({
      message: MESSAGES.linkCreated,
      delivery: 'link',
      invitation: { id: invitation.id, link: invitation.link, state: 'pending' },
    });
    expect(new Date(response.body.invitation.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + (INVITATION_TTL_DAYS - 1) * DAY_MS,
    );
    expect(logs.entries.filter((e) => e.link === invitation.link)).toHaveLength(logsBefore + 1);
  });

  it('answers 409 for a revoked or used invitation, or when the person has joined meanwhile', async () => {
    const revoked = await invite();
    await revoke(revoked);
    const used = await invite();
    await markUsed(used);
    const joinedEmail = newEmail();
    const joined = await invite(joinedEmail);
    await addMember(db(), t.companyA.id, (await createUser(db(), { email: joinedEmail })).id);

    const before = await snapshot();
    const responses = [
      await api.call('resendInvitation', { params: { id: revoked.id }, cookie: t.adminA.cookie }),
      await api.call('resendInvitation', { params: { id: used.id }, cookie: t.adminA.cookie }),
      await api.call('resendInvitation', { params: { id: joined.id }, cookie: t.adminA.cookie }),
    ];
    expect(responses.map((r) => [r.status, r.error.message])).toEqual([
      [409, MESSAGES.revoked],
      [409, MESSAGES.used],
      [409, MESSAGES.alreadyMember],
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/invitations/{id}', () => {
  it('revokes an invitation for an admin; its link then says so', async () => {
    const invitation = await invite();
    const response = await api.call('revokeInvitation', {
      params: { id: invitation.id },
      cookie: t.adminA.cookie,
    });
    expect([response.status, response.text]).toEqual([204, '']);
    expect((await row(invitation.id)).revokedAt).toBeInstanceOf(Date);
    expect(
      (await api.call('getInvitation', { params: { token: tokenOf(invitation) } })).body.state,
    ).toBe('revoked');
    // Revoking again changes nothing and is not an error.
    const revokedAt = (await row(invitation.id)).revokedAt;
    expect(
      (
        await api.call('revokeInvitation', {
          params: { id: invitation.id },
          cookie: t.adminA.cookie,
        })
      ).status,
    ).toBe(204);
    expect((await row(invitation.id)).revokedAt).toEqual(revokedAt);
  });

  it('answers 409 for a used invitation, changing nothing', async () => {
    const used = await invite();
    await markUsed(used);
    const response = await expectRefused(snapshot, 409, () =>
      api.call('revokeInvitation', {
        params: { id: used.id },
        cookie: t.adminA.cookie,
      }),
    );
    expect(response.error.message).toBe(MESSAGES.used);
  });
});

describe('GET /api/invitations/by-token/{token}', () => {
  it('tells anyone holding the link the company, e-mail, role and state, nothing more', async () => {
    const invitation = await invite(newEmail(), 'admin');
    const response = await api.call('getInvitation', { params: { token: tokenOf(invitation) } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      companyName: 'Acme Analytics',
      email: invitation.email,
      role: 'admin',
      state: 'pending',
      expiresAt: invitation.expiresAt,
    });
  });

  it('reports expired, revoked and accepted invitations', async () => {
    const { expired, revoked, accepted } = await spentInvitations();
    const states = await Promise.all(
      [expired, revoked, accepted].map(
        async (i) =>
          (await api.call('getInvitation', { params: { token: tokenOf(i) } })).body.state,
      ),
    );
    expect(states).toEqual(['expired', 'revoked', 'accepted']);
  });

  it('answers 404 for an unknown token', async () => {
    const unknown = await api.call('getInvitation', { params: { token: UNKNOWN_TOKEN } });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(MESSAGES.notValid);
  });

  it('answers 400 for a malformed token, with the same sentence', async () => {
    const malformed = await api.call('getInvitation', { params: { token: 'not a token!' } });
    expect(malformed.status).toBe(400);
    expect(malformed.error.message).toContain(MESSAGES.notValid);
  });
});

describe('POST /api/invitations/by-token/{token}/accept', () => {
  it('joins the company with the invited role right after signing up with the invited e-mail', async () => {
    const email = newEmail();
    const invitation = await invite(email, 'admin');
    const invitee = await signUpAndGetCookie(t.server.baseUrl, { email: email.toUpperCase() });

    const response = await accept(invitation, invitee.cookie);
    expect([response.status, response.body]).toEqual([
      200,
      { companyId: t.companyA.id, role: 'admin' },
    ]);

    const membership = await db()('companyMembers')
      .where({ companyId: t.companyA.id, userId: invitee.user.id })
      .first();
    expect(membership).toMatchObject({ role: 'admin', invitedBy: t.adminA.user.id });
    expect(membership.invitedAt).toBeInstanceOf(Date);
    expect(membership.joinedAt).toBeInstanceOf(Date);
    expect((await row(invitation.id)).acceptedAt).toBeInstanceOf(Date);

    const me = await api.call('getCurrentUser', { cookie: invitee.cookie });
    expect(me.body.companies).toEqual([
      expect.objectContaining({ id: t.companyA.id, role: 'admin' }),
    ]);
    const members = await api.call('listMembers', {
      ...t.ofA(),
      cookie: invitee.cookie,
    });
    expect(members.body.map((m: { user: { id: string } }) => m.user.id)).toContain(invitee.user.id);
    const open = await api.call('listInvitations', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
    });
    expect(open.body.map((i: InvitationBody) => i.id)).not.toContain(invitation.id);

    // The link is spent.
    const again = await accept(invitation, invitee.cookie);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(MESSAGES.used);
  });

  it('marks the invitation used and keeps the role of someone who is already a member', async () => {
    const email = newEmail();
    const invitation = await invite(email, 'member');
    const invitee = await signUpAndGetCookie(t.server.baseUrl, { email });
    await addMember(db(), t.companyA.id, invitee.user.id, 'admin');
    const response = await accept(invitation, invitee.cookie);
    expect([response.status, response.body]).toEqual([
      200,
      { companyId: t.companyA.id, role: 'admin' },
    ]);
    expect(
      await db()('companyMembers').where({ companyId: t.companyA.id, userId: invitee.user.id }),
    ).toHaveLength(1);
    expect((await row(invitation.id)).acceptedAt).toBeInstanceOf(Date);
  });

  it('answers 403 to a user with another e-mail, joining nothing', async () => {
    const invitation = await invite();
    const response = await expectRefused(snapshot, 403, () => accept(invitation, t.adminB.cookie));
    expect(response.error.message).toBe(MESSAGES.wrongEmail);
  });

  it('answers 409 saying the link expired, was revoked or was used, joining nothing', async () => {
    // One invitee holding three spent links: a used or revoked invitation makes way for a new one.
    const email = newEmail();
    const used = await invite(email);
    await markUsed(used);
    const revoked = await invite(email);
    await revoke(revoked);
    const expired = await invite(email);
    await expire(expired);
    const invitee = await signUpAndGetCookie(t.server.baseUrl, { email });

    const before = await snapshot();
    const responses = await Promise.all(
      [expired, revoked, used].map((invitation) => accept(invitation, invitee.cookie)),
    );
    expect(responses.map((r) => [r.status, r.error.message])).toEqual([
      [409, MESSAGES.expired],
      [409, MESSAGES.revoked],
      [409, MESSAGES.used],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown token, joining nothing', async () => {
    await invite();
    const unknown = await expectRefused(snapshot, 404, () =>
      api.call('acceptInvitation', {
        params: { token: UNKNOWN_TOKEN },
        cookie: t.memberA.cookie,
      }),
    );
    expect(unknown.error.message).toBe(MESSAGES.notValid);
  });
});

describe('invitations by SMTP', () => {
  let smtp: TestSmtpServer;
  let smtpServer: TestServer;
  const smtpConfig = (): Config => ({
    ...config,
    smtpUrl: smtp.url,
    mailFrom: 'Acme Portfolio <invites@portfolio.test>',
  });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // Same secrets as the main server, so the same session cookies work here.
    smtpServer = await startTestServer({
      config: smtpConfig(),
      db: db(),
      logger: logs.logger,
    });
  });
  afterAll(async () => {
    await smtpServer?.close();
    await smtp?.close();
  });

  it('e-mails the invitation with its link through the SMTP server, and sends it again on resend', async () => {
    const email = newEmail();
    const response = await inviteCall(
      { email, role: 'member' },
      { client: contractClient(smtpServer.baseUrl) },
    );
    expect(response.status).toBe(201);
    expect(response.error.message).toBe(MESSAGES.sent);
    expect(response.body.delivery).toBe('email');
    const { link } = response.body.invitation as InvitationBody;

    const received = smtp.messages.find((m) => m.to.includes(email));
    expect(received).toBeDefined();
    expect(received!.from).toBe('invites@portfolio.test');
    expect(received!.raw).toMatch(/^Subject: .*invited you to join Acme Analytics/m);
    expect(received!.decoded).toContain(link);
    expect(received!.decoded).toContain(`href="${link}"`);
    expect(logs.entries.some((e) => e.link === link)).toBe(false);

    const resent = await contractClient(smtpServer.baseUrl).call('resendInvitation', {
      params: { id: response.body.invitation.id },
      cookie: t.adminA.cookie,
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ message: MESSAGES.sent, delivery: 'email' });
    expect(
      smtp.messages.filter((m) => m.to.includes(email) && m.decoded.includes(link)),
    ).toHaveLength(2);
  });

  it('answers 503 and writes nothing when the SMTP server cannot be reached', async () => {
    const downServer = await startTestServer({
      config: { ...smtpConfig(), smtpUrl: 'smtp://127.0.0.1:1' },
      db: db(),
      logger: logs.logger,
    });
    const down = contractClient(downServer.baseUrl);
    try {
      const existing = await invite();
      const before = await snapshot();
      const fresh = await inviteCall({ email: newEmail() }, { client: down });
      const refresh = await inviteCall({ email: existing.email, role: 'admin' }, { client: down });
      const resend = await down.call('resendInvitation', {
        params: { id: existing.id },
        cookie: t.adminA.cookie,
      });
      for (const reply of [fresh, refresh, resend]) {
        expect(reply.status).toBe(503);
        expect(reply.error.message).toBe(
          'The invitation e-mail could not be sent. Please try again later.',
        );
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await downServer.close();
    }
  });
});
