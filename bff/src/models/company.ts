import type { RelationMappingsThunk } from 'objection';
import { TimestampedModel } from './base-model.ts';
import { CompanyMember } from './company-member.ts';
import { Invitation } from './invitation.ts';
import { LlmModel } from './llm-model.ts';
import { Project } from './project.ts';
import { User } from './user.ts';

export class Company extends TimestampedModel {
  static override tableName = 'companies';

  declare id: string;
  declare name: string;
  declare industry: string | null;
  declare size: string | null;
  declare ownerId: string;

  /** Present when loaded through `User.companies`. */
  declare role?: 'admin' | 'member';
  declare joinedAt?: Date | null;

  declare owner?: User;
  declare members?: CompanyMember[];
  declare users?: User[];
  declare projects?: Project[];
  declare llmModels?: LlmModel[];
  declare invitations?: Invitation[];

  static override relationMappings: RelationMappingsThunk = () => ({
    owner: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'companies.ownerId', to: 'users.id' },
    },
    members: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: CompanyMember,
      join: { from: 'companies.id', to: 'company_members.companyId' },
    },
    users: {
      relation: TimestampedModel.ManyToManyRelation,
      modelClass: User,
      join: {
        from: 'companies.id',
        through: {
          from: 'company_members.companyId',
          to: 'company_members.userId',
          extra: ['role', 'joinedAt'],
        },
        to: 'users.id',
      },
    },
    projects: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Project,
      join: { from: 'companies.id', to: 'projects.companyId' },
    },
    llmModels: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: LlmModel,
      join: { from: 'companies.id', to: 'llm_models.companyId' },
    },
    invitations: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Invitation,
      join: { from: 'companies.id', to: 'invitations.companyId' },
    },
  });
}
