import {
  AI_ACT_RISK_CLASS_TONES,
  INTAKE_TIER_LABELS,
  PROPOSAL_STATE_LABELS,
  type IntakeTier,
  type ProposalState,
  type Tone,
} from '@portfolio/contracts';
import { labelledBadge } from '@portfolio/ui/badges';

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
export const ProposalStateBadge = labelledBadge(
  'state',
  { tones: STATE_TONES, labels: PROPOSAL_STATE_LABELS },
  { data: 'state', size: 'sm' },
);

/** A proposal's EU AI Act tier, named as its risk class ("High-risk"), or "Not screened yet". */
export const IntakeTierBadge = labelledBadge(
  'tier',
  { tones: TIER_TONES, labels: INTAKE_TIER_LABELS },
  { data: 'tier', size: 'sm', title: 'EU AI Act risk tier' },
);
