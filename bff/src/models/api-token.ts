import type { ApiTokenScope } from '@portfolio/contracts';
import { CompanyOwnedModel } from './base-model.ts';

/** A company API token: only a SHA-256 of the token is kept. */
export class ApiToken extends CompanyOwnedModel {
  static override tableName = 'api_tokens';
  static override secretFields = ['tokenHash'];

  declare name: string;
  declare scope: ApiTokenScope;
  declare tokenHash: string;
  declare prefix: string;
  declare createdBy: string;
  declare createdAt: Date;
  declare expiresAt: Date | null;
  declare lastUsedAt: Date | null;
}
