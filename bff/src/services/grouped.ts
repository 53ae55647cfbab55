/**
 * `rows` listed under the id each names in `key` (without it), in the rows' order: every id of
 * `ids` is present, with none when no row names it; a row naming another id is left out.
 */
export function groupedBy<K extends string, R extends Record<K, string>>(
  ids: readonly string[],
  rows: readonly R[],
  key: K,
): Map<string, Array<Omit<R, K>>> {
  const byId = new Map<string, Array<Omit<R, K>>>(ids.map((id) => [id, []]));
  for (const { [key]: id, ...rest } of rows) byId.get(id)?.push(rest);
  return byId;
}
