import type { InboundProvider } from '@portfolio/contracts';
import { CompanyOwnedModel } from './base-model.ts';

/** A connection a provider sends events to; its secret is encrypted with SECRETS_KEY. */
export class Integration extends CompanyOwnedModel {
  static override tableName = 'integrations';
  static override secretFields = ['secretEncrypted'];

  declare provider: InboundProvider;
  declare description: string | null;
  declare secretEncrypted: string;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare lastEventAt: Date | null;
}
