import { daysBetween } from '../time/calendar-date';

/**
 * How far a project under way has come, as By Status shows it: the share of its milestones done
 * when it has milestones, or else the share of the time between its start and target dates that
 * has passed. Which of the two it is always goes with the figure, so nobody reads the passing of
 * time as work done.
 */

export const PROGRESS_BASES = ['milestones', 'time'] as const;
export type ProgressBasis = (typeof PROGRESS_BASES)[number];

export interface ProjectProgress {
  basis: ProgressBasis;
  /** Whole percent, 0–100. */
  percent: number;
  milestonesDone: number;
  milestonesTotal: number;
}

/**
 * The progress of a project on `today` (a calendar date), from its dates and its milestone
 * counts; null when it has neither milestones nor both dates (nothing to measure).
 */
export function projectProgress(
  project: { startDate: string | null; targetDate: string | null },
  milestones: { done: number; total: number },
  today: string,
): ProjectProgress | null {
  const counts = { milestonesDone: milestones.done, milestonesTotal: milestones.total };
  if (milestones.total > 0) {
    return {
      basis: 'milestones',
      percent: Math.round((milestones.done / milestones.total) * 100),
      ...counts,
    };
  }
  const { startDate, targetDate } = project;
  if (!startDate || !targetDate) return null;
  const span = daysBetween(startDate, targetDate);
  const elapsed = daysBetween(startDate, today);
  // A project of one day is all to come before it, all passed after it starts.
  const share = span <= 0 ? (elapsed >= 0 ? 1 : 0) : elapsed / span;
  return {
    basis: 'time',
    percent: Math.round(Math.min(1, Math.max(0, share)) * 100),
    ...counts,
  };
}

/** What a progress figure is measured by, as a person reads it: "3 of 5 milestones", "62% of time". */
export function describeProgress(progress: ProjectProgress): string {
  if (progress.basis === 'milestones') {
    const { milestonesDone: done, milestonesTotal: total } = progress;
    return `${done} of ${total} ${total === 1 ? 'milestone' : 'milestones'}`;
  }
  return `${progress.percent}% of time`;
}
