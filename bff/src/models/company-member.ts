import type { RelationMappingsThunk } from 'objection';
import { BaseModel } from './base-model.ts';
import { Company } from './company.ts';
import { User } from './user.ts';

export type MemberRole = 'admin' | 'member';

export class CompanyMember extends BaseModel {
  static override tableName = 'company_members';

  declare id: string;
  declare companyId: string;
  declare userId: string;
  declare role: MemberRole;
  declare invitedBy: string | null;
  declare invitedAt: Date | null;
  declare joinedAt: Date | null;

  declare company?: Company;
  declare user?: User;
  declare inviter?: User | null;

  static override relationMappings: RelationMappingsThunk = () => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'company_members.companyId', to: 'companies.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'company_members.userId', to: 'users.id' },
    },
    inviter: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'company_members.invitedBy', to: 'users.id' },
    },
  });
}
