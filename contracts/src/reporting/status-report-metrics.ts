import { countBySeverity } from '../compliance/risk-counts';
import { projectInvestment } from '../numbers/money';
import type { HealthRiskSeverity } from './project-health';
import type { Project } from '../portfolio/projects';
import type { StatusReportMetrics } from './status-reports';

/** What a draft reads besides the project itself: its LLM models and its unresolved risks. */
export interface StatusReportFacts {
  /** How many LLM models the project uses, and their monthly cost together (decimal string). */
  models: { count: number; monthlyCost: string };
  /** The project's risks that are not resolved (open or acknowledged). */
  unresolvedRisks: readonly { severity: HealthRiskSeverity }[];
}

/**
 * The figures a status report keeps of its project when drafted: status, money (the total
 * investment as `projectInvestment`), models, compliance statuses and the unresolved risks
 * counted by severity.
 */
export function statusReportMetrics(
  project: Pick<
    Project,
    | 'status'
    | 'roi'
    | 'expectedReturn'
    | 'initialCosts'
    | 'runningCosts'
    | 'euAiActStatus'
    | 'gdprStatus'
    | 'doraStatus'
  >,
  { models, unresolvedRisks }: StatusReportFacts,
): StatusReportMetrics {
  return {
    status: project.status,
    roi: project.roi,
    expectedReturn: project.expectedReturn,
    initialCosts: project.initialCosts,
    runningCosts: project.runningCosts,
    totalInvestment: projectInvestment(project),
    llmModels: models.count,
    llmMonthlyCost: models.monthlyCost,
    compliance: {
      euAiAct: project.euAiActStatus,
      gdpr: project.gdprStatus,
      dora: project.doraStatus,
    },
    unresolvedRisks: countBySeverity(unresolvedRisks),
  };
}
