import { daysBetween } from '../time/calendar-date';

/**
 * How far a schedule moved against its baseline, in days: positive is later than planned,
 * negative earlier, 0 on plan; null when either date is missing (nothing to compare).
 */
export function slipDays(
  baseline: string | null | undefined,
  current: string | null | undefined,
): number | null {
  if (!baseline || !current) return null;
  return daysBetween(baseline, current);
}

/** A milestone's slip against the baseline's copy of it (matched by id). */
export interface MilestoneSlip {
  milestoneId: string;
  name: string;
  dueDate: string;
  baselineDueDate: string | null;
  /** null: the milestone was added after the baseline. */
  slipDays: number | null;
}

export interface ScheduleSlip {
  /** Target date against the baseline's target; null without a baseline or either date. */
  targetSlipDays: number | null;
  milestones: MilestoneSlip[];
}

/** The slip of a project's target date and of each of its milestones against a baseline. */
export function scheduleSlip(
  current: {
    targetDate: string | null;
    milestones: ReadonlyArray<{ id: string; name: string; dueDate: string }>;
  },
  baseline:
    | {
        targetDate: string | null;
        milestones: ReadonlyArray<{ milestoneId: string; dueDate: string }>;
      }
    | null
    | undefined,
): ScheduleSlip {
  const planned = new Map(baseline?.milestones.map((m) => [m.milestoneId, m.dueDate]));
  return {
    targetSlipDays: baseline ? slipDays(baseline.targetDate, current.targetDate) : null,
    milestones: current.milestones.map((m) => {
      const baselineDueDate = planned.get(m.id) ?? null;
      return {
        milestoneId: m.id,
        name: m.name,
        dueDate: m.dueDate,
        baselineDueDate,
        slipDays: slipDays(baselineDueDate, m.dueDate),
      };
    }),
  };
}

/**
 * A slip as a person reads it: "On plan", "3 days behind the baseline", "1 day ahead of the
 * baseline". It names the baseline: next to a target months away, "10 days late" reads as overdue.
 */
export function describeSlip(days: number): string {
  if (days === 0) return 'On plan';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days > 0 ? 'behind' : 'ahead of'} the baseline`;
}

/**
 * On schedule against its baseline: the target has not slipped later, nor has any milestone the
 * baseline holds. Dates not measured (a date or the baseline's copy missing) do not count.
 */
export const isOnSchedule = (slip: ScheduleSlip): boolean =>
  (slip.targetSlipDays ?? 0) <= 0 && slip.milestones.every((m) => (m.slipDays ?? 0) <= 0);
