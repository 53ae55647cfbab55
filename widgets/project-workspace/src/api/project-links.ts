import { routes } from '@portfolio/contracts';
import {
  useDeleteById,
  useProjectRead,
  useProjectWrite,
  type ProjectScope,
} from './project-routes';

/*
 * A project's links to outside items. A write refreshes what its event refreshes for everyone
 * else (the kit's route mutation); an inbound event about a linked item refreshes the list live.
 */

export const useProjectLinks = (projectId: string) =>
  useProjectRead(routes.listProjectLinks, projectId);

/** Adds a link; its refusals (a bad URL, the same item twice) are shown on the form's field. */
export const useAddProjectLink = (scope: ProjectScope) =>
  useProjectWrite(routes.addProjectLink, scope);

export const useRemoveProjectLink = (scope: ProjectScope) =>
  useDeleteById(routes.removeProjectLink, scope, 'Failed to remove the link');
