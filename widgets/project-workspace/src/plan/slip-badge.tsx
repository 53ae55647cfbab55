import { describeSlip } from '@portfolio/contracts';
import { Badge } from '@portfolio/ui';

/** Beyond this many days late a slip is a risk (the registry's slipped-against-baseline rule). */
const SERIOUS_SLIP_DAYS = 14;

/** A slip against the baseline: "On plan", "3 days late" (amber, red past two weeks), "1 day early". */
export function SlipBadge({ days }: { days: number }) {
  const tone = days > SERIOUS_SLIP_DAYS ? 'red' : days > 0 ? 'amber' : 'green';
  return (
    <Badge $tone={tone} $size="sm" title="Against the baseline">
      {describeSlip(days)}
    </Badge>
  );
}
