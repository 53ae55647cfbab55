import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView, Skeleton, type QueryViewProps } from '@portfolio/ui';
import { ListEmpty, ListRows } from './list-parts';

export interface LoadingRowsProps {
  /** Its accessible name ("Loading the project's links"). */
  label: string;
  heights: string[];
  /** The space between the skeletons, as between what comes (0.5rem unless given). */
  gap?: string;
  /** Also marked busy (`aria-busy`). */
  busy?: boolean;
}

/** A list's loading state: skeletons as tall as what comes, a status for a screen reader. */
export function LoadingRows({ label, heights, gap, busy }: LoadingRowsProps) {
  return (
    <ListRows role="status" aria-busy={busy} aria-label={label} style={gap ? { gap } : undefined}>
      {heights.map((height, i) => (
        <Skeleton key={i} $height={height} />
      ))}
    </ListRows>
  );
}

export interface QueryRowsProps<T> extends Omit<QueryViewProps<T>, 'pending'> {
  /** The loading rows shown until the first answer. */
  loading: LoadingRowsProps;
}

/** One query's states as `QueryView` shows them, loading rows until the first answer. */
export function QueryRows<T>({ loading, ...view }: QueryRowsProps<T>) {
  return <QueryView pending={<LoadingRows {...loading} />} {...view} />;
}

export interface QueryListProps<T> {
  /** The query of the items. */
  query: UseQueryResult<T[]>;
  /** The list's accessible name ("Links of the project"). */
  label: string;
  /** The loading state's accessible name ("Loading the project's links"). */
  loadingLabel: string;
  /** The height of a loading row, as tall as an item. */
  rowHeight: string;
  /** The error card's title when the query fails. */
  errorTitle: string;
  /** What the list says while it holds nothing. */
  empty: ReactNode;
  /** An item of the list (an `li`, with its key). */
  children: (item: T) => ReactNode;
}

/**
 * The items of one query as a list: two loading rows first, a retryable error card, a framed
 * note while there is none, then one row per item.
 */
export function QueryList<T>({
  query,
  label,
  loadingLabel,
  rowHeight,
  errorTitle,
  empty,
  children,
}: QueryListProps<T>) {
  return (
    <QueryView
      query={query}
      pending={<LoadingRows label={loadingLabel} heights={[rowHeight, rowHeight]} />}
      errorTitle={errorTitle}
      empty={<ListEmpty>{empty}</ListEmpty>}
    >
      {(items) => (
        <ListRows as="ul" aria-label={label}>
          {items.map(children)}
        </ListRows>
      )}
    </QueryView>
  );
}
