import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { HistoryPage } from '@portfolio/contracts';
import { QueryErrorCard, Skeleton } from '@portfolio/ui';
import { HistoryList } from './history-list';

export interface PagedHistoryProps {
  /** The history read a page at a time (`useRouteInfiniteQuery` of a history route). */
  query: UseInfiniteQueryResult<InfiniteData<HistoryPage, unknown>>;
  /** What it is the history of, as a sentence names it: "project", "proposal". */
  of: string;
  /** The list's accessible name, e.g. "Project history". */
  label: string;
}

/**
 * One thing's history in its card: loading, its error with Retry, "No changes recorded yet.",
 * or the entries with "Load more" while older pages remain.
 */
export function PagedHistory({ query, of, label }: PagedHistoryProps) {
  if (query.isError) {
    return <QueryErrorCard title={`The ${of}'s history could not be loaded`} query={query} />;
  }
  if (!query.data) {
    return (
      <div role="status" aria-label={`Loading the ${of}'s history`}>
        <Skeleton $height="3rem" />
      </div>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p>No changes recorded yet.</p>;
  return (
    <HistoryList
      label={label}
      entries={entries}
      onLoadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      loadingMore={query.isFetchingNextPage}
    />
  );
}
