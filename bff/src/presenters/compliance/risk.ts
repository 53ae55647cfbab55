import { riskRule, type Risk as RiskBody, type RiskRuleId } from '@portfolio/contracts';
import type { RiskRow } from '../../services/compliance/risks.ts';
import { optionalIso, toIsoString } from '../../db/dates.ts';

/** A risk as the contract shows it: its project, and its rule's words from the registry. */
export function presentRisk(row: RiskRow): RiskBody {
  // Rows of rules a later build dropped are resolved at the next evaluation; until then they
  // read as their id.
  const rule = riskRule(row.ruleId);
  const acknowledger =
    [row.acknowledgerFirstName, row.acknowledgerLastName]
      .filter((part) => part?.trim())
      .join(' ') || row.acknowledgerEmail;
  return {
    id: row.id,
    companyId: row.companyId,
    project: { id: row.projectId, name: row.projectName, department: row.projectDepartment },
    rule: {
      id: row.ruleId as RiskRuleId,
      title: rule?.title ?? row.ruleId,
      explanation: rule?.explanation ?? '',
      fix: rule?.fix ?? '',
      field: rule?.field ?? 'name',
    },
    details: Array.isArray(row.details) ? row.details : [],
    severity: row.severity,
    state: row.state,
    openedAt: toIsoString(row.openedAt),
    acknowledgedAt: optionalIso(row.acknowledgedAt),
    acknowledgedBy:
      row.acknowledgedBy && acknowledger ? { id: row.acknowledgedBy, name: acknowledger } : null,
    acknowledgementNote: row.acknowledgementNote ?? null,
    resolvedAt: optionalIso(row.resolvedAt),
  };
}
