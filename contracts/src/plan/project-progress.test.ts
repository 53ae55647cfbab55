import { describe, expect, it } from 'vitest';
import { describeProgress, projectProgress } from './project-progress';

const dates = (startDate: string | null, targetDate: string | null) => ({ startDate, targetDate });
const none = { done: 0, total: 0 };

describe('projectProgress', () => {
  it.each([
    [
      '3 of 5 milestones done',
      dates('2026-01-01', '2026-12-31'),
      { done: 3, total: 5 },
      '2026-02-01',
      60,
    ],
    [
      'milestones count even without dates',
      dates(null, null),
      { done: 1, total: 3 },
      '2026-02-01',
      33,
    ],
    ['none done', dates(null, null), { done: 0, total: 2 }, '2026-02-01', 0],
    ['all done', dates(null, null), { done: 4, total: 4 }, '2026-02-01', 100],
  ])('by milestones: %s', (_label, project, milestones, today, percent) => {
    expect(projectProgress(project, milestones, today)).toEqual({
      basis: 'milestones',
      percent,
      milestonesDone: milestones.done,
      milestonesTotal: milestones.total,
    });
  });

  it.each([
    ['the start day', dates('2026-01-01', '2026-01-11'), '2026-01-01', 0],
    ['before the start', dates('2026-01-01', '2026-01-11'), '2025-12-01', 0],
    ['halfway', dates('2026-01-01', '2026-01-11'), '2026-01-06', 50],
    ['the target day', dates('2026-01-01', '2026-01-11'), '2026-01-11', 100],
    ['past the target', dates('2026-01-01', '2026-01-11'), '2026-03-01', 100],
    // 2028 is a leap year: Feb 1 to Mar 2 is 30 days, and Feb 29 is the 28th of them.
    ['across a leap day', dates('2028-02-01', '2028-03-02'), '2028-02-29', 93],
    ['a one-day project, on its day', dates('2026-05-05', '2026-05-05'), '2026-05-05', 100],
    ['a one-day project, before it', dates('2026-05-05', '2026-05-05'), '2026-05-04', 0],
  ])('by time: %s', (_label, project, today, percent) => {
    expect(projectProgress(project, none, today)).toEqual({
      basis: 'time',
      percent,
      milestonesDone: 0,
      milestonesTotal: 0,
    });
  });

  it('has nothing to measure without milestones or both dates', () => {
    expect(projectProgress(dates(null, null), none, '2026-01-01')).toBeNull();
    expect(projectProgress(dates('2026-01-01', null), none, '2026-01-01')).toBeNull();
    expect(projectProgress(dates(null, '2026-01-01'), none, '2026-01-01')).toBeNull();
  });
});

describe('describeProgress', () => {
  it('says what the figure is measured by', () => {
    const base = { milestonesDone: 3, milestonesTotal: 5 };
    expect(describeProgress({ basis: 'milestones', percent: 60, ...base })).toBe(
      '3 of 5 milestones',
    );
    expect(
      describeProgress({ basis: 'milestones', percent: 0, milestonesDone: 0, milestonesTotal: 1 }),
    ).toBe('0 of 1 milestone');
    expect(
      describeProgress({ basis: 'time', percent: 62, milestonesDone: 0, milestonesTotal: 0 }),
    ).toBe('62% of time');
  });
});
