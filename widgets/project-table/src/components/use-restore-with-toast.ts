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
  const restore = (project: Project) =>
    mutation.mutate(project.id, {
      onSuccess: () =>
        toast({
          title: 'Project restored',
          description: `${project.name} is back in your portfolio.`,
        }),
    });
  /** The project being restored, if any. */
  const restoringId = mutation.isPending ? mutation.variables : null;
  return { restore, restoringId };
}
