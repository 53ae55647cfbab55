/**
 * The fields of a project's compliance record (GDPR, DORA) the contract shows: those of its empty
 * form (`EMPTY_GDPR_RECORD`, `EMPTY_DORA_RECORD`), read from the saved record, or the empty form
 * itself before the first save.
 */
export function recordFields<E extends object>(record: E | null, empty: E): E {
  if (!record) return empty;
  return Object.fromEntries(
    Object.keys(empty).map((field) => [field, record[field as keyof E]]),
  ) as E;
}
