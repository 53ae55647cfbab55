import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { RISK_FIX_FIELD_LABELS, RISK_RULE_IDS, type RiskFixField } from './risk-rules';
import { RISK_SEVERITIES, RISK_STATES } from '../portfolio/status';
import { PROJECT_LIMITS } from '../portfolio/projects';

/**
 * Risks the rules of `compliance/risk-rules.ts` raise on projects: `GET
 * /api/companies/{companyId}/risks` lists them, `POST /api/risks/{id}/acknowledge` quiets one.
 */

const FIX_FIELDS = Object.keys(RISK_FIX_FIELD_LABELS) as RiskFixField[];

export const Risk = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  project: Type.Object({
    id: Type.Uuid(),
    name: Type.String(),
    department: Type.String(),
  }),
  rule: Type.Object({
    id: Type.StringEnum(RISK_RULE_IDS),
    title: Type.String({ description: 'One line' }),
    explanation: Type.String({ description: 'Why it matters' }),
    fix: Type.String({ description: 'What to do about it' }),
    field: Type.StringEnum(FIX_FIELDS, {
      description:
        'The project field that fixes it (`llmModels`: the LLM models card; `team`: the Team card)',
    }),
  }),
  details: Type.Array(Type.String(), {
    description:
      'What in particular the rule found on this project, one line each: the obligation and its date, the person with the month and their total, the milestone, the model (empty when the title says it all)',
  }),
  severity: Type.StringEnum(RISK_SEVERITIES),
  state: Type.StringEnum(RISK_STATES),
  openedAt: Type.Timestamp,
  acknowledgedAt: Type.Nullable(Type.Timestamp),
  acknowledgedBy: Type.Nullable(
    Type.Object({
      id: Type.Uuid(),
      name: Type.String({ description: 'Their name, or e-mail when they have none' }),
    }),
  ),
  acknowledgementNote: Type.Nullable(Type.String()),
  resolvedAt: Type.Nullable(Type.Timestamp),
});
export type Risk = Static<typeof Risk>;

export const RISK_PAGE_DEFAULT = 100;
export const RISK_PAGE_MAX = 500;

export const RiskListQuery = Type.StrictObject({
  state: Type.Optional(
    Type.StringEnum(RISK_STATES, {
      description: 'Left out: every unresolved risk (open and acknowledged)',
    }),
  ),
  severity: Type.Optional(Type.StringEnum(RISK_SEVERITIES)),
  rule: Type.Optional(Type.StringEnum(RISK_RULE_IDS)),
  department: Type.Optional(Type.String({ maxLength: PROJECT_LIMITS.department })),
  projectId: Type.Optional(Type.Uuid({ description: 'Only the risks of this project' })),
  ...Type.OffsetPaging(RISK_PAGE_MAX),
});
export type RiskListQuery = Static<typeof RiskListQuery>;

const SeverityCounts = Type.Object(
  {
    critical: Type.Integer({ minimum: 0 }),
    high: Type.Integer({ minimum: 0 }),
    medium: Type.Integer({ minimum: 0 }),
    low: Type.Integer({ minimum: 0 }),
  },
  { description: 'The risks matching the filters, by severity' },
);

export const RiskList = Type.Object({
  risks: Type.Array(Risk, {
    description: 'Worst first (critical, high, medium, low), then the most recently opened',
  }),
  total: Type.Integer({
    minimum: 0,
    description: 'Risks matching the filters, all pages together',
  }),
  counts: SeverityCounts,
});
export type RiskList = Static<typeof RiskList>;

export const RISK_NOTE_MAX = 2000;
export const RISK_NOTE_REQUIRED_MESSAGE =
  'A note is required: say why the risk is acceptable for now, or what is being done';
/** The 409 (`risk_resolved`) of an acknowledgement that came too late. */
export const RISK_RESOLVED_MESSAGE =
  'This risk is already resolved: its rule no longer holds, so there is nothing to acknowledge';

export const AcknowledgeRiskBody = Type.StrictObject({
  note: Type.RequiredField('Note', RISK_NOTE_MAX, RISK_NOTE_REQUIRED_MESSAGE),
});
export type AcknowledgeRiskBody = Static<typeof AcknowledgeRiskBody>;
