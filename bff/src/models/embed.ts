import { CompanyOwnedModel } from './base-model.ts';

/** An origin allowed to show the company's widgets; `position` keeps the admin's order. */
export class EmbedOrigin extends CompanyOwnedModel {
  static override tableName = 'company_embed_origins';

  declare origin: string;
  declare position: number;
}

/** An embed app: its server mints tokens with the secret, of which only a SHA-256 is kept. */
export class EmbedApp extends CompanyOwnedModel {
  static override tableName = 'embed_apps';
  static override secretFields = ['secretHash'];

  declare name: string;
  declare secretHash: string;
  declare allowGuests: boolean;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare lastUsedAt: Date | null;
}

/** A rotating refresh token of a popup sign-in, bound to a page origin, in a family. */
export class EmbedRefreshToken extends CompanyOwnedModel {
  static override tableName = 'embed_refresh_tokens';
  static override secretFields = ['tokenHash'];

  declare tokenHash: string;
  declare familyId: string;
  declare userId: string;
  declare origin: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare revokedAt: Date | null;
  declare createdAt: Date;
}
