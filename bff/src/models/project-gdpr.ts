import type {
  DpiaStatus,
  GdprDataCategory,
  GdprLawfulBasis,
  GdprSpecialCategory,
} from '@portfolio/contracts';
import { ProjectOwnedModel } from './base-model.ts';

/** A project's GDPR record: one per project, saved whole. */
export class ProjectGdpr extends ProjectOwnedModel {
  static override tableName = 'project_gdpr';
  /** The categories are PostgreSQL text arrays, not JSON. */
  static override jsonAttributes: string[] = [];

  declare personalData: boolean;
  declare categories: GdprDataCategory[];
  declare specialCategories: GdprSpecialCategory[];
  declare lawfulBasis: GdprLawfulBasis | null;
  declare largeScaleMonitoring: boolean;
  declare dpiaStatus: DpiaStatus;
  declare notes: string | null;
}
