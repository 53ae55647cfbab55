import type { MemberRole } from '@portfolio/contracts';
import { BaseModel, belongsTo } from './base-model.ts';
import { Company } from './company.ts';
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

  static override relationMappings = () => ({
    company: belongsTo(this, 'companyId', Company),
    inviter: belongsTo(this, 'invitedBy', User),
  });
}
