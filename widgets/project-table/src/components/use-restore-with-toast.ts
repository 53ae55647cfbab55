import { useCallback } from 'react';
import type { Project } from '@portfolio/contracts';
import { useToast } from '@portfolio/ui';
import { useRestoreProject } from '../api/restore-project';

/**
 * Restore, as the Archived view and the detail page offer it: the project comes back to the lists
 * and a toast says so, or says why not under Error.
 */
export function useRestoreWithToast() {
  const { toast } = useToast();
  const mutation = useRestoreProject();
  const { mutate } = mutation;
  // One function for the component's life, so the table's memoised rows stay as they are.
  const restore = useCallback(
    (project: Project) =>
      mutate(project.id, {
        onSuccess: () =>
          toast({
            title: 'Project restored',
            description: `${project.name} is back in your portfolio.`,
          }),
      }),
    [mutate, toast],
  );
  /** The project being restored, if any. */
  const restoringId = mutation.isPending ? mutation.variables : null;
  return { restore, restoringId };
}
