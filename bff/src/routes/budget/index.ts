import type { Registration } from '../contract.ts';
import {
  createSpendRoute,
  deleteSpendRoute,
  getProjectBudgetRoute,
  listSpendRoute,
  updateBudgetPlanRoute,
  updateSpendRoute,
} from './budget.ts';

/** A project's budget against its actuals: the plan, the spend entered, the two side by side. */
export const budgetRoutes: Registration[] = [
  getProjectBudgetRoute,
  updateBudgetPlanRoute,
  listSpendRoute,
  createSpendRoute,
  updateSpendRoute,
  deleteSpendRoute,
];
