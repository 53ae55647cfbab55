import { TimestampedModel } from './base-model.ts';

/** A month of a project's plan set by hand (`YYYY-MM`); the other months follow the default. */
export class BudgetPlanMonth extends TimestampedModel {
  static override tableName = 'budget_plan_months';

  declare id: string;
  declare companyId: string;
  declare projectId: string;
  declare month: string;
  declare amount: string;
}
