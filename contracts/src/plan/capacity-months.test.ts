import { describe, expect, it } from 'vitest';
import { CAPACITY_RANGE_LENGTH_MESSAGE, CAPACITY_RANGE_ORDER_MESSAGE } from './capacity';
import { allocatedTwice, capacityMonths } from './capacity-months';

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

describe('allocatedTwice', () => {
  it('finds the first second share of a person in one month, and names them', () => {
    const row = (personId: string, month: string) => ({ personId, month, percent: 50 });
    const names = (id: string) => ({ a: 'Ana', b: 'Ben' })[id];
    expect(
      allocatedTwice([row('a', '2026-03'), row('a', '2026-04'), row('b', '2026-03')], names),
    ).toBeNull();
    expect(
      allocatedTwice([row('a', '2026-03'), row('b', '2026-03'), row('a', '2026-03')], names),
    ).toEqual({
      index: 2,
      message: 'Ana is allocated twice in March 2026: give one share per person and month',
    });
  });
});
