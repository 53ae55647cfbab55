import type { LinkStrength, Soa, SoaStatus } from '@portfolio/contracts';
import { BaseModel, CompanyOwnedModel, CompanyTimestampedModel } from './base-model.ts';

/** A framework of the company's own, imported from CSV; its items are `custom_framework_items`. */
export class CustomFrameworkRow extends CompanyTimestampedModel {
  static override tableName = 'custom_frameworks';

  declare name: string;
  declare description: string | null;
  declare createdBy: string | null;
  declare createdByName: string | null;
}

/** An item of a custom framework, in its file's order (`position`). */
export class CustomFrameworkItemRow extends CompanyOwnedModel {
  static override tableName = 'custom_framework_items';

  declare frameworkId: string;
  declare position: number;
  declare ref: string;
  declare groupName: string;
  declare title: string;
}

/** A control of the library an item of a custom framework names. */
export class CustomFrameworkLinkRow extends BaseModel {
  static override tableName = 'custom_framework_links';
  static override idColumn = ['itemId', 'controlId'];

  declare itemId: string;
  declare controlId: string;
  declare strength: LinkStrength;
}

/** What a company said of one Annex A control in its Statement of Applicability. */
export class SoaEntryRow extends CompanyTimestampedModel {
  static override tableName = 'soa_entries';

  declare ref: string;
  declare applicable: boolean;
  declare justification: string;
  declare status: SoaStatus;
  declare ownerId: string | null;
  declare updatedBy: string | null;
  declare updatedByName: string | null;
}

/** A published Statement of Applicability, kept as it was published (a trigger refuses changes). */
export class SoaVersionRow extends CompanyOwnedModel {
  static override tableName = 'soa_versions';
  static override jsonAttributes = ['content'];

  declare number: number;
  declare publishedAt: Date;
  declare publishedBy: string | null;
  declare publishedByName: string;
  declare note: string | null;
  /** The Statement as published (its `version` filled in). */
  declare content: Soa;
}
