import styled from 'styled-components';
import { Button } from '@portfolio/ui';

/** What `LoadMore` reads of an infinite query (`useRouteInfiniteQuery`). */
export interface LoadMoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: LoadMoreQuery;
  /** The button's text: "Load more", "Show older". */
  label: string;
  /** Its text while the next page loads. */
  loadingLabel?: string;
}

/**
 * The button under a paged list that reads its next page: shown while there is one, disabled
 * while it loads.
 */
export function LoadMore({ query, label, loadingLabel = 'Loading…' }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <More>
      <Button
        $variant="outline"
        $size="sm"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? loadingLabel : label}
      </Button>
    </More>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 0.5rem 0 0.75rem;
`;
