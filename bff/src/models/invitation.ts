import type { MemberRole } from '@portfolio/contracts';
import { belongsTo, CompanyOwnedModel } from './base-model.ts';
import { Company } from './company.ts';
import { User } from './user.ts';

export class Invitation extends CompanyOwnedModel {
  static override tableName = 'invitations';
  static override secretFields = ['token'];

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

  static override relationMappings = () => ({
    company: belongsTo(this, 'companyId', Company),
    inviter: belongsTo(this, 'invitedBy', User),
  });
}
