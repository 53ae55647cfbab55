import { useCallback } from 'react';
import { formatCalendarDate } from '@portfolio/contracts';
import { Button, useToast } from '@portfolio/ui';
import type { useChangeDates } from '../api/timeline';
import type { DatesCommit } from './project-bar';

/**
 * What a bar dragged to new dates does: the change, and a toast saying where the project is
 * now with an Undo that puts it back.
 */
export function useMoveWithUndo(change: ReturnType<typeof useChangeDates>['change']) {
  const { toast } = useToast();
  return useCallback<DatesCommit>(
    (project, dates, how) => {
      const before = { startDate: project.startDate, targetDate: project.targetDate };
      change({ projectId: project.id, ...dates });
      const title =
        how === 'target'
          ? `${project.name} now ends ${formatCalendarDate(dates.targetDate)}`
          : `${project.name} moved to ${formatCalendarDate(dates.startDate)} – ${formatCalendarDate(dates.targetDate)}`;
      const handle = toast({
        title,
        action: (
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => {
              change({ projectId: project.id, ...before });
              handle.update({ title: `${project.name} is back where it was`, action: undefined });
            }}
          >
            Undo
          </Button>
        ),
      });
    },
    [change, toast],
  );
}
