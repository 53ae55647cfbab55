/**
 * One computation per key at a time in this process (single flight): a caller asking for a key
 * whose computation is under way waits for that one instead of starting its own. Keys name the
 * company, its data version and the question, so right after a write every open dashboard that
 * hears the change shares one computation of the new version; the version caches then keep the
 * answer for the requests that come later.
 *
 * Written here rather than taken from a library: the one that does this (lru-cache's `fetch`)
 * would also keep the answers, which the version caches already do, each sized its own way;
 * this only holds a promise while it runs.
 */

const running = new Map<string, Promise<unknown>>();
const counts = new Map<string, number>();

/**
 * `compute` once for `kind` and `key` while it runs; concurrent callers get the same promise
 * (and the same failure: a failed computation is not kept, the next caller tries again).
 */
export function singleFlight<T>(kind: string, key: string, compute: () => Promise<T>): Promise<T> {
  const id = `${kind}\u0000${key}`;
  const current = running.get(id);
  if (current) return current as Promise<T>;
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const promise = compute().finally(() => running.delete(id));
  running.set(id, promise);
  return promise;
}

/** How many computations of `kind` this process started (what single flight saves is counted). */
export const computationsOf = (kind: string): number => counts.get(kind) ?? 0;
