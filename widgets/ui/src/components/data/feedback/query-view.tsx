import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../../../widget/error-boundary';
import { ErrorCard } from './error-card';

export interface QueryErrorCardProps {
  title: string;
  /** The failed query: its error is the message, Retry fetches it again. */
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
}

/** The error card of a query that failed, with a Retry that is disabled while it refetches. */
export function QueryErrorCard({ title, query }: QueryErrorCardProps) {
  return (
    <ErrorCard
      title={title}
      message={describeError(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown until the first answer, in the layout of the content. */
  pending: ReactNode;
  /** The error card's title when the query fails. */
  errorTitle: string;
  /** Shown instead of the content when the answer holds nothing (see `isEmpty`). */
  empty?: ReactNode;
  /** Whether the answer holds nothing: an empty list unless given. */
  isEmpty?: (data: T) => boolean;
  /** The content, from the query's data. */
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One query's states: the loading layout, a retryable error card, the empty state when the
 * answer holds nothing (with `empty`), then the content.
 */
export function QueryView<T>({
  query,
  pending,
  errorTitle,
  empty,
  isEmpty = emptyList,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return pending;
  if (query.isError) return <QueryErrorCard title={errorTitle} query={query} />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
