import type { Invitation as InvitationBody, InvitationPreview } from '@portfolio/contracts';
import type { Invitation } from '../../models/invitation.ts';
import { optionalIso, toIsoString } from '../../db/dates.ts';
import { invitationLink, invitationState } from '../../services/access/invitation-state.ts';

/** What anyone holding the link may learn: no ids, no inviter, no token. */
export function presentInvitationPreview(
  invitation: Invitation,
  companyName: string,
  now: Date = new Date(),
): InvitationPreview {
  return {
    companyName,
    email: invitation.email,
    role: invitation.role,
    state: invitationState(invitation, now),
    expiresAt: toIsoString(invitation.expiresAt),
  };
}

/** An invitation as its company's admins see it: the preview's fields, its ids, dates and link. */
export function presentInvitation(
  invitation: Invitation,
  publicUrl: string,
  now: Date = new Date(),
): InvitationBody {
  const { companyName: _, ...preview } = presentInvitationPreview(invitation, '', now);
  return {
    ...preview,
    id: invitation.id,
    companyId: invitation.companyId,
    invitedBy: invitation.invitedBy ?? null,
    acceptedAt: optionalIso(invitation.acceptedAt),
    revokedAt: optionalIso(invitation.revokedAt),
    createdAt: toIsoString(invitation.createdAt),
    link: invitationLink(publicUrl, invitation.token),
  };
}
