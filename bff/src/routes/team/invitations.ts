import { INVITATION_SENT_MESSAGE, type InviteResponse } from '@portfolio/contracts';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps.ts';
import { write } from '../../audit/unit-of-work.ts';
import { Invitation } from '../../models/invitation.ts';
import { presentInvitation, presentInvitationPreview } from '../../presenters/invitation.ts';
import {
  acceptInvitation,
  findInvitationByToken,
  inviteMember,
  listOpenInvitations,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
} from '../../services/invitations.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';

/** `/api/invitations/{id}` routes act on the invitation of the path, of its company. */
const invitation = { model: Invitation, param: 'id' } as const;

/** The services log through the request's logger, so mail lines carry the request id. */
const withRequestLog = (deps: AppDeps, ctx: Context): InvitationDeps => ({
  config: deps.config,
  logger: ctx.state.log,
});

export const inviteMemberRoute = contractRoute('inviteMember', {
  async handle({ body, userId, actor, membership, ctx, deps }) {
    const invitation = await write(deps, actor, (uow) =>
      inviteMember(uow, withRequestLog(deps, ctx), {
        companyId: membership.companyId,
        email: body.email,
        role: body.role ?? 'member',
        invitedBy: userId,
      }),
    );
    const reply: InviteResponse = {
      message: INVITATION_SENT_MESSAGE,
      invitation: presentInvitation(invitation, deps.config.publicUrl),
    };
    return reply;
  },
});

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
    const resent = await write(deps, actor, (uow) =>
      resendInvitation(uow, withRequestLog(deps, ctx), row, userId),
    );
    return presentInvitation(resent, deps.config.publicUrl);
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
