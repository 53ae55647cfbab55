import type { Registration } from '../contract.ts';
import {
  acceptInvitationRoute,
  getInvitationRoute,
  inviteMemberRoute,
  listInvitationsRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
} from './invitations.ts';
import { listMembersRoute, removeMemberRoute, updateMemberRoleRoute } from './members.ts';

/** Company members, their roles, and invitations from sending to acceptance. */
export const teamRoutes: Registration[] = [
  listMembersRoute,
  updateMemberRoleRoute,
  removeMemberRoute,
  inviteMemberRoute,
  listInvitationsRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
  getInvitationRoute,
  acceptInvitationRoute,
];
