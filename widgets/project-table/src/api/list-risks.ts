import { useQuery } from '@tanstack/react-query';
import {
  RISK_PAGE_MAX,
  routes,
  severityRank,
  type Risk,
  type RiskListQuery,
  type RiskSeverity,
} from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `GET /api/companies/{companyId}/risks`: the unresolved risks, worst first. */
export const risksQueryOptions = (companyId: string, query: RiskListQuery, config?: ApiConfig) =>
  routeQuery(routes.listRisks, { params: { companyId }, query }, config);

/** What a row shows of a project's open risks: how many, and the worst severity. */
export interface RiskSummary {
  count: number;
  worst: RiskSeverity;
}

/** Open risks counted per project, the worst severity of each. */
export function summarizeRisks(risks: readonly Risk[]): Map<string, RiskSummary> {
  const byProject = new Map<string, RiskSummary>();
  for (const risk of risks) {
    const known = byProject.get(risk.project.id);
    byProject.set(risk.project.id, {
      count: (known?.count ?? 0) + 1,
      worst:
        known && severityRank(known.worst) <= severityRank(risk.severity)
          ? known.worst
          : risk.severity,
    });
  }
  return byProject;
}

/**
 * The company's open risks for the table's badges: the worst RISK_PAGE_MAX, which covers every
 * project of a portfolio with fewer open risks than that.
 */
export function useOpenRiskSummaries(companyId: string | null) {
  const { config } = useApi();
  return useQuery({
    ...risksQueryOptions(companyId ?? '', { state: 'open', limit: RISK_PAGE_MAX }, config),
    enabled: companyId !== null,
    select: (list) => summarizeRisks(list.risks),
  });
}
