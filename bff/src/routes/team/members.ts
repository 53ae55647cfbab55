import { CompanyMember } from '../../models/company-member.ts';
import { presentMember } from '../../presenters/access/member.ts';
import { listMembers, removeMember, updateMemberRole } from '../../services/access/members.ts';
import { contractRoute, removeRowRoute, writeRowRoute } from '../contract.ts';

/** `/api/members/{id}` routes act on the membership of the path, of its company. */
const member = { model: CompanyMember, param: 'id' } as const;

export const listMembersRoute = contractRoute('listMembers', {
  async handle({ membership, deps }) {
    const members = await listMembers(deps.db, membership.companyId);
    return members.map(presentMember);
  },
});

export const updateMemberRoleRoute = writeRowRoute(
  'updateMemberRole',
  member,
  (uow, row, body) => updateMemberRole(uow, { ...row, role: body.role }),
  presentMember,
);

export const removeMemberRoute = removeRowRoute('removeMember', member, removeMember);
