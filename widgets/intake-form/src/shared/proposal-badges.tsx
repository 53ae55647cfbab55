import {
  AI_ACT_RISK_CLASS_TONES,
  INTAKE_TIER_LABELS,
  PROPOSAL_STATE_LABELS,
  type IntakeTier,
  type ProposalState,
  type Tone,
} from '@portfolio/contracts';
import { Badge, type BadgeSize } from '@portfolio/ui';

/** Open states cool, decisions in the colour of their outcome. */
const STATE_TONES: Record<ProposalState, Tone> = {
  submitted: 'blue',
  in_review: 'violet',
  approved: 'green',
  rejected: 'red',
  merged: 'slate',
};

/** A tier in the colour of the risk class it is; not screened yet, neutral. */
const TIER_TONES: Record<IntakeTier, Tone> = {
  prohibited: AI_ACT_RISK_CLASS_TONES.prohibited,
  high: AI_ACT_RISK_CLASS_TONES.high_risk,
  limited: AI_ACT_RISK_CLASS_TONES.limited,
  minimal: AI_ACT_RISK_CLASS_TONES.minimal,
  unknown: 'neutral',
};

/** A proposal's state: Submitted, In review, Approved, Rejected, Merged. */
export function ProposalStateBadge({
  state,
  size = 'sm',
}: {
  state: ProposalState;
  size?: BadgeSize;
}) {
  return (
    <Badge $tone={STATE_TONES[state]} $size={size} data-state={state}>
      {PROPOSAL_STATE_LABELS[state]}
    </Badge>
  );
}

/** A proposal's EU AI Act tier, named as its risk class ("High-risk"), or "Not screened yet". */
export function IntakeTierBadge({ tier, size = 'sm' }: { tier: IntakeTier; size?: BadgeSize }) {
  return (
    <Badge $tone={TIER_TONES[tier]} $size={size} data-tier={tier} title="EU AI Act risk tier">
      {INTAKE_TIER_LABELS[tier]}
    </Badge>
  );
}
