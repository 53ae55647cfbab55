import type { RiskSeverity, RiskState } from '@portfolio/contracts';
import { belongsTo, ProjectOwnedModel } from './base-model.ts';
import { Project } from './project.ts';
import { User } from './user.ts';

/** A risk a rule raised on a project (`contracts/src/compliance/risk-rules.ts`). */
export class Risk extends ProjectOwnedModel {
  static override tableName = 'risks';
  static override jsonAttributes = ['details'];

  /** A rule of the registry; a rule a later build dropped resolves at the next evaluation. */
  declare ruleId: string;
  declare severity: RiskSeverity;
  declare state: RiskState;
  declare openedAt: Date;
  declare acknowledgedAt: Date | null;
  declare acknowledgedBy: string | null;
  declare acknowledgementNote: string | null;
  declare resolvedAt: Date | null;
  /** What in particular its rule found, one line each (`riskSpecifics`). */
  declare details: string[];

  declare project?: Project;
  declare acknowledger?: User | null;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
    acknowledger: belongsTo(this, 'acknowledgedBy', User),
  });
}
