import { hasMany, manyToMany, reversed, TimestampedModel } from './base-model.ts';
import { Company } from './company.ts';
import { CompanyMember, MEMBERSHIP } from './company-member.ts';
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
  /** When the owner of `email` proved it; null: never (see the email_verification migration). */
  declare emailVerifiedAt: Date | null;

  declare memberships?: CompanyMember[];
  /** Through company_members; each company carries the member's `role`. */
  declare companies?: Company[];
  declare preferences?: UserPreferences | null;

  static override relationMappings = () => ({
    memberships: hasMany(this, CompanyMember, 'userId'),
    companies: manyToMany(this, Company, reversed(MEMBERSHIP)),
    preferences: hasMany(this, UserPreferences, 'userId', true),
  });
}
