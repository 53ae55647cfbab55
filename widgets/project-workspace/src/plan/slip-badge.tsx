import {
  calendarDateOf,
  describeSlip,
  overdueMilestones,
  type Milestone,
} from '@portfolio/contracts';
import { Badge } from '@portfolio/ui';

/** Beyond this many days late a slip is a risk (the registry's slipped-against-baseline rule). */
const SERIOUS_SLIP_DAYS = 14;

/** A slip against the baseline: "On plan", "3 days behind the baseline" (amber, red past two weeks), "1 day ahead of the baseline". */
export function SlipBadge({ days }: { days: number }) {
  const tone = days > SERIOUS_SLIP_DAYS ? 'red' : days > 0 ? 'amber' : 'green';
  return (
    <Badge $tone={tone} $size="sm" title="Against the baseline">
      {describeSlip(days)}
    </Badge>
  );
}

/** Not done and due before today (the rules' UTC day): what the milestone-overdue risk reports. */
export const isOverdue = (
  milestone: Pick<Milestone, 'name' | 'done' | 'dueDate'>,
  now = new Date(),
) => overdueMilestones({ milestones: [milestone], today: calendarDateOf(now) }).length > 0;

/** Beside a milestone past its date: whatever its slip against the baseline, it is overdue. */
export function OverdueBadge() {
  return (
    <Badge $tone="red" $size="sm">
      Overdue
    </Badge>
  );
}
