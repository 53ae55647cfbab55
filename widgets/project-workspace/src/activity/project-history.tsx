import { useId, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeading,
  ClockIcon,
  QueryErrorCard,
  Skeleton,
} from '@portfolio/ui';
import { HistoryList } from '@portfolio/ui/history';
import { useProjectHistory } from '../api/get-project-history';

export interface ProjectHistoryProps {
  projectId: string;
  /** Shown from the start; otherwise it opens (and loads) when asked. */
  defaultOpen?: boolean;
}

/**
 * The project's History: every change, newest first, with "Load more". Closed at first, so the
 * page shows the project itself and the history is read only by those who ask for it.
 */
export function ProjectHistory({ projectId, defaultOpen = false }: ProjectHistoryProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Card data-print-hide="" aria-label="History">
      <CardHeading
        icon={<ClockIcon size={17} />}
        title="History"
        description="Who changed what, newest first"
        actions={
          <Button
            $variant="outline"
            $size="sm"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide history' : 'Show history'}
          </Button>
        }
      />
      {open ? (
        <CardContent id={contentId}>
          <Entries projectId={projectId} />
        </CardContent>
      ) : null}
    </Card>
  );
}

function Entries({ projectId }: { projectId: string }) {
  const query = useProjectHistory(projectId);
  if (query.isError) {
    return <QueryErrorCard title="The project's history could not be loaded" query={query} />;
  }
  if (!query.data) {
    return (
      <div role="status" aria-label="Loading the project's history">
        <Skeleton $height="3rem" />
      </div>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p>No changes recorded yet.</p>;
  return (
    <HistoryList
      label="Project history"
      entries={entries}
      onLoadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
      loadingMore={query.isFetchingNextPage}
    />
  );
}
