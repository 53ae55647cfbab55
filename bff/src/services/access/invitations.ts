import { randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  type MemberRole,
  notFoundMessage,
  DAY_MS,
  TEAM_MESSAGES,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import type { DepsOf } from '../../app-deps.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthenticatedError,
} from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { CompanyMember } from '../../models/company-member.ts';
import { Invitation } from '../../models/invitation.ts';
import { User } from '../../models/user.ts';
import { invitationLink, invitationState } from './invitation-state.ts';
import { invitationEmail, MailDeliveryError, sendMail } from '../integrations/mail.ts';
import { normalizeEmail } from './users.ts';

export type InvitationDeps = DepsOf<'logger', 'publicUrl' | 'smtpUrl' | 'mailFrom'>;

/** 32 random bytes, base64url: unguessable, and safe in a URL path. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function invitationExpiry(from: Date = new Date()): Date {
  return new Date(from.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

async function isMemberByEmail(db: Knex, companyId: string, email: string): Promise<boolean> {
  const member = await CompanyMember.query(db)
    .joinRelated('user')
    .where({ [`${CompanyMember.tableName}.companyId`]: companyId, 'user.email': email })
    .select(`${CompanyMember.tableName}.id`)
    .first();
  return member !== undefined;
}

/** An open invitation of the company, read again under lock; gone meanwhile → 404. */
const lockInvitation = (uow: UnitOfWork, target: Pick<Invitation, 'id'>) =>
  uow.lock(Invitation, target.id, notFoundMessage('invitation'));

/** The stored states that forbid any further use of an invitation, with their 409. */
function assertOpen(invitation: Invitation, { allowExpired }: { allowExpired: boolean }): void {
  const state = invitationState(invitation);
  if (state === 'accepted')
    throw new ConflictError(TEAM_MESSAGES.used, { code: 'invitation_used' });
  if (state === 'revoked')
    throw new ConflictError(TEAM_MESSAGES.revoked, { code: 'invitation_revoked' });
  if (state === 'expired' && !allowExpired) {
    throw new ConflictError(TEAM_MESSAGES.expired, { code: 'invitation_expired' });
  }
}

/**
 * E-mails the invitation (or logs its link without SMTP). Called inside the transaction that
 * wrote the invitation, so a failed delivery rolls the write back and the admin can simply try
 * again; SMTP timeouts (mail.ts) bound how long the transaction stays open.
 */
async function mailInvitation(
  trx: Knex.Transaction,
  deps: InvitationDeps,
  invitation: Invitation,
  senderId: string,
): Promise<void> {
  const company = await Company.query(trx).findById(invitation.companyId).select('name');
  const sender = await User.query(trx).findById(senderId).select('firstName', 'lastName', 'email');
  const senderName = [sender?.firstName, sender?.lastName].filter((part) => part?.trim()).join(' ');
  try {
    await sendMail(
      deps,
      invitationEmail({
        to: invitation.email,
        companyName: company?.name ?? 'a company',
        inviterName: senderName || sender?.email || 'A colleague',
        role: invitation.role,
        link: invitationLink(deps.config.publicUrl, invitation.token),
        expiresAt: invitation.expiresAt,
      }),
    );
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      throw new ServiceUnavailableError(TEAM_MESSAGES.mailFailed, {
        code: 'mail_failed',
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * Invites an e-mail address into a company with a role and sends the e-mail. Someone who is
 * already a member → 409. An open invitation for the same address is refreshed (role, inviter,
 * a fresh expiry, same link) rather than duplicated.
 */
export async function inviteMember(
  uow: UnitOfWork,
  deps: InvitationDeps,
  input: { companyId: string; email: string; role: MemberRole; invitedBy: string },
): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  const { trx } = uow;
  // Two admins inviting the same address at once must not make two open invitations.
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `invitation:${input.companyId}:${email}`,
  ]);
  if (await isMemberByEmail(trx, input.companyId, email)) {
    throw new ConflictError(TEAM_MESSAGES.alreadyMember, { code: 'already_member' });
  }
  const open = await Invitation.query(trx)
    .where({ companyId: input.companyId, email })
    .whereNull('acceptedAt')
    .whereNull('revokedAt')
    .orderBy('createdAt', 'desc')
    .forUpdate();
  const [current, ...stale] = open;
  const fields = { role: input.role, invitedBy: input.invitedBy, expiresAt: invitationExpiry() };
  const invitation = current
    ? await Invitation.query(trx).patchAndFetchById(current.id, fields)
    : await Invitation.query(trx).insertAndFetch({
        ...fields,
        companyId: input.companyId,
        email,
        token: newInvitationToken(),
      });
  await uow.record({
    entity: 'invitation',
    id: invitation.id,
    action: current ? 'resent' : 'created',
    before: current,
    after: invitation,
  });
  if (stale.length > 0) {
    await Invitation.query(trx)
      .whereIn(
        'id',
        stale.map((s) => s.id),
      )
      .patch({ revokedAt: new Date() });
    for (const revoked of stale) {
      await uow.record({
        entity: 'invitation',
        id: revoked.id,
        action: 'revoked',
        before: revoked,
      });
    }
  }
  await mailInvitation(trx, deps, invitation, input.invitedBy);
  return invitation;
}

/** Invitations not yet used nor revoked, newest first; expired ones included (to resend). */
export async function listOpenInvitations(db: Knex, companyId: string): Promise<Invitation[]> {
  return Invitation.query(db)
    .where({ companyId })
    .whereNull('acceptedAt')
    .whereNull('revokedAt')
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** Sends an open invitation again: same link, a fresh expiry. Used or revoked → 409. */
export async function resendInvitation(
  uow: UnitOfWork,
  deps: InvitationDeps,
  target: Pick<Invitation, 'id'>,
  senderId: string,
): Promise<Invitation> {
  const { trx } = uow;
  const invitation = await lockInvitation(uow, target);
  assertOpen(invitation, { allowExpired: true });
  if (await isMemberByEmail(trx, invitation.companyId, normalizeEmail(invitation.email))) {
    throw new ConflictError(TEAM_MESSAGES.alreadyMember, { code: 'already_member' });
  }
  const refreshed = await Invitation.query(trx).patchAndFetchById(invitation.id, {
    expiresAt: invitationExpiry(),
  });
  await uow.record({
    entity: 'invitation',
    id: invitation.id,
    action: 'resent',
    before: invitation,
    after: refreshed,
  });
  await mailInvitation(trx, deps, refreshed, senderId);
  return refreshed;
}

/** Revokes an invitation so its link stops working. Revoking twice is harmless; a used one → 409. */
export async function revokeInvitation(
  uow: UnitOfWork,
  target: Pick<Invitation, 'id'>,
): Promise<void> {
  const invitation = await lockInvitation(uow, target);
  if (invitation.acceptedAt)
    throw new ConflictError(TEAM_MESSAGES.used, { code: 'invitation_used' });
  if (invitation.revokedAt) return;
  await invitation.$query(uow.trx).patch({ revokedAt: new Date() });
  await uow.record({
    entity: 'invitation',
    id: invitation.id,
    action: 'revoked',
    before: invitation,
  });
}

/** The invitation behind a link, with its company; unknown token → 404. */
export async function findInvitationByToken(
  db: Knex,
  token: string,
): Promise<Invitation & { company: Company }> {
  const invitation = await Invitation.query(db)
    .findOne({ token })
    .withGraphJoined('company')
    .castTo<(Invitation & { company: Company }) | undefined>();
  if (!invitation)
    throw new NotFoundError(TEAM_MESSAGES.notValid, { code: 'invitation_not_found' });
  return invitation;
}

/**
 * The signed-in user accepts an invitation: they join its company with the invited role (a
 * user who is already a member keeps their role) and the invitation is marked used, in one
 * transaction. The user's e-mail must be the invited one (403). Unknown token → 404; used,
 * revoked or expired → 409 with a sentence saying which. Call it right after sign-up or
 * sign-in with a token the user arrived with.
 */
export async function acceptInvitation(
  uow: UnitOfWork,
  token: string,
  userId: string,
): Promise<{ companyId: string; role: MemberRole }> {
  const { trx } = uow;
  // Locked: two accepts of one link at once give one success and one "already used".
  const invitation = await Invitation.query(trx).findOne({ token }).forUpdate();
  if (!invitation)
    throw new NotFoundError(TEAM_MESSAGES.notValid, { code: 'invitation_not_found' });
  assertOpen(invitation, { allowExpired: false });
  const user = await User.query(trx).findById(userId).select('id', 'email');
  if (!user) throw new UnauthenticatedError('You are not signed in');
  if (normalizeEmail(user.email) !== normalizeEmail(invitation.email)) {
    throw new ForbiddenError(TEAM_MESSAGES.wrongEmail, {
      code: 'invitation_email_mismatch',
    });
  }
  const [joined] = (await trx(CompanyMember.tableName)
    .insert({
      companyId: invitation.companyId,
      userId: user.id,
      role: invitation.role,
      invitedBy: invitation.invitedBy,
      invitedAt: invitation.createdAt,
    })
    .onConflict(['companyId', 'userId'])
    .ignore()
    .returning(['id', 'role'])) as Array<Pick<CompanyMember, 'id' | 'role'>>;
  const member = await CompanyMember.query(trx)
    .findOne({ companyId: invitation.companyId, userId: user.id })
    .select('role')
    .throwIfNotFound();
  await invitation.$query(trx).patch({ acceptedAt: new Date() });
  await uow.record({
    entity: 'invitation',
    id: invitation.id,
    action: 'accepted',
    before: invitation,
  });
  if (joined) {
    await uow.record({
      entity: 'member',
      id: joined.id,
      action: 'created',
      after: { ...joined, companyId: invitation.companyId, email: user.email },
    });
  }
  return { companyId: invitation.companyId, role: member.role };
}
