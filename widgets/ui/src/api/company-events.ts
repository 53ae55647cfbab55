import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { buildPath, routes, STREAM_RESET_EVENT, type CompanyEvent } from '@portfolio/contracts';
import { apiFetch, type ApiConfig } from './api-client';
import { isApiError } from './api-error';
import { earliestEventsSince } from './event-position';
import { outdatedPaths } from './outdated-paths';
import { refreshPaths } from './query';

/** Waits before a dropped stream is opened again: doubling from 1 s up to 30 s. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Answers after which trying again cannot help: signed out, no longer a member, no such route. */
const FATAL_STATUSES = new Set([400, 401, 403, 404]);
/** How long a first stream waits for the first answer's `Events-Since`. */
const FIRST_POSITION_WAIT_MS = 3_000;
/** How many event ids a stream remembers to skip an event a replay sends again. */
const SEEN_IDS_KEPT = 2_000;

/** The answer is not an event stream: trying again cannot help. */
class StreamRefused extends Error {}
/** The server ended the stream (it does so every few minutes): open the next one. */
class StreamEnded extends Error {}

const streams = new WeakMap<QueryClient, Map<string, { users: number; stop: () => void }>>();

/**
 * Keeps the client's answers about a company current while anything shows them: the company's
 * event stream is read (one per QueryClient and company, however many widgets share them), and
 * each event refreshes exactly the cached answers it makes out of date (`pathsOutdatedBy` of the
 * contract), gathered over a short window (`queueRefreshForEvent`); a `stream.reset` refreshes
 * every answer. Filters, scroll positions, open dialogs
 * and half-typed forms are component state and stay as they are. Returns the release; the
 * stream closes with its last user.
 *
 * The stream is read with `fetch` (through `apiFetch`, so a bearer token and its renewal are
 * the same as every call's), not `EventSource`, which cannot send `Authorization`:
 * `@microsoft/fetch-event-source` parses it and resumes with `Last-Event-ID` after a drop or
 * while the page was hidden. It is loaded on first use, outside the widgets' first chunk.
 *
 * Nothing is missed between the first reads and the stream: the first stream starts from the
 * earliest `Events-Since` the answers of the last seconds named (as `Last-Event-ID`), so the
 * server replays what committed since. A replay may repeat an event around a resume: an id
 * already seen is skipped.
 */
export function watchCompanyEvents(
  client: QueryClient,
  companyId: string,
  config: ApiConfig = {},
): () => void {
  const companies = kept(streams, client, () => new Map());
  const held = kept(companies, companyId, () => ({
    users: 0,
    stop: readStream(client, companyId, config),
  }));
  held.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held.users === 0) {
      held.stop();
      companies.delete(companyId);
    }
  };
}

/** What `map` keeps under `key`, made by `make` and kept there the first time it is asked for. */
function kept<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => NoInfer<V>,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * How long the events of a burst (an import, a script writing through an API token) gather
 * before the answers they outdate are read again together: an open page reads each answer a
 * few times a second at most, not once per event. Only answers a page shows are read again
 * (`refreshPaths` invalidates: inactive ones are only marked stale).
 */
export const REFRESH_WINDOW_MS = 400;

/** Per client, the paths outdated since its window opened (none open: no entry). */
const gathering = new WeakMap<QueryClient, Set<string>>();

/**
 * Adds what the event outdates to the client's window, opening one if none is. The window's
 * refresh is started, never awaited: a refresh that does not settle holds nothing back, and a
 * later one cancels a read still under way (`refreshPaths`), so the last event's data shows.
 */
export function queueRefreshForEvent(client: QueryClient, event: CompanyEvent): void {
  // Events keep their order: each waits on the one loading of the mapping.
  void outdatedPaths().then(({ pathsOutdatedBy }) => gather(client, pathsOutdatedBy(event)));
}

function gather(client: QueryClient, outdated: readonly string[]): void {
  const open = gathering.get(client);
  if (open) {
    for (const path of outdated) open.add(path);
    return;
  }
  const paths = new Set(outdated);
  gathering.set(client, paths);
  setTimeout(() => {
    gathering.delete(client);
    void refreshPaths(client, [...paths]).catch(() => undefined);
  }, REFRESH_WINDOW_MS);
}

/** Who hears the events of a company, per client: told as each event arrives. */
const listeners = new WeakMap<QueryClient, Map<string, Set<(event: CompanyEvent) => void>>>();

/**
 * Calls `listener` with every event of the company the client's stream reads (while a widget
 * of the company shows, see `watchCompanyEvents`), e.g. to tell a person editing a project that
 * someone else changed it. Returns the release.
 */
export function onCompanyEvent(
  client: QueryClient,
  companyId: string,
  listener: (event: CompanyEvent) => void,
): () => void {
  const companies = kept(listeners, client, () => new Map());
  const heard = kept(companies, companyId, () => new Set());
  heard.add(listener);
  return () => {
    heard.delete(listener);
    if (heard.size === 0) companies.delete(companyId);
  };
}

/** The hook form of {@link onCompanyEvent}, with the widget's QueryClient; none without a company. */
export function useCompanyEvent(
  companyId: string | null,
  listener: (event: CompanyEvent) => void,
): void {
  const client = useQueryClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () => (companyId ? onCompanyEvent(client, companyId, (e) => latest.current(e)) : undefined),
    [client, companyId],
  );
}

function readStream(client: QueryClient, companyId: string, config: ApiConfig): () => void {
  const abort = new AbortController();
  const url = buildPath(routes.streamCompanyEvents.path, { companyId });
  let retryMs = RETRY_MIN_MS;
  const watched = Date.now();
  const seen = new Set<string>();
  const firstSeen = (id: string) => {
    if (!id) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as string);
    return true;
  };
  void Promise.all([
    import('@microsoft/fetch-event-source'),
    earliestEventsSince(watched, FIRST_POSITION_WAIT_MS),
  ]).then(([{ fetchEventSource, EventStreamContentType }, since]) =>
    // Released while the library loaded: never start (it would not see an earlier abort).
    abort.signal.aborted
      ? undefined
      : fetchEventSource(url, {
          signal: abort.signal,
          // The library's own key: it replaces it with the last id it receives.
          headers: since ? { 'last-event-id': since } : {},
          // apiFetch adds the bearer token (or the cookie) and rejects an unsuccessful answer.
          fetch: ((_input: RequestInfo, init?: RequestInit) =>
            apiFetch(url, init, config)) as typeof fetch,
          async onopen(response) {
            if (!response.headers.get('content-type')?.startsWith(EventStreamContentType)) {
              throw new StreamRefused('not an event stream');
            }
            retryMs = RETRY_MIN_MS;
          },
          onmessage(message) {
            if (!firstSeen(message.id)) return;
            if (message.event === STREAM_RESET_EVENT) {
              void client.invalidateQueries({ queryKey: ['/api'] });
            } else if (message.data) {
              const event = JSON.parse(message.data) as CompanyEvent;
              queueRefreshForEvent(client, event);
              listeners
                .get(client)
                ?.get(companyId)
                ?.forEach((listener) => listener(event));
            }
          },
          onclose() {
            throw new StreamEnded('the server ended the stream');
          },
          onerror(error: unknown) {
            if (error instanceof StreamRefused) throw error;
            if (error instanceof StreamEnded) return RETRY_MIN_MS;
            if (isApiError(error) && FATAL_STATUSES.has(error.status)) throw error;
            const wait = retryMs;
            retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
            return wait;
          },
        }).catch(() => undefined),
  );
  return () => abort.abort();
}
