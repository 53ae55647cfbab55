import { BaseModel } from './base-model.ts';

/** A user's TOTP secret (encrypted), pending until `enabledAt` is set by its first code. */
export class TwoFactorCredential extends BaseModel {
  static override tableName = 'two_factor_credentials';
  static override idColumn = 'userId';
  static override secretFields = ['secret'];

  declare userId: string;
  /** AES-256-GCM ciphertext of the base32 secret (services/secrets.ts). */
  declare secret: string;
  declare enabledAt: Date | null;
  /** The TOTP time step of the last accepted code (int8: a string from pg, a number from PGlite). */
  declare lastTimeStep: string | number | null;
  declare createdAt: Date;
}

/** One single-use recovery code of a user, stored as a hash. */
export class TwoFactorRecoveryCode extends BaseModel {
  static override tableName = 'two_factor_recovery_codes';

  declare id: string;
  declare userId: string;
  declare codeHash: string;
  declare usedAt: Date | null;
  declare createdAt: Date;
}
