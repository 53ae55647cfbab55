import {
  ITEM_EVIDENCE_STATE_LABELS,
  type ItemEvidenceState,
  type Tone,
} from '@portfolio/contracts';
import { labelledBadge } from '@portfolio/ui/badges';

/** Evidence as a badge's colour: current green, partly amber, lapsed red, none grey. */
const EVIDENCE_TONES: Readonly<Record<ItemEvidenceState, Tone>> = {
  current: 'green',
  partial: 'amber',
  lapsed: 'red',
  none: 'neutral',
};

/**
 * The state of the evidence of a control, a framework's item or a project behind it, in words
 * and its colour: current, partly, lapsed or none.
 */
export const EvidenceBadge = labelledBadge(
  'state',
  { tones: EVIDENCE_TONES, labels: ITEM_EVIDENCE_STATE_LABELS },
  { data: 'evidence', size: 'sm' },
);
