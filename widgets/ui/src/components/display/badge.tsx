import styled from 'styled-components';
import {
  AI_ACT_OBLIGATION_STATUS_LABELS,
  AI_ACT_RISK_CLASS_TONES,
  aiActClassLabel,
  type AiActObligationStatus,
  type AiActRiskClass,
  RISK_SEVERITY_LABELS,
  RISK_SEVERITY_TONES,
  complianceLabel,
  complianceTone,
  healthLabel,
  healthTone,
  projectStatusLabel,
  projectStatusTone,
  type RiskSeverity,
  type Tone,
} from '@portfolio/contracts';

export type BadgeSize = 'sm' | 'md';

/** A small coloured label. `$size` small or normal (`md`), as the spec's two badge sizes. */
export const Badge = styled.span<{ $tone?: Tone; $size?: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  border-radius: ${(p) => p.theme.radius.full};
  border: 1px solid ${(p) => p.theme.tone[p.$tone ?? 'neutral'].border};
  background: ${(p) => p.theme.tone[p.$tone ?? 'neutral'].bg};
  color: ${(p) => p.theme.tone[p.$tone ?? 'neutral'].fg};
  font-weight: 600;
  white-space: nowrap;
  line-height: 1;
  font-size: ${(p) => (p.$size === 'sm' ? '0.6875rem' : p.theme.fontSize.xs)};
  padding: ${(p) => (p.$size === 'sm' ? '0.1875rem 0.5rem' : '0.3125rem 0.625rem')};

  &::before {
    content: '';
    width: 0.375rem;
    height: 0.375rem;
    border-radius: 50%;
    background: ${(p) => p.theme.tone[p.$tone ?? 'neutral'].solid};
  }
`;

export interface StatusBadgeProps {
  /** A project status; a value outside the known five is shown as it is, in the neutral style. */
  status: string;
  size?: BadgeSize;
}

/** A project's status: Active, In Progress, Planning, Completed, On Hold. */
export function StatusBadge({ status, size = 'md' }: StatusBadgeProps) {
  return (
    <Badge
      $tone={projectStatusTone(status)}
      $size={size}
      data-tone={projectStatusTone(status)}
      data-status={status}
    >
      {projectStatusLabel(status)}
    </Badge>
  );
}

export interface ComplianceBadgeProps {
  status: string;
  size?: BadgeSize;
}

/** A compliance status: compliant green, in review amber, everything else neutral. */
export function ComplianceBadge({ status, size = 'md' }: ComplianceBadgeProps) {
  return (
    <Badge
      $tone={complianceTone(status)}
      $size={size}
      data-tone={complianceTone(status)}
      data-status={status}
    >
      {complianceLabel(status)}
    </Badge>
  );
}

export interface AiActClassBadgeProps {
  /** The project's EU AI Act class; null: not assessed yet. */
  riskClass: AiActRiskClass | null;
  size?: BadgeSize;
}

/** A project's EU AI Act class: Prohibited red, High-risk amber, Limited blue, Minimal green. */
export function AiActClassBadge({ riskClass, size = 'md' }: AiActClassBadgeProps) {
  const tone = riskClass ? AI_ACT_RISK_CLASS_TONES[riskClass] : 'neutral';
  return (
    <Badge
      $tone={tone}
      $size={size}
      data-tone={tone}
      data-ai-act-class={riskClass ?? 'unassessed'}
      title="EU AI Act class"
    >
      {aiActClassLabel(riskClass)}
    </Badge>
  );
}

const OBLIGATION_STATUS_TONES: Record<AiActObligationStatus, Tone> = {
  todo: 'neutral',
  in_progress: 'blue',
  done: 'green',
  not_applicable: 'slate',
};

export interface ObligationStatusBadgeProps {
  status: AiActObligationStatus;
  /** Past its date and not done: said instead of the status, in red. */
  overdue?: boolean;
  size?: BadgeSize;
}

/** An EU AI Act obligation's status: done green, in progress blue, overdue red. */
export function ObligationStatusBadge({
  status,
  overdue = false,
  size = 'sm',
}: ObligationStatusBadgeProps) {
  const tone = overdue ? 'red' : OBLIGATION_STATUS_TONES[status];
  return (
    <Badge $tone={tone} $size={size} data-tone={tone} data-obligation-status={status}>
      {overdue ? 'Overdue' : AI_ACT_OBLIGATION_STATUS_LABELS[status]}
    </Badge>
  );
}

export interface RiskBadgeProps {
  /** The worst severity among the risks. */
  severity: RiskSeverity;
  /** How many risks; absent: the badge names the severity alone ("High risk"). */
  count?: number;
  size?: BadgeSize;
}

/** A project's risks at a glance: "2 risks" in the colour of the worst, or "High risk". */
export function RiskBadge({ severity, count, size = 'md' }: RiskBadgeProps) {
  const tone = RISK_SEVERITY_TONES[severity];
  const label =
    count === undefined
      ? `${RISK_SEVERITY_LABELS[severity]} risk`
      : `${count} ${count === 1 ? 'risk' : 'risks'}`;
  return (
    <Badge
      $tone={tone}
      $size={size}
      data-tone={tone}
      data-severity={severity}
      title={count === undefined ? undefined : `Worst: ${RISK_SEVERITY_LABELS[severity]}`}
    >
      {label}
    </Badge>
  );
}

export interface HealthBadgeProps {
  /** A project's health: green, amber or red; another value as it is, neutral. */
  health: string;
  size?: BadgeSize;
  /** Said before the health to a screen reader and in the tooltip, e.g. "Health". */
  label?: string;
  /** A word after the health, e.g. "(draft)". */
  note?: string;
}

/** A project's health by its status report: Green, Amber or Red in their colours. */
export function HealthBadge({ health, size = 'md', label = 'Health', note }: HealthBadgeProps) {
  const text = `${healthLabel(health)}${note ? ` ${note}` : ''}`;
  return (
    <Badge
      $tone={healthTone(health)}
      $size={size}
      data-tone={healthTone(health)}
      data-health={health}
      title={`${label}: ${text}`}
      aria-label={`${label}: ${text}`}
    >
      {text}
    </Badge>
  );
}

/** A small count in a pill, beside a card's title ("Pending invitations 3"). */
export const CountPill = styled.span`
  min-width: 1.375rem;
  padding: 0.125rem 0.4375rem;
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primary};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  text-align: center;
`;
