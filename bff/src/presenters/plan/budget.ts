import type {
  BudgetFigures,
  ProjectBudget,
  SpendEntry as SpendEntryBody,
} from '@portfolio/contracts';
import type { SpendEntry } from '../../models/spend-entry.ts';
import { toIsoString } from '../../db/dates.ts';

export function presentSpendEntry(row: SpendEntry): SpendEntryBody {
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    month: row.month,
    amount: row.amount,
    category: row.category,
    note: row.note ?? null,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

export function presentProjectBudget(projectId: string, figures: BudgetFigures): ProjectBudget {
  return {
    projectId,
    currentMonth: figures.currentMonth,
    months: figures.months,
    plannedTotal: figures.plannedTotal,
    plannedToDate: figures.plannedToDate,
    actualToDate: figures.actualToDate,
    varianceToDate: figures.varianceToDate,
    forecastAtCompletion: figures.forecastAtCompletion,
    burnToDate: figures.burnToDate,
    overBudget: figures.overBudget,
  };
}
