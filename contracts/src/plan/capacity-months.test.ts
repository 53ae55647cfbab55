import { describe, expect, it } from 'vitest';
import { CAPACITY_RANGE_LENGTH_MESSAGE, CAPACITY_RANGE_ORDER_MESSAGE } from './capacity';
import { capacityMonths } from './capacity-months';

const now = new Date('2026-11-28T12:00:00Z');

describe('capacityMonths', () => {
  it('is this month and the 11 after it unless told, or the year ending at `to`', () => {
    expect(capacityMonths({}, now)).toEqual({ from: '2026-11', to: '2027-10', problem: null });
    expect(capacityMonths({ to: '2026-12' }, now)).toEqual({
      from: '2026-01',
      to: '2026-12',
      problem: null,
    });
    expect(capacityMonths({ from: '2026-03' }, now).to).toBe('2027-02');
  });

  it('refuses a range that runs backwards or spans more than 24 months', () => {
    expect(capacityMonths({ from: '2026-05', to: '2026-04' }, now).problem).toBe(
      CAPACITY_RANGE_ORDER_MESSAGE,
    );
    expect(capacityMonths({ from: '2026-01', to: '2027-12' }, now).problem).toBeNull();
    expect(capacityMonths({ from: '2026-01', to: '2028-01' }, now).problem).toBe(
      CAPACITY_RANGE_LENGTH_MESSAGE,
    );
  });
});
