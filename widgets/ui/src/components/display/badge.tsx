import type { ComponentPropsWithoutRef } from 'react';
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

/** A badge in `tone`, which it also names in `data-tone` for tests and stylesheets to read. */
function TonedBadge({
  tone,
  size,
  ...rest
}: { tone: Tone; size: BadgeSize } & ComponentPropsWithoutRef<'span'>) {
  return <Badge $tone={tone} $size={size} data-tone={tone} {...rest} />;
}

export interface StatusBadgeProps {
  /** The status; a value outside the known ones is shown as it is, in the neutral style. */
  status: string;
  size?: BadgeSize;
}

export type ComplianceBadgeProps = StatusBadgeProps;

/** A badge for one kind of status: its label in its tone. */
function statusBadge(tone: (status: string) => Tone, label: (status: string) => string) {
  return function StatusKindBadge({ status, size = 'md' }: StatusBadgeProps) {
    return (
      <TonedBadge tone={tone(status)} size={size} data-status={status}>
        {label(status)}
      </TonedBadge>
    );
  };
}

/** A project's status: Active, In Progress, Planning, Completed, On Hold. */
export const StatusBadge = statusBadge(projectStatusTone, projectStatusLabel);

/** A compliance status: compliant green, in review amber, everything else neutral. */
export const ComplianceBadge = statusBadge(complianceTone, complianceLabel);

export interface AiActClassBadgeProps {
  /** The project's EU AI Act class; null: not assessed yet. */
  riskClass: AiActRiskClass | null;
  size?: BadgeSize;
}

/** A project's EU AI Act class: Prohibited red, High-risk amber, Limited blue, Minimal green. */
export function AiActClassBadge({ riskClass, size = 'md' }: AiActClassBadgeProps) {
  const tone = riskClass ? AI_ACT_RISK_CLASS_TONES[riskClass] : 'neutral';
  return (
    <TonedBadge
      tone={tone}
      size={size}
      data-ai-act-class={riskClass ?? 'unassessed'}
      title="EU AI Act class"
    >
      {aiActClassLabel(riskClass)}
    </TonedBadge>
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
    <TonedBadge tone={tone} size={size} data-obligation-status={status}>
      {overdue ? 'Overdue' : AI_ACT_OBLIGATION_STATUS_LABELS[status]}
    </TonedBadge>
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
    <TonedBadge
      tone={tone}
      size={size}
      data-severity={severity}
      title={count === undefined ? undefined : `Worst: ${RISK_SEVERITY_LABELS[severity]}`}
    >
      {label}
    </TonedBadge>
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
    <TonedBadge
      tone={healthTone(health)}
      size={size}
      data-health={health}
      title={`${label}: ${text}`}
      aria-label={`${label}: ${text}`}
    >
      {text}
    </TonedBadge>
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
