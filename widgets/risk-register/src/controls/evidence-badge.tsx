import { ITEM_EVIDENCE_STATE_LABELS, type ItemEvidenceState } from '@portfolio/contracts';
import { Badge, type BadgeSize } from '@portfolio/ui';
import { ITEM_EVIDENCE_TONES } from './labels';

/** An item's, a control's or a project's evidence: current, partly, lapsed or none. */
export function EvidenceBadge({
  state,
  size = 'sm',
}: {
  state: ItemEvidenceState;
  size?: BadgeSize;
}) {
  const tone = ITEM_EVIDENCE_TONES[state];
  return (
    <Badge $tone={tone} $size={size} data-evidence={state}>
      {ITEM_EVIDENCE_STATE_LABELS[state]}
    </Badge>
  );
}

/** An item or a project behind it with an EU AI Act obligation past its due date. */
export function OverdueBadge({ size = 'sm' }: { size?: BadgeSize }) {
  return (
    <Badge $tone="red" $size={size} data-overdue="">
      Overdue
    </Badge>
  );
}
