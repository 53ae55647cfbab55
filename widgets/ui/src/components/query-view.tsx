import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../widget/error-boundary';
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
  /** The content, from the query's data. */
  children: (data: T) => ReactNode;
}

/** One query's three states: the loading layout, a retryable error card, then the content. */
export function QueryView<T>({ query, pending, errorTitle, children }: QueryViewProps<T>) {
  if (query.isPending) return pending;
  if (query.isError) return <QueryErrorCard title={errorTitle} query={query} />;
  return children(query.data);
}
