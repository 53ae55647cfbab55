import type { Tone } from './status';

/** How a project is doing, as its status report says: green, amber or red. */
export const PROJECT_HEALTHS = ['green', 'amber', 'red'] as const;
export type ProjectHealth = (typeof PROJECT_HEALTHS)[number];

/** The severities of the risks table (`risks.severity`). */
export type HealthRiskSeverity = 'high' | 'medium' | 'low';

/**
 * What a project's health is computed from. Today: its unresolved risks (open or acknowledged:
 * an acknowledged risk still holds, it is only quiet). The timeline issue adds schedule slip and
 * budget burn here, as two more fields of this object, each with its own amber and red
 * thresholds in {@link projectHealth}; callers that do not know them yet leave them out.
 */
export interface HealthSignals {
  /** The project's risks that are not resolved. */
  unresolvedRisks: readonly { severity: HealthRiskSeverity }[];
}

/**
 * A project's health: red when any unresolved risk is high, amber when any is medium, green
 * otherwise. Each signal can only make it worse, so a signal added later is one more `worst`.
 */
export function projectHealth(signals: HealthSignals): ProjectHealth {
  const severities = new Set(signals.unresolvedRisks.map((risk) => risk.severity));
  if (severities.has('high')) return 'red';
  if (severities.has('medium')) return 'amber';
  return 'green';
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
  (PROJECT_HEALTHS as readonly string[]).includes(health) ? (health as Tone) : 'neutral';
