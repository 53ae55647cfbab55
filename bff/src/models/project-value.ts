import type { GateDecision, KpiDirection, AuditActorType, StageGate } from '@portfolio/contracts';
import { CompanyOwnedModel, ProjectOwnedModel } from './base-model.ts';

/** A project's benefit owner: one of the company's people (null: none named yet). */
export class ProjectValue extends ProjectOwnedModel {
  static override tableName = 'project_values';

  declare benefitOwnerId: string | null;
}

/** The benefit a project realised in a month (`YYYY-MM`); `amount` a decimal string. */
export class ProjectBenefit extends ProjectOwnedModel {
  static override tableName = 'project_benefits';

  declare month: string;
  declare amount: string;
}

/** A KPI of a project; `baseline` and `target` are decimal strings as PostgreSQL numeric gives them. */
export class ProjectKpi extends ProjectOwnedModel {
  static override tableName = 'project_kpis';

  declare name: string;
  declare unit: string;
  declare baseline: string;
  declare target: string;
  declare direction: KpiDirection;
  declare createdBy: string | null;
}

/** A KPI's value on a day (`YYYY-MM-DD`); one per KPI and day. */
export class KpiMeasurement extends ProjectOwnedModel {
  static override tableName = 'kpi_measurements';

  declare kpiId: string;
  declare date: string;
  declare value: string;
}

/** A stage-gate decision and who took it (as the history names actors). */
export class ProjectGate extends CompanyOwnedModel {
  static override tableName = 'project_gates';

  declare projectId: string;
  declare gate: StageGate;
  declare decision: GateDecision;
  declare reason: string;
  declare actorType: AuditActorType;
  declare actorId: string | null;
  declare actorName: string;
  declare decidedAt: Date;
}
