import {
  COMPLIANCE_STATUSES,
  PROJECT_STATUSES,
  type ComplianceStatus,
  type ProjectStatus,
} from './project-statuses';
import { isOneOf } from '../one-of';

/** Colour families a badge can take; the kit maps them to theme colours. */
export type Tone = 'green' | 'blue' | 'violet' | 'teal' | 'amber' | 'red' | 'slate' | 'neutral';

const STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  in_progress: 'In Progress',
  planning: 'Planning',
  completed: 'Completed',
  on_hold: 'On Hold',
};

const STATUS_TONES: Record<ProjectStatus, Tone> = {
  active: 'green',
  in_progress: 'blue',
  planning: 'violet',
  // Slate, not a second green: delivered work must not read as Active, in colour or in grey.
  completed: 'slate',
  on_hold: 'amber',
};

/**
 * Reads a value of one of the known statuses in `table`; any other value (a status this build
 * does not know yet) gets `otherwise(value)`.
 */
const byStatus =
  <S extends string, V>(
    known: readonly S[],
    table: Record<S, V>,
    otherwise: (value: string) => V,
  ) =>
  (value: string): V =>
    isOneOf(known, value) ? table[value] : otherwise(value);

const asItIs = (value: string) => value;
const neutral = (): Tone => 'neutral';

/** The badge label of a status; any other value is shown as it is. */
export const projectStatusLabel = byStatus(PROJECT_STATUSES, STATUS_LABELS, asItIs);

/** Unknown values get the neutral style. */
export const projectStatusTone = byStatus(PROJECT_STATUSES, STATUS_TONES, neutral);

/** The By Status page's section descriptions. */
export const STATUS_DESCRIPTIONS: Record<ProjectStatus, string> = {
  active: 'Projects delivering value',
  in_progress: 'Currently being implemented',
  planning: 'Under evaluation and design',
  completed: 'Successfully delivered',
  on_hold: 'Projects on hold',
};

const COMPLIANCE_LABELS: Record<ComplianceStatus, string> = {
  compliant: 'Compliant',
  in_review: 'In Review',
  not_applicable: 'Not Applicable',
  non_compliant: 'Non-Compliant',
};

export const complianceLabel = byStatus(COMPLIANCE_STATUSES, COMPLIANCE_LABELS, asItIs);

/** Compliant is green, in review amber, everything else neutral. */
export const complianceTone = (status: string): Tone =>
  status === 'compliant' ? 'green' : status === 'in_review' ? 'amber' : 'neutral';

/** The three regimes a project is checked against, with their display names. */
export const COMPLIANCE_REGIMES = [
  { key: 'euAiActStatus', summaryKey: 'euAiAct', label: 'EU AI Act' },
  { key: 'gdprStatus', summaryKey: 'gdpr', label: 'GDPR' },
  { key: 'doraStatus', summaryKey: 'dora', label: 'DORA/NIST' },
] as const;

/** How serious a risk the rules raised is, worst first (see `compliance/risk-rules.ts`). */
export const RISK_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

export const RISK_SEVERITY_LABELS: Record<RiskSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const RISK_SEVERITY_TONES: Record<RiskSeverity, Tone> = {
  critical: 'red',
  high: 'red',
  medium: 'amber',
  low: 'slate',
};

/** Worst first: the order of every list of risks. */
export const severityRank = (severity: RiskSeverity) => RISK_SEVERITIES.indexOf(severity);

export const RISK_STATES = ['open', 'acknowledged', 'resolved'] as const;
export type RiskState = (typeof RISK_STATES)[number];

export const RISK_STATE_LABELS: Record<RiskState, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};
