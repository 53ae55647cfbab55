import { ProjectOwnedModel } from './base-model.ts';

/** A month of a project's plan set by hand (`YYYY-MM`); the other months follow the default. */
export class BudgetPlanMonth extends ProjectOwnedModel {
  static override tableName = 'budget_plan_months';

  declare month: string;
  declare amount: string;
}
