import { useId, useState } from 'react';
import { Button, Card, CardContent, CardHeading, ClockIcon } from '@portfolio/ui';
import { PagedHistory } from '@portfolio/ui/history';
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
  return <PagedHistory query={query} of="project" label="Project history" />;
}
