import { randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_MESSAGES,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  HOUR_MS,
} from '@portfolio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cookieHeaderFrom,
  openVerificationLink,
  signInAndGetCookie,
  signUpAndGetCookie,
  type SignedIn,
} from '../../testing/auth.ts';
import { addMember, createLlmModel, createProject } from '../../testing/factories.ts';
import { setupTestServer } from '../../testing/http.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { createCompanyAs } from '../../testing/contract-client.ts';
import {
  NO_PASSWORD_MESSAGE,
  PROFILE_MANAGED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  lastAdminMessage,
} from '../../services/access/account.ts';
import { CHANGE_PASSWORD_RATE_LIMIT } from './account.ts';
import { EMAIL_VERIFICATION_RATE_LIMIT } from './email-verification.ts';

const t = setupTestServer();
const { api, db } = t;

const NEW_PASSWORD = 'a brand new passphrase';

const signUp = () => signUpAndGetCookie(t.server.baseUrl);
const signIn = (who: SignedIn, password = who.password) =>
  signInAndGetCookie(t.server.baseUrl, who.email, password);
const isSignedIn = async (cookie: string) =>
  (await api.call('getCurrentUser', { cookie })).status === 200;
const passwordHashOf = async (userId: string) =>
  ((await db()('users').where({ id: userId }).first('passwordHash')) as { passwordHash: string })
    .passwordHash;
const sessionCount = async (userId: string) =>
  Number(
    (
      (await db()('sessions').whereRaw("sess->>'userId' = ?", [userId]).count({ n: '*' }))[0] as {
        n: string | number;
      }
    ).n,
  );

/** A company made through the API, so its creator is its owner and admin: its id. */
const companyOf = (owner: SignedIn, name = `Company ${Math.random().toString(36).slice(2)}`) =>
  createCompanyAs(api, owner, name);

describe('POST /api/account/password', () => {
  let user: SignedIn;
  let secondDevice: SignedIn;
  let someoneElse: SignedIn;

  beforeEach(async () => {
    user = await signUp();
    secondDevice = await signIn(user);
    someoneElse = await signUp();
  });

  const change = (body: Record<string, unknown>, cookie = user.cookie) =>
    api.call('changePassword', { body, cookie });
  const valid = () => ({
    currentPassword: user.password,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });

  it('sets the new password, keeps the caller signed in and signs out every other session', async () => {
    const response = await change(valid());
    expect(response.status).toBe(204);

    // The caller continues on a fresh session; the old session id is no longer valid anywhere.
    const renewed = cookieHeaderFrom({ headers: response.headers } as Response);
    expect(renewed).not.toBe('');
    expect(await isSignedIn(renewed)).toBe(true);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(await isSignedIn(secondDevice.cookie)).toBe(false);
    expect(await sessionCount(user.user.id)).toBe(1);
    // Another user's session is untouched.
    expect(await isSignedIn(someoneElse.cookie)).toBe(true);

    expect((await signIn(user, NEW_PASSWORD)).user.id).toBe(user.user.id);
    const withOld = await api.call('signIn', {
      body: { email: user.email, password: user.password },
    });
    expect(withOld.status).toBe(401);
  });

  it("revokes the user's embedded-widget refresh tokens, and only theirs", async () => {
    const companyId = await companyOf(user);
    await addMember(db(), companyId, someoneElse.user.id, 'member');
    const refreshToken = (userId: string) => ({
      tokenHash: randomBytes(32).toString('hex'),
      familyId: randomUUID(),
      companyId,
      userId,
      origin: 'https://intranet.example.test',
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    await db()('embedRefreshTokens').insert([
      refreshToken(user.user.id),
      refreshToken(someoneElse.user.id),
    ]);

    expect((await change(valid())).status).toBe(204);
    const revoked = async (userId: string) =>
      ((await db()('embedRefreshTokens').where({ userId }).first()) as { revokedAt: Date | null })
        .revokedAt;
    expect(await revoked(user.user.id)).toBeInstanceOf(Date);
    expect(await revoked(someoneElse.user.id)).toBeNull();
  });

  it('answers 403 for a wrong current password and changes nothing', async () => {
    const before = await passwordHashOf(user.user.id);
    const response = await change({ ...valid(), currentPassword: 'not my password at all' });
    expect(response.status).toBe(403);
    expect(response.error).toMatchObject({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      code: 'wrong_password',
    });
    expect(await passwordHashOf(user.user.id)).toBe(before);
    expect(await isSignedIn(user.cookie)).toBe(true);
    expect(await isSignedIn(secondDevice.cookie)).toBe(true);
  });

  it('answers 400 naming confirmPassword when the new passwords differ, and changes nothing', async () => {
    const before = await passwordHashOf(user.user.id);
    const response = await change({ ...valid(), confirmPassword: `${NEW_PASSWORD}!` });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(PASSWORDS_DO_NOT_MATCH_MESSAGE);
    expect(response.error.details).toEqual([
      { field: 'confirmPassword', message: PASSWORDS_DO_NOT_MATCH_MESSAGE },
    ]);
    expect(await passwordHashOf(user.user.id)).toBe(before);
    expect(await isSignedIn(secondDevice.cookie)).toBe(true);
  });

  it('answers 400 with the sign-up rule for a new password that is too short', async () => {
    const response = await change({ ...valid(), newPassword: 'short', confirmPassword: 'short' });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual([
      { field: 'newPassword', message: 'Password must be at least 10 characters' },
    ]);
  });

  it('answers 400 when the new password is the current one', async () => {
    const response = await change({
      ...valid(),
      newPassword: user.password,
      confirmPassword: user.password,
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(SAME_PASSWORD_MESSAGE);
    expect(await isSignedIn(secondDevice.cookie)).toBe(true);
  });

  it('answers 409 for an account without a password (identity provider) and changes nothing', async () => {
    await db()('users').where({ id: user.user.id }).update({ passwordHash: null });
    const me = await api.call('getCurrentUser', { cookie: user.cookie });
    expect(me.body.hasPassword).toBe(false);
    const response = await change(valid());
    expect(response.status).toBe(409);
    expect(response.error.message).toBe(NO_PASSWORD_MESSAGE);
    expect(await passwordHashOf(user.user.id)).toBeNull();
    expect(await isSignedIn(secondDevice.cookie)).toBe(true);
  });

  it('answers 429 after too many wrong current passwords, counted per user', async () => {
    const wrong = { ...valid(), currentPassword: 'wrong password guess' };
    for (let i = 0; i < CHANGE_PASSWORD_RATE_LIMIT.max; i += 1) {
      expect((await change(wrong)).status).toBe(403);
    }
    const blocked = await change(valid());
    expect(blocked.status).toBe(429);
    expect(blocked.error.message).toMatch(/^Too many attempts to change the password/);
    // Another user is not blocked by it.
    const theirs = await change(
      {
        currentPassword: 'wrong password guess',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      someoneElse.cookie,
    );
    expect(theirs.status).toBe(403);
  });
});

describe('PUT /api/account/profile', () => {
  const namesOf = async (userId: string) =>
    db()('users').where({ id: userId }).first('firstName', 'lastName', 'updatedAt');

  it('changes the names (trimmed) and answers the refreshed current user', async () => {
    const user = await signUp();
    const response = await api.ok('updateProfile', {
      cookie: user.cookie,
      body: { firstName: '  Augusta ', lastName: 'King ' },
    });
    expect(response.body).toMatchObject({
      id: user.user.id,
      firstName: 'Augusta',
      lastName: 'King',
      email: user.email,
    });
    expect((await api.call('getCurrentUser', { cookie: user.cookie })).body).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
    });
  });

  it('answers 400 naming each field for blank or too long names, and changes nothing', async () => {
    const user = await signUp();
    const response = await expectRefused(
      () => namesOf(user.user.id),
      400,
      () =>
        api.call('updateProfile', {
          cookie: user.cookie,
          body: { firstName: '   ', lastName: 'x'.repeat(101) },
        }),
    );
    expect(response.error.details).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name must be at most 100 characters' },
    ]);
  });

  it('answers 409 for an account of an identity provider, and 401 signed out', async () => {
    const user = await signUp();
    await db()('users').where({ id: user.user.id }).update({ passwordHash: null });
    const response = await expectRefused(
      () => namesOf(user.user.id),
      409,
      () =>
        api.call('updateProfile', {
          cookie: user.cookie,
          body: { firstName: 'Mallory', lastName: 'Doe' },
        }),
    );
    expect(response.error).toMatchObject({
      message: PROFILE_MANAGED_MESSAGE,
      code: 'profile_managed_by_provider',
    });
    const signedOut = await api.call('updateProfile', {
      body: { firstName: 'Mallory', lastName: 'Doe' },
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the user, their sessions, memberships and the company they were alone in', async () => {
    const user = await signUp();
    const secondDevice = await signIn(user);
    const someoneElse = await signUp();
    const companyId = await companyOf(user);
    await createProject(db(), { companyId, createdBy: user.user.id });
    await createLlmModel(db(), {
      companyId,
      secretsKey: t.config.secretsKey,
      createdBy: user.user.id,
    });

    const response = await api.call('deleteAccount', { cookie: user.cookie });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/portfolio\.sid=;/);

    expect(await db()('users').where({ id: user.user.id }).first()).toBeUndefined();
    expect(await db()('companyMembers').where({ userId: user.user.id })).toEqual([]);
    expect(await db()('companies').where({ id: companyId }).first()).toBeUndefined();
    expect(await db()('projects').where({ companyId })).toEqual([]);
    expect(await db()('llmModels').where({ companyId })).toEqual([]);
    expect(await sessionCount(user.user.id)).toBe(0);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(await isSignedIn(secondDevice.cookie)).toBe(false);
    expect(await isSignedIn(someoneElse.cookie)).toBe(true);
    const again = await api.call('signIn', {
      body: { email: user.email, password: user.password },
    });
    expect(again.status).toBe(401);
  });

  it('answers 409 with the reason for the last admin of a company with other members, and changes nothing', async () => {
    const admin = await signUp();
    const member = await signUp();
    const companyId = await companyOf(admin, 'Contoso Research');
    await addMember(db(), companyId, member.user.id, 'member');
    const users = await db()('users').orderBy('id');
    const members = await db()('companyMembers').orderBy('id');
    const companies = await db()('companies').orderBy('id');

    const response = await api.call('deleteAccount', { cookie: admin.cookie });
    expect(response.status).toBe(409);
    expect(response.error).toMatchObject({
      message: lastAdminMessage('Contoso Research'),
      code: 'last_admin',
    });
    expect(await db()('users').orderBy('id')).toEqual(users);
    expect(await db()('companyMembers').orderBy('id')).toEqual(members);
    expect(await db()('companies').orderBy('id')).toEqual(companies);
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });

  it('leaves a company with another admin: ownership and project authorship pass to that admin', async () => {
    const owner = await signUp();
    const secondAdmin = await signUp();
    const member = await signUp();
    const companyId = await companyOf(owner);
    await addMember(db(), companyId, secondAdmin.user.id, 'admin');
    await addMember(db(), companyId, member.user.id, 'member');
    const ownersProject = await createProject(db(), {
      companyId,
      createdBy: owner.user.id,
    });
    const membersProject = await createProject(db(), {
      companyId,
      createdBy: member.user.id,
    });

    expect((await api.call('deleteAccount', { cookie: owner.cookie })).status).toBe(204);

    expect(await db()('companies').where({ id: companyId }).first()).toMatchObject({
      ownerId: secondAdmin.user.id,
    });
    expect(
      (await db()('companyMembers').where({ companyId }).orderBy('role')).map(
        (m: { userId: string; role: string }) => [m.userId, m.role],
      ),
    ).toEqual([
      [secondAdmin.user.id, 'admin'],
      [member.user.id, 'member'],
    ]);
    expect(await db()('projects').where({ id: ownersProject.id }).first()).toMatchObject({
      createdBy: secondAdmin.user.id,
    });
    expect(await db()('projects').where({ id: membersProject.id }).first()).toMatchObject({
      createdBy: member.user.id,
    });
    expect(await isSignedIn(secondAdmin.cookie)).toBe(true);
    const projects = await api.call('listProjects', {
      params: { companyId },
      cookie: member.cookie,
    });
    expect(projects.body.map((p) => p.id).sort()).toEqual(
      [ownersProject.id, membersProject.id].sort(),
    );
  });

  it('lets a plain member go; the projects they created stay with the company', async () => {
    const admin = await signUp();
    const member = await signUp();
    const companyId = await companyOf(admin);
    await addMember(db(), companyId, member.user.id, 'member');
    const project = await createProject(db(), { companyId, createdBy: member.user.id });

    expect((await api.call('deleteAccount', { cookie: member.cookie })).status).toBe(204);

    expect(await db()('projects').where({ id: project.id }).first()).toMatchObject({
      createdBy: admin.user.id,
    });
    expect(await db()('companyMembers').where({ companyId })).toHaveLength(1);
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });
});

describe('POST /api/account/email-verification', () => {
  it('mails a link that verifies an unverified address once; verified, it answers 409', async () => {
    const who = await signUp();
    await db()('users').where({ id: who.user.id }).update({ emailVerifiedAt: null });
    expect((await api.ok('getCurrentUser', { cookie: who.cookie })).body.emailVerified).toBe(false);

    const sent = await api.ok('sendEmailVerification', { cookie: who.cookie });
    expect(sent.body).toMatchObject({ email: who.email });
    const link = sent.body.verificationLink!;
    const opened = await openVerificationLink(t.server.baseUrl, link);
    expect(opened.status).toBe(303);
    expect((await api.ok('getCurrentUser', { cookie: who.cookie })).body.emailVerified).toBe(true);
    expect((await openVerificationLink(t.server.baseUrl, link)).status).toBe(404);

    const again = await api.call('sendEmailVerification', { cookie: who.cookie });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('voids the previous link when a new one is sent, and limits how many are sent', async () => {
    await db()('rate_limits').del();
    const who = await signUp();
    await db()('users').where({ id: who.user.id }).update({ emailVerifiedAt: null });
    const links: string[] = [];
    for (let i = 0; i < EMAIL_VERIFICATION_RATE_LIMIT.max; i += 1) {
      links.push(
        (await api.ok('sendEmailVerification', { cookie: who.cookie })).body.verificationLink!,
      );
    }
    const limited = await api.call('sendEmailVerification', { cookie: who.cookie });
    expect(limited.status).toBe(429);
    expect(limited.error.message).toMatch(/^Too many verification e-mails/);
    expect((await openVerificationLink(t.server.baseUrl, links[0]!)).status).toBe(404);
    expect((await openVerificationLink(t.server.baseUrl, links.at(-1)!)).status).toBe(303);
  });
});
