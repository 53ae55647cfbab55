import { describe, expect, it } from 'vitest';
import { statusReportMetrics } from './status-report-metrics';

describe('statusReportMetrics', () => {
  it("keeps the project's figures, its models and its unresolved risks by severity", () => {
    const project = {
      status: 'in_progress',
      roi: '12.5',
      expectedReturn: '100000.00',
      initialCosts: '30000.00',
      runningCosts: '1000.00',
      euAiActStatus: 'compliant',
      gdprStatus: 'in_review',
      doraStatus: 'not_applicable',
    } as const;
    expect(
      statusReportMetrics(project, {
        models: { count: 2, monthlyCost: '300.00' },
        unresolvedRisks: [{ severity: 'high' }, { severity: 'low' }, { severity: 'high' }],
      }),
    ).toEqual({
      status: 'in_progress',
      roi: '12.5',
      expectedReturn: '100000.00',
      initialCosts: '30000.00',
      runningCosts: '1000.00',
      totalInvestment: '42000.00',
      llmModels: 2,
      llmMonthlyCost: '300.00',
      compliance: { euAiAct: 'compliant', gdpr: 'in_review', dora: 'not_applicable' },
      unresolvedRisks: { critical: 0, high: 2, medium: 0, low: 1 },
    });
  });
});
