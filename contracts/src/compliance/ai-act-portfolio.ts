import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { AiActObligationItem } from './ai-act';
import { AI_ACT_RISK_CLASSES } from './ai-act/classify';
import { AI_ACT_DUE_GROUPS } from './ai-act/portfolio';
import { AI_ACT_OBLIGATION_STATUSES } from './ai-act/status';

/**
 * The portfolio's EU AI Act compliance: every obligation of the company's live projects, and
 * the counts the compliance page and the dashboard read (classes, high-risk systems and how
 * ready they are, what is overdue or due this quarter).
 */

/** One obligation with the project it belongs to and where it stands today. */
export const AiActPortfolioObligation = Type.Object({
  ...AiActObligationItem.properties,
  project: Type.Object({ id: Type.Uuid(), name: Type.String() }),
  riskClass: Type.StringEnum(AI_ACT_RISK_CLASSES, { description: "The project's class" }),
  dueGroup: Type.StringEnum(AI_ACT_DUE_GROUPS, {
    description:
      'overdue; this_quarter (open, due by the end of the calendar quarter); later; closed (done or not applicable)',
  }),
});
export type AiActPortfolioObligation = Static<typeof AiActPortfolioObligation>;

export const AiActPortfolioObligationQuery = Type.StrictObject({
  projectId: Type.Optional(Type.Uuid()),
  riskClass: Type.Optional(Type.StringEnum(AI_ACT_RISK_CLASSES)),
  status: Type.Optional(Type.StringEnum(AI_ACT_OBLIGATION_STATUSES)),
  ownerId: Type.Optional(Type.Uuid()),
  dueGroup: Type.Optional(Type.StringEnum(AI_ACT_DUE_GROUPS)),
});
export type AiActPortfolioObligationQuery = Static<typeof AiActPortfolioObligationQuery>;

const Count = Type.Integer({ minimum: 0 });
const Percent = Type.Nullable(
  Type.Integer({
    minimum: 0,
    maximum: 100,
    description:
      'Whole percent of the obligations that apply that are done; null when none applies',
  }),
);

export const AiActHighRiskSystem = Type.Object({
  project: Type.Object({ id: Type.Uuid(), name: Type.String() }),
  applicable: Count,
  done: Count,
  overdue: Count,
  readiness: Percent,
});
export type AiActHighRiskSystem = Static<typeof AiActHighRiskSystem>;

export const AiActPortfolioCompliance = Type.Object({
  today: Type.CalendarDate('The day the answer was computed for (UTC)'),
  quarterEnd: Type.CalendarDate(
    'The last day of the calendar quarter "due this quarter" reaches to',
  ),
  projects: Type.Object({
    live: Count,
    assessed: Count,
    byClass: Type.Object(
      Object.fromEntries(AI_ACT_RISK_CLASSES.map((c) => [c, Count])) as Record<
        (typeof AI_ACT_RISK_CLASSES)[number],
        typeof Count
      >,
    ),
  }),
  obligations: Type.Object({
    total: Count,
    done: Count,
    notApplicable: Count,
    overdue: Count,
    dueThisQuarter: Type.Integer({
      minimum: 0,
      description: 'Open and due by quarterEnd, not overdue',
    }),
  }),
  highRisk: Type.Object({
    count: Count,
    readiness: Percent,
    systems: Type.Array(AiActHighRiskSystem, { description: 'Least ready first' }),
  }),
});
export type AiActPortfolioCompliance = Static<typeof AiActPortfolioCompliance>;
