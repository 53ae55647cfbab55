/**
 * `rows` listed under the id each names in `key`, in the rows' order: every id of `ids` is
 * present, with none when no row names it; a row naming another id is left out. The rows stay
 * as they are (model instances keep their class).
 */
export function rowsBy<K extends string, R extends Record<K, string>>(
  ids: readonly string[],
  rows: readonly R[],
  key: K,
): Map<string, R[]> {
  const byId = new Map<string, R[]>(ids.map((id) => [id, []]));
  for (const row of rows) byId.get(row[key])?.push(row);
  return byId;
}

/** As `rowsBy`, each row without `key`: the id it is listed under says it. */
export function groupedBy<K extends string, R extends Record<K, string>>(
  ids: readonly string[],
  rows: readonly R[],
  key: K,
): Map<string, Array<Omit<R, K>>> {
  const withoutKey = ({ [key]: _id, ...rest }: R): Omit<R, K> => rest;
  return new Map([...rowsBy(ids, rows, key)].map(([id, own]) => [id, own.map(withoutKey)]));
}
