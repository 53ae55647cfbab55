import { addMonths, formatMonth, monthOf, monthsBetween } from '../time/calendar-month';
import {
  CAPACITY_DEFAULT_MONTHS,
  CAPACITY_MAX_MONTHS,
  CAPACITY_RANGE_LENGTH_MESSAGE,
  CAPACITY_RANGE_ORDER_MESSAGE,
  type AllocationsBody,
  type CapacityQuery,
} from './capacity';

/**
 * The months a capacity query asks for: this month and the 11 after it unless given (a year
 * ending at `to` when only that is). `problem` is the refusal of a range that runs backwards or
 * spans more than the view allows; null when the range is fine.
 */
export function capacityMonths(
  query: CapacityQuery,
  now = new Date(),
): { from: string; to: string; problem: string | null } {
  const from =
    query.from ?? (query.to ? addMonths(query.to, 1 - CAPACITY_DEFAULT_MONTHS) : monthOf(now));
  const to = query.to ?? addMonths(from, CAPACITY_DEFAULT_MONTHS - 1);
  const span = monthsBetween(from, to);
  const problem =
    span < 0
      ? CAPACITY_RANGE_ORDER_MESSAGE
      : span >= CAPACITY_MAX_MONTHS
        ? CAPACITY_RANGE_LENGTH_MESSAGE
        : null;
  return { from, to, problem };
}

/**
 * The first row of an allocation set that gives a person a second share of one month, with the
 * sentence refusing it (`nameOf` names the person); null when each has one share per month.
 */
export function allocatedTwice(
  rows: AllocationsBody,
  nameOf: (personId: string) => string | undefined,
): { index: number; message: string } | null {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const key = `${row.personId}:${row.month}`;
    if (seen.has(key)) {
      return {
        index,
        message: `${nameOf(row.personId)} is allocated twice in ${formatMonth(row.month, 'long')}: give one share per person and month`,
      };
    }
    seen.add(key);
  }
  return null;
}
