import {
  INVITATION_LINK_CREATED_MESSAGE,
  INVITATION_SENT_MESSAGE,
  type InviteResponse,
  DAY_MS,
  HOUR_MS,
} from '@portfolio/contracts';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps.ts';
import { write } from '../../audit/unit-of-work.ts';
import { Invitation } from '../../models/invitation.ts';
import { presentInvitation, presentInvitationPreview } from '../../presenters/access/invitation.ts';
import {
  acceptInvitation,
  findInvitationByToken,
  inviteMember,
  listOpenInvitations,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
} from '../../services/access/invitations.ts';
import { formatWait, rateLimitCounter } from '../../middleware/rate-limit.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';

/** `/api/invitations/{id}` routes act on the invitation of the path, of its company. */
const invitation = { model: Invitation, param: 'id' } as const;

/** The services log through the request's logger, so mail lines carry the request id. */
const withRequestLog = (deps: AppDeps, ctx: Context): InvitationDeps => ({
  config: deps.config,
  logger: ctx.state.log,
});

/**
 * Invitation e-mails, sends and resends together, counted in the shared rate-limit store (every
 * BFF process counts together): per admin across all their companies, so making companies does
 * not buy more, and per company, whoever sends. Only e-mails sent count (a refused invitation
 * gives its hit back).
 */
export const INVITATION_EMAIL_LIMITS = {
  perAdmin: { windowMs: HOUR_MS, max: 50 },
  perCompany: { windowMs: DAY_MS, max: 200 },
} as const;

const countPerAdmin = rateLimitCounter({
  ...INVITATION_EMAIL_LIMITS.perAdmin,
  name: 'invitations:admin',
  message: (seconds) =>
    `You have sent too many invitations. Please try again in ${formatWait(seconds)}.`,
});
const countPerCompany = rateLimitCounter({
  ...INVITATION_EMAIL_LIMITS.perCompany,
  name: 'invitations:company',
  message: (seconds) =>
    `This company has sent too many invitations today. Please try again in ${formatWait(seconds)}.`,
});

/** Counts one invitation e-mail against both limits (429 past either), then sends it. */
async function withinInvitationLimits<T>(
  ctx: Context,
  who: { userId: string; companyId: string },
  send: () => Promise<T>,
): Promise<T> {
  const hits = [await countPerAdmin(ctx, `user:${who.userId}`)];
  try {
    hits.push(await countPerCompany(ctx, `company:${who.companyId}`));
    return await send();
  } catch (error) {
    await Promise.all(hits.map(({ limiter, key }) => limiter.reward(key, 1)));
    throw error;
  }
}

export const inviteMemberRoute = contractRoute('inviteMember', {
  async handle({ body, userId, actor, membership, ctx, deps }) {
    const { companyId } = membership;
    const invitation = await withinInvitationLimits(ctx, { userId, companyId }, () =>
      write(deps, actor, (uow) =>
        inviteMember(uow, withRequestLog(deps, ctx), {
          companyId,
          email: body.email,
          role: body.role ?? 'member',
          invitedBy: userId,
        }),
      ),
    );
    return sentReply(invitation, deps);
  },
});

/**
 * The answer to an invitation sent or sent again. Without a mail server the link was only
 * logged: the admin is told so, and to send it themselves.
 */
function sentReply(invitation: Invitation, deps: AppDeps): InviteResponse {
  const mailed = deps.config.smtpUrl !== undefined;
  return {
    message: mailed ? INVITATION_SENT_MESSAGE : INVITATION_LINK_CREATED_MESSAGE,
    delivery: mailed ? 'email' : 'link',
    invitation: presentInvitation(invitation, deps.config.publicUrl),
  };
}

export const listInvitationsRoute = contractRoute('listInvitations', {
  async handle({ membership, deps }) {
    const now = new Date();
    const invitations = await listOpenInvitations(deps.db, membership.companyId);
    return invitations.map((invitation) =>
      presentInvitation(invitation, deps.config.publicUrl, now),
    );
  },
});

export const resendInvitationRoute = contractRoute('resendInvitation', {
  row: invitation,
  async handle({ row, userId, actor, ctx, deps }) {
    const resent = await withinInvitationLimits(ctx, { userId, companyId: row.companyId }, () =>
      write(deps, actor, (uow) => resendInvitation(uow, withRequestLog(deps, ctx), row, userId)),
    );
    return sentReply(resent, deps);
  },
});

export const revokeInvitationRoute = removeRowRoute(
  'revokeInvitation',
  invitation,
  revokeInvitation,
);

export const getInvitationRoute = contractRoute('getInvitation', {
  async handle({ params, ctx, deps }) {
    const invitation = await findInvitationByToken(deps.db, params.token);
    ctx.set('Cache-Control', 'no-store');
    return presentInvitationPreview(invitation, invitation.company.name);
  },
});

export const acceptInvitationRoute = contractRoute('acceptInvitation', {
  async handle({ params, userId, actor, deps }) {
    return write(deps, actor, (uow) => acceptInvitation(uow, params.token, userId));
  },
});
