/**
 * The points of the company history that answers name (`Events-Since`: a history row the
 * server had heard before it read the answer). The event client opens a company's first stream
 * from the earliest of them, so a change that commits between a widget's first reads and its
 * stream opening is replayed rather than missed.
 */
const HEADER = 'Events-Since';
/** Answers this old no longer count: they belong to an earlier page state. */
const KEPT_MS = 30_000;

const noted: Array<{ at: number; position: string | undefined }> = [];
const waiters = new Set<() => void>();

/** Orders history ids (decimal strings, possibly beyond 2^53). */
const earlier = (a: string, b: string) => a.length < b.length || (a.length === b.length && a < b);

/** Notes the position an answer names (an answer without one is noted too). */
export function noteEventsSince(res: Response): void {
  const value = res.headers.get(HEADER) ?? '';
  const now = Date.now();
  noted.push({ at: now, position: /^\d{1,18}$/.test(value) ? value : undefined });
  while (noted.length > 0 && noted[0]!.at < now - KEPT_MS) noted.shift();
  for (const wake of [...waiters]) wake();
}

/**
 * The earliest position named by the answers of the last few seconds, once an answer came
 * after `since` (ms since the epoch; at most `timeoutMs` later); undefined when none named one.
 */
export function earliestEventsSince(since: number, timeoutMs: number): Promise<string | undefined> {
  const earliest = () => {
    let found: string | undefined;
    for (const { at, position } of noted) {
      if (at < Date.now() - KEPT_MS || position === undefined) continue;
      if (found === undefined || earlier(position, found)) found = position;
    }
    return found;
  };
  if (noted.some((entry) => entry.at >= since)) return Promise.resolve(earliest());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve(earliest());
    };
    const timer = setTimeout(done, timeoutMs);
    waiters.add(done);
  });
}
