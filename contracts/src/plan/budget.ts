import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

/**
 * A project's budget against its actuals: the planned spend per month (spread by default from
 * its costs and dates, editable month by month), the spend entered against it, and the answer
 * that puts them side by side (see `plan/budget-figures.ts` for how each figure is made).
 */

export const SPEND_CATEGORIES = ['people', 'infrastructure', 'llm', 'vendor', 'other'] as const;
export type SpendCategory = (typeof SPEND_CATEGORIES)[number];

export const SPEND_CATEGORY_LABELS: Record<SpendCategory, string> = {
  people: 'People',
  infrastructure: 'Infrastructure',
  llm: 'LLM',
  vendor: 'Vendor',
  other: 'Other',
};

export const SPEND_LIMITS = { note: 500 } as const;

export const SpendEntry = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  month: Type.CalendarMonth('The month the money was spent in'),
  amount: Type.String({ description: 'In $, a decimal string' }),
  category: Type.StringEnum(SPEND_CATEGORIES),
  note: Type.Nullable(Type.String()),
  ...Type.Timestamps,
});
export type SpendEntry = Static<typeof SpendEntry>;

const spendFields = {
  month: Type.labelled('Month', Type.CalendarMonth()),
  amount: Type.labelled('Amount', Type.Money),
  category: Type.labelled(
    'Category',
    Type.StringEnum(SPEND_CATEGORIES, { errorMessage: 'Please select a category' }),
  ),
  note: Type.labelled('Note', Type.Nullable(Type.String({ maxLength: SPEND_LIMITS.note }))),
};

/** POST /api/projects/{id}/spend: a month, an amount and a category; a note if wanted. */
export const SpendCreateBody = Type.CreateBody(spendFields, ['note']);
export type SpendCreateBody = Static<typeof SpendCreateBody>;

/** PUT /api/spend/{id}: any subset of the fields. */
export const SpendUpdateBody = Type.UpdateBody(spendFields);
export type SpendUpdateBody = Static<typeof SpendUpdateBody>;

/** At most this many months in one plan change (ten years). */
export const PLAN_MONTHS_MAX = 120;

/**
 * PUT /api/projects/{id}/budget/plan: the planned spend of the months named; `amount: null`
 * gives a month back to the default spread. Months not named keep what they have.
 */
export const BudgetPlanBody = Type.StrictObject({
  months: Type.labelled('Planned months', Type.MonthAmounts('Planned', PLAN_MONTHS_MAX)),
});
export type BudgetPlanBody = Static<typeof BudgetPlanBody>;

/** The sentence for one month named twice in a plan change. */
export const PLAN_MONTH_TWICE_MESSAGE = 'Each month may be named once';

export const BudgetMonthSchema = Type.Object({
  month: Type.CalendarMonth(),
  planned: Type.String({ description: 'Planned spend of the month, in $' }),
  plannedEdited: Type.Boolean({
    description: 'Whether the month was planned by hand (false: the default spread)',
  }),
  actual: Type.String({ description: 'Spend entered plus the LLM models’ cost, in $' }),
  llm: Type.String({ description: 'The LLM models’ part of `actual`, in $' }),
  cumulativePlanned: Type.String(),
  cumulativeActual: Type.String(),
});

/** GET /api/projects/{id}/budget. */
export const ProjectBudget = Type.Object({
  projectId: Type.Uuid(),
  currentMonth: Type.CalendarMonth('The month "to date" runs to, included (UTC)'),
  months: Type.Array(BudgetMonthSchema, {
    description: 'Every month from the first planned or spent to the last, in order',
  }),
  plannedTotal: Type.String({ description: 'The plan at completion, in $' }),
  plannedToDate: Type.String(),
  actualToDate: Type.String(),
  varianceToDate: Type.String({ description: 'Actual minus planned to date: above 0 is over' }),
  forecastAtCompletion: Type.String({
    description:
      'Actual to date plus, for each month to come, its plan (or what is already entered, when more)',
  }),
  burnToDate: Type.Nullable(
    Type.String({ description: 'Actual in percent of planned, to date; null with no plan' }),
  ),
  overBudget: Type.Boolean({ description: 'Actual to date more than 10% above planned to date' }),
});
export type ProjectBudget = Static<typeof ProjectBudget>;
