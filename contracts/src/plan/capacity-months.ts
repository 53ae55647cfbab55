import { addMonths, monthOf, monthsBetween } from '../time/calendar-month';
import {
  CAPACITY_DEFAULT_MONTHS,
  CAPACITY_MAX_MONTHS,
  CAPACITY_RANGE_LENGTH_MESSAGE,
  CAPACITY_RANGE_ORDER_MESSAGE,
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
