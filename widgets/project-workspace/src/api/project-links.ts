import { routes } from '@portfolio/contracts';
import { useDeleteById, type ProjectScope, projectRead, projectWrite } from './project-routes';

/*
 * A project's links to outside items. A write refreshes what its event refreshes for everyone
 * else (the kit's route mutation); an inbound event about a linked item refreshes the list live.
 */

export const useProjectLinks = projectRead(routes.listProjectLinks);

/** Adds a link; its refusals (a bad URL, the same item twice) are shown on the form's field. */
export const useAddProjectLink = projectWrite(routes.addProjectLink);

export const useRemoveProjectLink = (scope: ProjectScope) =>
  useDeleteById(routes.removeProjectLink, scope, 'Failed to remove the link');
