import { routes, type ProjectUpdateBody } from '@portfolio/contracts';
import { rowBody, useRouteMutation } from '@portfolio/ui';

/**
 * `PUT /api/projects/{id}` with the changed fields only. Its failures are the edit dialog's to
 * show: a move to Active its FRIA holds back is said in the dialog, anything else in a toast.
 */
export const useUpdateProject = (id: string) =>
  useRouteMutation(routes.updateProject, rowBody<ProjectUpdateBody>(id));
