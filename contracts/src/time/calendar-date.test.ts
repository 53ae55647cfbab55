import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  dateOrderProblem,
  daysBetween,
  formatCalendarDate,
  isCalendarDate,
  TARGET_BEFORE_START_MESSAGE,
} from './calendar-date';

describe('isCalendarDate', () => {
  it.each(['2026-01-31', '2026-12-01', '2028-02-29', '2000-02-29', '2400-02-29', '1000-01-01'])(
    'accepts %s',
    (date) => expect(isCalendarDate(date)).toBe(true),
  );

  it.each([
    ['a day past the month', '2026-04-31'],
    ['February 30', '2026-02-30'],
    ['February 29 of a common year', '2026-02-29'],
    ['February 29 of a century that is not leap', '1900-02-29'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-01-00'],
    ['year 0', '0000-01-01'],
    ['a timestamp', '2026-01-31T00:00:00Z'],
    ['short parts', '2026-1-31'],
    ['text around it', ' 2026-01-31'],
  ])('refuses %s', (_, date) => expect(isCalendarDate(date)).toBe(false));
});

describe('daysBetween and addDays', () => {
  it('count whole days across month ends, leap days and years', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-06-30', '2026-06-01')).toBe(-29);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('count 1 day across a daylight saving change, in any time zone', () => {
    // Europe's clocks go forward on 2026-03-29: a local-time count would see 23 hours.
    expect(daysBetween('2026-03-28', '2026-03-29')).toBe(1);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('dateOrderProblem', () => {
  it('refuses a target before the start only', () => {
    expect(dateOrderProblem('2026-05-02', '2026-05-01')).toBe(TARGET_BEFORE_START_MESSAGE);
    expect(dateOrderProblem('2026-05-01', '2026-05-01')).toBeUndefined();
    expect(dateOrderProblem('2026-05-01', '2027-01-01')).toBeUndefined();
    expect(dateOrderProblem(null, '2026-05-01')).toBeUndefined();
    expect(dateOrderProblem('2026-05-01', undefined)).toBeUndefined();
  });
});

describe('formatCalendarDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes the date as the product writes dates', () => {
    expect(formatCalendarDate('2026-01-12')).toBe('Jan 12, 2026');
    expect(formatCalendarDate('2028-02-29', 'long')).toBe('February 29, 2028');
    expect(formatCalendarDate('2026-03-01', 'month')).toBe('March 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Tokyo'])(
    'keeps the day in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      // The zone is in effect: local midnight of this day is not UTC midnight.
      expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
      expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
      expect(formatCalendarDate('2026-12-31', 'long')).toBe('December 31, 2026');
      expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    },
  );

  it('reads the UTC day of an instant, whatever the time zone', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(calendarDateOf(new Date('2026-06-30T23:59:59.999Z'))).toBe('2026-06-30');
    expect(calendarDateOf('2028-02-29T00:00:00.000Z')).toBe('2028-02-29');
  });
});
