import { fromCents } from '../numbers/money';
import { isOneOf } from '../one-of';
import type { ReportCell, ReportFilters } from './reports';

/**
 * What the rows of every source (projects, proposals) share in the in-memory run: how a money
 * cell is read, and the filters both have, so the two sources cannot drift apart.
 */

/** A money cell (a decimal string) in cents: sums run on them, exact. */
export const reportCents = (value: ReportCell): bigint => BigInt(Math.round(Number(value) * 100));

/** A stored amount as a money cell: two decimals ("1000.00"), as PostgreSQL's numeric answers. */
export const reportMoney = (value: string | null): ReportCell =>
  value === null ? null : fromCents(reportCents(value));

/** Whether a value passes a filter of listed values: a filter left empty keeps every value. */
export const passesListFilter = <T extends string>(list: readonly T[] | undefined, value: string) =>
  !list?.length || isOneOf(list, value);

const includesText = (value: string, q: string) => value.toLowerCase().includes(q.toLowerCase());

/**
 * Whether a row passes the filters of every source: one of the departments, and the search in
 * its name or problem statement.
 */
export function passesSharedReportFilters(
  row: { name: string; problemStatement: string; department: string },
  f: ReportFilters,
): boolean {
  const q = f.q?.trim();
  return (
    passesListFilter(f.department, row.department) &&
    (!q || includesText(row.name, q) || includesText(row.problemStatement, q))
  );
}
