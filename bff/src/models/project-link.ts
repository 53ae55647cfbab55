import type { LinkKind, LinkProvider, LinkState } from '@portfolio/contracts';
import { CompanyOwnedModel } from './base-model.ts';

/** A project's link to an outside item; `itemState` and `lastEvent` come from inbound events. */
export class ProjectLink extends CompanyOwnedModel {
  static override tableName = 'project_links';

  declare projectId: string;
  declare url: string;
  declare provider: LinkProvider;
  declare kind: LinkKind;
  declare key: string;
  declare title: string | null;
  declare itemState: LinkState | null;
  declare lastEvent: string | null;
  declare lastEventAt: Date | null;
  declare createdBy: string | null;
  declare createdAt: Date;
}
