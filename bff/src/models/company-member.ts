import type { MemberRole } from '@portfolio/contracts';
import { belongsTo, CompanyOwnedModel, type Link } from './base-model.ts';
import { Company } from './company.ts';
import { User } from './user.ts';

export class CompanyMember extends CompanyOwnedModel {
  static override tableName = 'company_members';

  declare userId: string;
  declare role: MemberRole;
  declare invitedBy: string | null;
  declare invitedAt: Date | null;
  declare joinedAt: Date | null;

  declare company?: Company;
  declare user?: User;
  declare inviter?: User | null;

  static override relationMappings = () => ({
    company: belongsTo(this, 'companyId', Company),
    user: belongsTo(this, 'userId', User),
    inviter: belongsTo(this, 'invitedBy', User),
  });
}

/** A company's users through their memberships, each with its role and join date. */
export const MEMBERSHIP: Link = {
  model: CompanyMember,
  from: 'companyId',
  to: 'userId',
  extra: ['role', 'joinedAt'],
};
