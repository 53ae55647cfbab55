import type { MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { belongsTo, hasMany, manyToMany, TimestampedModel } from './base-model.ts';
import { CompanyMember, MEMBERSHIP } from './company-member.ts';
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
  declare role?: MemberRole;
  declare joinedAt?: Date | null;

  declare owner?: User;
  declare members?: CompanyMember[];
  declare users?: User[];
  declare projects?: Project[];
  declare llmModels?: LlmModel[];
  declare invitations?: Invitation[];

  /**
   * The company's current data version (moved in the same transaction as every write of its
   * projects), or undefined for no such company.
   */
  static async dataVersionOf(db: Knex, id: string): Promise<string | undefined> {
    const company = await this.query(db)
      .findById(id)
      .select(raw('data_version::text').as('dataVersion'))
      .castTo<{ dataVersion: string } | undefined>();
    return company?.dataVersion;
  }

  static override relationMappings = () => ({
    owner: belongsTo(this, 'ownerId', User),
    members: hasMany(this, CompanyMember, 'companyId'),
    users: manyToMany(this, User, MEMBERSHIP),
    projects: hasMany(this, Project, 'companyId'),
    llmModels: hasMany(this, LlmModel, 'companyId'),
    invitations: hasMany(this, Invitation, 'companyId'),
  });
}
