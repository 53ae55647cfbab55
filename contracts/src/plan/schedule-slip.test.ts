import { describe, expect, it } from 'vitest';
import { describeSlip, isOnSchedule, scheduleSlip, slipDays } from './schedule-slip';

describe('slipDays', () => {
  it('is positive when later than the baseline, negative when earlier', () => {
    expect(slipDays('2026-06-30', '2026-07-14')).toBe(14);
    expect(slipDays('2026-06-30', '2026-06-27')).toBe(-3);
    expect(slipDays('2026-06-30', '2026-06-30')).toBe(0);
    expect(slipDays('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('is null when either date is missing', () => {
    expect(slipDays(null, '2026-06-30')).toBeNull();
    expect(slipDays('2026-06-30', null)).toBeNull();
  });
});

describe('scheduleSlip', () => {
  const milestones = [
    { id: 'a', name: 'Pilot', dueDate: '2026-04-10' },
    { id: 'b', name: 'Added later', dueDate: '2026-05-01' },
  ];

  it("compares the target and each milestone with the baseline's copy of it", () => {
    expect(
      scheduleSlip(
        { targetDate: '2026-07-14', milestones },
        {
          targetDate: '2026-06-30',
          milestones: [
            { milestoneId: 'a', dueDate: '2026-03-31' },
            { milestoneId: 'gone', dueDate: '2026-02-01' },
          ],
        },
      ),
    ).toEqual({
      targetSlipDays: 14,
      milestones: [
        {
          milestoneId: 'a',
          name: 'Pilot',
          dueDate: '2026-04-10',
          baselineDueDate: '2026-03-31',
          slipDays: 10,
        },
        {
          milestoneId: 'b',
          name: 'Added later',
          dueDate: '2026-05-01',
          baselineDueDate: null,
          slipDays: null,
        },
      ],
    });
  });

  it('has no slip without a baseline', () => {
    const slip = scheduleSlip({ targetDate: '2026-07-14', milestones }, null);
    expect(slip.targetSlipDays).toBeNull();
    expect(slip.milestones.map((m) => m.slipDays)).toEqual([null, null]);
  });
});

describe('describeSlip', () => {
  it('says behind, ahead of the baseline or on plan, in days', () => {
    expect(describeSlip(0)).toBe('On plan');
    expect(describeSlip(1)).toBe('1 day behind the baseline');
    expect(describeSlip(14)).toBe('14 days behind the baseline');
    expect(describeSlip(-1)).toBe('1 day ahead of the baseline');
    expect(describeSlip(-3)).toBe('3 days ahead of the baseline');
  });
});

describe('isOnSchedule', () => {
  const milestone = { id: 'm1', name: 'Pilot', dueDate: '2026-03-31' };
  const baseline = {
    targetDate: '2026-06-30',
    milestones: [{ milestoneId: 'm1', dueDate: '2026-03-31' }],
  };

  it('is on schedule when neither the target nor a milestone is later than the baseline', () => {
    expect(
      isOnSchedule(scheduleSlip({ targetDate: '2026-06-30', milestones: [milestone] }, baseline)),
    ).toBe(true);
    expect(isOnSchedule(scheduleSlip({ targetDate: '2026-06-01', milestones: [] }, baseline))).toBe(
      true,
    );
  });

  it('is not when the target or a milestone slipped a day', () => {
    expect(
      isOnSchedule(scheduleSlip({ targetDate: '2026-07-01', milestones: [milestone] }, baseline)),
    ).toBe(false);
    expect(
      isOnSchedule(
        scheduleSlip(
          { targetDate: '2026-06-30', milestones: [{ ...milestone, dueDate: '2026-04-01' }] },
          baseline,
        ),
      ),
    ).toBe(false);
  });
});
