import {
  Card,
  CardContent,
  CardHeading,
  ClockIcon,
  HistoryList,
  QueryErrorCard,
  Skeleton,
} from '@portfolio/ui';
import { useProjectHistory } from '../api/get-project-history';

/** The project's History card: every change, newest first, with "Load more". */
export function ProjectHistory({ projectId }: { projectId: string }) {
  const query = useProjectHistory(projectId);
  if (query.isError) {
    return <QueryErrorCard title="The project's history could not be loaded" query={query} />;
  }
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card data-print-hide="">
      <CardHeading
        icon={<ClockIcon size={17} />}
        title="History"
        description="Who changed what, newest first"
      />
      <CardContent>
        {!query.data ? (
          <div role="status" aria-label="Loading the project's history">
            <Skeleton $height="3rem" />
          </div>
        ) : entries.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <HistoryList
            label="Project history"
            entries={entries}
            onLoadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
            loadingMore={query.isFetchingNextPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
