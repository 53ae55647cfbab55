import type {
  Invitation as InvitationBody,
  InvitationPreview,
  InvitationState,
} from '@portfolio/contracts';
import type { Invitation } from '../models/invitation.ts';
import { optionalIso, toIsoString } from './time.ts';

type InvitationDates = Pick<Invitation, 'acceptedAt' | 'revokedAt' | 'expiresAt'>;

/**
 * Where an invitation stands. A used invitation stays "accepted" and a revoked one "revoked"
 * whatever its expiry; otherwise it is "expired" once `expiresAt` has passed.
 */
export function invitationState(
  invitation: InvitationDates,
  now: Date = new Date(),
): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  if (new Date(invitation.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** The address an invitee opens: `${PUBLIC_URL}/invitations/<token>`. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invitations/${encodeURIComponent(token)}`;
}

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
