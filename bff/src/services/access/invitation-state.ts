import type { InvitationState } from '@portfolio/contracts';
import type { Invitation } from '../../models/invitation.ts';

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
