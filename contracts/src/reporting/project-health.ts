import { toCents } from '../numbers/money';
import type { RiskSeverity, Tone } from '../portfolio/status';
import { isOneOf } from '../one-of';

/** How a project is doing, as its status report says: green, amber or red. */
export const PROJECT_HEALTHS = ['green', 'amber', 'red'] as const;
export type ProjectHealth = (typeof PROJECT_HEALTHS)[number];

/** The severities of the risks table (`risks.severity`). */
export type HealthRiskSeverity = RiskSeverity;

/**
 * What a project's health is computed from: its unresolved risks (open or acknowledged: an
 * acknowledged risk still holds, it is only quiet), how far its target slipped against its
 * baseline, and how much of its plan to date it has spent. Callers that do not know a signal
 * leave it out.
 */
export interface HealthSignals {
  /** The project's risks that are not resolved. */
  unresolvedRisks: readonly { severity: HealthRiskSeverity }[];
  /** Days the target date slipped against the baseline (null or absent: not measured). */
  scheduleSlipDays?: number | null;
  /** Actual spend to date in percent of planned to date (null or absent: nothing planned). */
  budgetBurnPercent?: string | null;
}

/** Slip (days late against the baseline) from which a project is amber, and red. */
export const HEALTH_SLIP_DAYS = { amber: 14, red: 30 } as const;
/** Spend to date, in percent of the plan to date, above which a project is amber, and red. */
export const HEALTH_BURN_PERCENT = { amber: 100, red: 110 } as const;

const HEALTH_RANK: Record<ProjectHealth, number> = { green: 0, amber: 1, red: 2 };
const worst = (...healths: ProjectHealth[]): ProjectHealth =>
  healths.reduce((a, b) => (HEALTH_RANK[b] > HEALTH_RANK[a] ? b : a), 'green');

function riskHealth(risks: HealthSignals['unresolvedRisks']): ProjectHealth {
  const severities = new Set(risks.map((risk) => risk.severity));
  if (severities.has('critical') || severities.has('high')) return 'red';
  if (severities.has('medium')) return 'amber';
  return 'green';
}

function slipHealth(days: number | null | undefined): ProjectHealth {
  if (days === null || days === undefined) return 'green';
  if (days > HEALTH_SLIP_DAYS.red) return 'red';
  return days > HEALTH_SLIP_DAYS.amber ? 'amber' : 'green';
}

function burnHealth(percent: string | null | undefined): ProjectHealth {
  if (percent === null || percent === undefined) return 'green';
  // Hundredths of a percent, compared exactly.
  const hundredths = toCents(percent) ?? 0n;
  if (hundredths > BigInt(HEALTH_BURN_PERCENT.red) * 100n) return 'red';
  return hundredths > BigInt(HEALTH_BURN_PERCENT.amber) * 100n ? 'amber' : 'green';
}

/**
 * A project's health, the worst its signals say: risks (red with a high one, amber with a
 * medium one), schedule slip (amber beyond 14 days late, red beyond 30) and budget burn (amber
 * above 100% of the plan to date, red above 110%). Each signal can only make it worse.
 */
export function projectHealth(signals: HealthSignals): ProjectHealth {
  return worst(
    riskHealth(signals.unresolvedRisks),
    slipHealth(signals.scheduleSlipDays),
    burnHealth(signals.budgetBurnPercent),
  );
}

const HEALTH_LABELS: Record<ProjectHealth, string> = {
  green: 'Green',
  amber: 'Amber',
  red: 'Red',
};

/** "Green", "Amber", "Red"; another value as it is. */
export const healthLabel = (health: string): string =>
  HEALTH_LABELS[health as ProjectHealth] ?? health;

/** The badge colour of a health; another value neutral. */
export const healthTone = (health: string): Tone =>
  isOneOf(PROJECT_HEALTHS, health) ? health : 'neutral';
