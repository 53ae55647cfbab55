import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { AUDIT_ACTOR_TYPES } from '../history';
import { GATE_DECISIONS, KPI_DIRECTIONS, STAGE_GATES } from './value-figures';

/**
 * The value a project really delivers: its benefit owner and realised monthly benefit (with the
 * payback month and the plan they are judged against, see `value/value-figures.ts`), its KPIs with
 * their measurements, and the stage-gate decisions taken on it.
 */

export const KPI_LIMITS = { name: 200, unit: 40, measurements: 500 } as const;
export const GATE_LIMITS = { reason: 2000 } as const;
/** KPI values stay within ± this (numeric(20,4) in the database). */
export const KPI_VALUE_MAX = 1e15;

/** At most this many months in one change of the realised benefit (ten years). */
export const BENEFIT_MONTHS_MAX = 120;

export const BenefitOwner = Type.Object({
  id: Type.Uuid({ description: 'One of the company’s people' }),
  name: Type.String(),
});

/** GET /api/projects/{id}/value. */
export const ProjectValue = Type.Object({
  projectId: Type.Uuid(),
  benefitOwner: Type.Nullable(BenefitOwner),
  currentMonth: Type.CalendarMonth('The month "to date" runs to, included (UTC)'),
  months: Type.Array(
    Type.Object({ month: Type.CalendarMonth(), amount: Type.String({ description: 'In $' }) }),
    { description: 'The realised benefit of each month entered, in order' },
  ),
  plannedMonthly: Type.Nullable(
    Type.String({ description: 'A twelfth of the expected annual return, in $; null without one' }),
  ),
  plannedToDate: Type.String({ description: 'Planned monthly benefit × months since the start' }),
  realisedToDate: Type.String(),
  costsToDate: Type.String({
    description: 'Initial costs plus running costs of every month since the start, in $',
  }),
  paybackMonth: Type.Nullable(
    Type.CalendarMonth('The month realised benefit first covered the costs to date; null: not yet'),
  ),
  plannedPaybackMonth: Type.Nullable(
    Type.CalendarMonth('The month the plan pays back; null: it never does, or there is no plan'),
  ),
  pastPaybackWithoutValue: Type.Boolean({
    description: 'The planned payback month has come and realised benefit has not paid back',
  }),
  behindPlan: Type.Boolean({ description: 'The `value-behind` rule holds' }),
});
export type ProjectValue = Static<typeof ProjectValue>;

/** The sentence for a benefit owner who is not one of the company's people. */
export const BENEFIT_OWNER_NOT_FOUND_MESSAGE =
  'Please choose a benefit owner from the company’s people';

/**
 * PUT /api/projects/{id}/value: the benefit owner (null: none), and the realised benefit of the
 * months named (`amount: null` removes a month). Months not named keep what they have.
 */
export const ProjectValueBody = Type.StrictObject(
  {
    benefitOwnerId: Type.Optional(
      Type.labelled(
        'Benefit owner',
        Type.Nullable(Type.Uuid({ errorMessage: BENEFIT_OWNER_NOT_FOUND_MESSAGE })),
      ),
    ),
    months: Type.Optional(
      Type.labelled('Realised benefit', Type.MonthAmounts('Realised benefit', BENEFIT_MONTHS_MAX)),
    ),
  },
  { minProperties: 1 },
);
export type ProjectValueBody = Static<typeof ProjectValueBody>;

export const KpiMeasurement = Type.Object({
  id: Type.Uuid(),
  date: Type.CalendarDate('The day it was measured'),
  value: Type.Number(),
});
export type KpiMeasurement = Static<typeof KpiMeasurement>;

export const Kpi = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  name: Type.String(),
  unit: Type.String({
    description: 'What the values count, e.g. %, minutes, tickets; may be empty',
  }),
  baseline: Type.Number(),
  target: Type.Number(),
  direction: Type.StringEnum(KPI_DIRECTIONS),
  measurements: Type.Array(KpiMeasurement, { description: 'Oldest first' }),
  latest: Type.Nullable(
    Type.Number({ description: 'The latest measurement; null before the first' }),
  ),
  progress: Type.Nullable(
    Type.Integer({
      description:
        'Whole percent of the way from the baseline to the target: 100 at the target, below 0 the wrong way',
    }),
  ),
  met: Type.Boolean({ description: 'The latest measurement meets the target' }),
  ...Type.Timestamps,
});
export type Kpi = Static<typeof Kpi>;

const kpiValue = (label: string) =>
  Type.labelled(
    label,
    Type.Number({
      minimum: -KPI_VALUE_MAX,
      maximum: KPI_VALUE_MAX,
      errorMessage: {
        required: `${label} is required`,
        type: `${label} must be a number`,
        minimum: `${label} must be at least -1,000,000,000,000,000`,
        maximum: `${label} must be at most 1,000,000,000,000,000`,
      },
    }),
  );

const kpiFields = {
  name: Type.RequiredField('KPI name', KPI_LIMITS.name),
  unit: Type.labelled('Unit', Type.String({ maxLength: KPI_LIMITS.unit })),
  baseline: kpiValue('Baseline'),
  target: kpiValue('Target'),
  direction: Type.labelled(
    'Direction',
    Type.StringEnum(KPI_DIRECTIONS, {
      errorMessage: 'Please choose whether higher or lower is better',
    }),
  ),
};

/** POST /api/projects/{id}/kpis. */
export const KpiCreateBody = Type.CreateBody(kpiFields, ['unit']);
export type KpiCreateBody = Static<typeof KpiCreateBody>;

/** PUT /api/kpis/{id}: any subset of the fields. */
export const KpiUpdateBody = Type.UpdateBody(kpiFields);
export type KpiUpdateBody = Static<typeof KpiUpdateBody>;

/** POST /api/kpis/{id}/measurements: a second value on one day replaces the first. */
export const KpiMeasurementBody = Type.StrictObject({
  date: Type.labelled('Date', Type.CalendarDate()),
  value: kpiValue('Value'),
});
export type KpiMeasurementBody = Static<typeof KpiMeasurementBody>;

/** The sentence for a KPI that already has as many measurements as it may keep. */
export const KPI_MEASUREMENTS_FULL_MESSAGE = `A KPI keeps at most ${KPI_LIMITS.measurements} measurements`;

export const GateDecisionSchema = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  gate: Type.StringEnum(STAGE_GATES),
  decision: Type.StringEnum(GATE_DECISIONS),
  reason: Type.String(),
  decidedBy: Type.Object({
    type: Type.StringEnum(AUDIT_ACTOR_TYPES),
    id: Type.Nullable(Type.String()),
    name: Type.String({ description: 'Their name when they took the decision' }),
  }),
  decidedAt: Type.Timestamp,
});
export type GateDecisionRecord = Static<typeof GateDecisionSchema>;

/** POST /api/projects/{id}/gates: who took it and when are the caller and now. */
export const GateDecisionBody = Type.StrictObject({
  gate: Type.labelled(
    'Gate',
    Type.StringEnum(STAGE_GATES, {
      errorMessage: 'Please choose a gate: idea, pilot, scale or retire',
    }),
  ),
  decision: Type.labelled(
    'Decision',
    Type.StringEnum(GATE_DECISIONS, { errorMessage: 'Please choose a decision: go, hold or stop' }),
  ),
  reason: Type.RequiredField(
    'Reason',
    GATE_LIMITS.reason,
    'Please give the reason for the decision',
  ),
});
export type GateDecisionBody = Static<typeof GateDecisionBody>;
