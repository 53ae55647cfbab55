import { RISK_SEVERITIES, type RiskSeverity } from '../portfolio/status';

/** How many of `risks` there are of each severity; every severity is counted, 0 when none. */
export function countBySeverity(
  risks: readonly { severity: RiskSeverity }[],
): Record<RiskSeverity, number> {
  const counts = Object.fromEntries(RISK_SEVERITIES.map((s) => [s, 0])) as Record<
    RiskSeverity,
    number
  >;
  for (const risk of risks) counts[risk.severity] += 1;
  return counts;
}
