import type { RelationMappingsThunk } from 'objection';
import { TimestampedModel } from './base-model.ts';
import { Company } from './company.ts';
import { CompanyMember } from './company-member.ts';
import { UserPreferences } from './user-preferences.ts';

export class User extends TimestampedModel {
  static override tableName = 'users';
  static override secretFields = ['passwordHash'];

  declare id: string;
  /** Always lowercased (a check constraint enforces it). */
  declare email: string;
  declare firstName: string | null;
  declare lastName: string | null;
  declare profileImageUrl: string | null;
  declare passwordHash: string | null;
  declare oidcSubject: string | null;

  declare memberships?: CompanyMember[];
  /** Through company_members; each company carries the member's `role`. */
  declare companies?: Company[];
  declare preferences?: UserPreferences | null;

  static override relationMappings: RelationMappingsThunk = () => ({
    memberships: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: CompanyMember,
      join: { from: 'users.id', to: 'company_members.userId' },
    },
    companies: {
      relation: TimestampedModel.ManyToManyRelation,
      modelClass: Company,
      join: {
        from: 'users.id',
        through: {
          from: 'company_members.userId',
          to: 'company_members.companyId',
          extra: ['role', 'joinedAt'],
        },
        to: 'companies.id',
      },
    },
    preferences: {
      relation: TimestampedModel.HasOneRelation,
      modelClass: UserPreferences,
      join: { from: 'users.id', to: 'user_preferences.userId' },
    },
  });
}
