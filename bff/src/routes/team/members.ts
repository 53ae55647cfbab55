import { presentMember } from '../../presenters/member.ts';
import {
  listMembers,
  memberCompanyId,
  removeMember,
  updateMemberRole,
} from '../../services/members.ts';
import { contractRoute } from '../contract.ts';

export const listMembersRoute = contractRoute('listMembers', {
  async handle({ membership, deps }) {
    const members = await listMembers(deps.db, membership.companyId);
    return members.map(presentMember);
  },
});

export const updateMemberRoleRoute = contractRoute('updateMemberRole', {
  companyOf: ({ id }, { db }) => memberCompanyId(db, id),
  async handle({ params, body, membership, deps }) {
    const member = await updateMemberRole(deps.db, {
      id: params.id,
      companyId: membership.companyId,
      role: body.role,
    });
    return presentMember(member);
  },
});

export const removeMemberRoute = contractRoute('removeMember', {
  companyOf: ({ id }, { db }) => memberCompanyId(db, id),
  async handle({ params, membership, deps }) {
    await removeMember(deps.db, { id: params.id, companyId: membership.companyId });
  },
});
