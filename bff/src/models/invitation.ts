import type { RelationMappingsThunk } from 'objection';
import { BaseModel } from './base-model.ts';
import { Company } from './company.ts';
import type { MemberRole } from './company-member.ts';
import { User } from './user.ts';

export class Invitation extends BaseModel {
  static override tableName = 'invitations';
  static override secretFields = ['token'];

  declare id: string;
  declare companyId: string;
  declare email: string;
  declare role: MemberRole;
  declare invitedBy: string | null;
  declare token: string;
  declare expiresAt: Date;
  declare acceptedAt: Date | null;
  declare revokedAt: Date | null;
  declare createdAt: Date;

  declare company?: Company;
  declare inviter?: User | null;

  static override relationMappings: RelationMappingsThunk = () => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'invitations.companyId', to: 'companies.id' },
    },
    inviter: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'invitations.invitedBy', to: 'users.id' },
    },
  });
}
