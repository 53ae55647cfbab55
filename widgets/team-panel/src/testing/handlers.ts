import {
  INVITATION_SENT_MESSAGE,
  INVITATION_TTL_DAYS,
  routes,
  type Invitation,
  type InvitationPreview,
  type Member,
  notFoundMessage,
  DAY_MS,
  TEAM_MESSAGES,
} from '@portfolio/contracts';
import { HttpResponse, delay, errorAnswer, mockRoute, noContent } from '@portfolio/ui/testing/msw';
import { COMPANY_ID, sampleInvitations, sampleMembers } from './fixtures';

export interface TeamMockData {
  companyName: string;
  members: Member[];
  /** Every invitation, open or not; the list shows the open ones. */
  invitations: Invitation[];
}

const tokenOf = (invitation: Invitation) => invitation.link.split('/').pop() ?? '';
const origin = () => (typeof location === 'undefined' ? 'http://localhost:3000' : location.origin);
const freshExpiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS).toISOString();
const randomToken = () =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(24)),
    (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b % 64],
  ).join('');

/**
 * The team API answered in memory, as the BFF does: members, role changes and removals with the
 * last-admin rule, invitations (invite, list, resend, revoke) and the invitation link (preview,
 * accept). Each call of this function starts from its own copy of the data.
 */
export function teamHandlers(initial: Partial<TeamMockData> = {}) {
  const data: TeamMockData = {
    companyName: initial.companyName ?? 'Northwind Analytics',
    members: structuredClone(initial.members ?? sampleMembers()),
    invitations: structuredClone(initial.invitations ?? sampleInvitations()),
  };
  const admins = () => data.members.filter((m) => m.role === 'admin').length;
  const isOpen = (i: Invitation) => i.state === 'pending' || i.state === 'expired';

  return [
    mockRoute(routes.listMembers, async () => {
      await delay();
      return HttpResponse.json(data.members);
    }),
    mockRoute(routes.updateMemberRole, async ({ params, request }) => {
      await delay();
      const { role } = await request.json();
      const member = data.members.find((m) => m.id === params.id);
      if (!member) return errorAnswer(404, notFoundMessage('member'));
      if (member.role === 'admin' && role !== 'admin' && admins() <= 1)
        return errorAnswer(409, TEAM_MESSAGES.lastAdmin);
      member.role = role;
      return HttpResponse.json(member);
    }),
    mockRoute(routes.removeMember, async ({ params }) => {
      await delay();
      const member = data.members.find((m) => m.id === params.id);
      if (!member) return errorAnswer(404, notFoundMessage('member'));
      if (member.role === 'admin' && admins() <= 1)
        return errorAnswer(409, TEAM_MESSAGES.lastAdmin);
      data.members = data.members.filter((m) => m !== member);
      return noContent();
    }),
    mockRoute(routes.inviteMember, async ({ request }) => {
      await delay();
      const body = await request.json();
      const email = body.email.trim().toLowerCase();
      const role = body.role ?? 'member';
      if (data.members.some((m) => m.user.email.toLowerCase() === email)) {
        return errorAnswer(409, TEAM_MESSAGES.alreadyMember);
      }
      let invitation = data.invitations.find((i) => i.email === email && isOpen(i));
      if (invitation) {
        Object.assign(invitation, { role, state: 'pending', expiresAt: freshExpiry() });
      } else {
        invitation = {
          id: crypto.randomUUID(),
          companyId: COMPANY_ID,
          email,
          role,
          invitedBy: null,
          expiresAt: freshExpiry(),
          acceptedAt: null,
          revokedAt: null,
          createdAt: new Date().toISOString(),
          state: 'pending',
          link: `${origin()}/invitations/${randomToken()}`,
        };
        data.invitations.unshift(invitation);
      }
      return HttpResponse.json(
        { message: INVITATION_SENT_MESSAGE, delivery: 'email', invitation },
        { status: 201 },
      );
    }),
    mockRoute(routes.listInvitations, async () => {
      await delay();
      return HttpResponse.json(data.invitations.filter(isOpen));
    }),
    mockRoute(routes.resendInvitation, async ({ params }) => {
      await delay();
      const invitation = data.invitations.find((i) => i.id === params.id);
      if (!invitation) return errorAnswer(404, notFoundMessage('invitation'));
      if (!isOpen(invitation)) return errorAnswer(409, TEAM_MESSAGES.revoked);
      Object.assign(invitation, { state: 'pending', expiresAt: freshExpiry() });
      return HttpResponse.json({ message: INVITATION_SENT_MESSAGE, delivery: 'email', invitation });
    }),
    mockRoute(routes.revokeInvitation, async ({ params }) => {
      await delay();
      const invitation = data.invitations.find((i) => i.id === params.id);
      if (!invitation) return errorAnswer(404, notFoundMessage('invitation'));
      if (invitation.state === 'accepted') return errorAnswer(409, TEAM_MESSAGES.used);
      Object.assign(invitation, { state: 'revoked', revokedAt: new Date().toISOString() });
      return noContent();
    }),
    mockRoute(routes.getInvitation, async ({ params }) => {
      await delay();
      const invitation = data.invitations.find((i) => tokenOf(i) === params.token);
      if (!invitation) return errorAnswer(404, TEAM_MESSAGES.notValid);
      const preview: InvitationPreview = {
        companyName: data.companyName,
        email: invitation.email,
        role: invitation.role,
        state: invitation.state,
        expiresAt: invitation.expiresAt,
      };
      return HttpResponse.json(preview);
    }),
    mockRoute(routes.acceptInvitation, async ({ params }) => {
      await delay();
      const invitation = data.invitations.find((i) => tokenOf(i) === params.token);
      if (!invitation) return errorAnswer(404, TEAM_MESSAGES.notValid);
      if (invitation.state === 'accepted') return errorAnswer(409, TEAM_MESSAGES.used);
      if (invitation.state === 'revoked') return errorAnswer(409, TEAM_MESSAGES.revoked);
      if (invitation.state === 'expired') return errorAnswer(409, TEAM_MESSAGES.expired);
      Object.assign(invitation, { state: 'accepted', acceptedAt: new Date().toISOString() });
      return HttpResponse.json({ companyId: invitation.companyId, role: invitation.role });
    }),
  ];
}

/** Picked up by `npm run dev:mock` (host/src/mock/handlers.ts). */
export const handlers = teamHandlers();
