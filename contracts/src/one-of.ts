/**
 * Whether `value` is one of `list`, narrowing it to the list's type. A list of literals (`as
 * const`) only takes its own literals in `includes`, so a wider string is checked here once
 * rather than cast at every call.
 */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * `value` as one of `list`, or undefined when it is missing or another: an address's or a query
 * string's value read as the list's type.
 */
export const asOneOf = <T extends string>(
  list: readonly T[],
  value: string | null | undefined,
): T | undefined => (value != null && isOneOf(list, value) ? value : undefined);
