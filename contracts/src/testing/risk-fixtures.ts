import type { RiskContext, RiskProject } from '../compliance/risk-rules';
import { DAY_MS } from '../time/durations';

/** Test data for the risk rules: a project and a context that raise nothing until told to. */
export const RISK_NOW = '2026-06-30T12:00:00.000Z';

export const daysBefore = (days: number, from = RISK_NOW) =>
  new Date(Date.parse(from) - days * DAY_MS).toISOString();

export const riskProject = (fields: Partial<RiskProject> = {}): RiskProject => ({
  status: 'planning',
  euAiActStatus: 'not_applicable',
  gdprStatus: 'not_applicable',
  doraStatus: 'not_applicable',
  roi: null,
  runningCosts: null,
  expectedReturn: null,
  startDate: null,
  targetDate: null,
  ...fields,
});

export const riskContext = (fields: Partial<RiskContext> = {}): RiskContext => ({
  now: RISK_NOW,
  today: '2026-06-30',
  milestones: [],
  baselineTargetDate: null,
  dependsOn: [],
  statusSince: {
    euAiActStatus: daysBefore(1),
    gdprStatus: daysBefore(1),
    doraStatus: daysBefore(1),
  },
  llmMonthlyCosts: [],
  removedModels: [],
  editedAt: null,
  overAllocations: [],
  ...fields,
});
