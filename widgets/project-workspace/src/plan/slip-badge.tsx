import { Badge } from '@portfolio/ui';

/** Beyond this many days late a slip is a risk (the registry's slipped-against-baseline rule). */
const SERIOUS_SLIP_DAYS = 14;

/**
 * A date measured against its baseline copy, said so: "10 days behind baseline" beside a target
 * months away is not "late" yet. "On plan", "1 day ahead of baseline".
 */
export function describeBaselineSlip(days: number): string {
  if (days === 0) return 'On plan';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days > 0 ? 'behind' : 'ahead of'} baseline`;
}

/** A slip against the baseline (amber, red past two weeks; green when on or ahead of it). */
export function SlipBadge({ days }: { days: number }) {
  const tone = days > SERIOUS_SLIP_DAYS ? 'red' : days > 0 ? 'amber' : 'green';
  return (
    <Badge $tone={tone} $size="sm">
      {describeBaselineSlip(days)}
    </Badge>
  );
}
