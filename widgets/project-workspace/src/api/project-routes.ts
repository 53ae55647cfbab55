import type { RouteDef, RouteInput, RouteOutput, RoutePart } from '@portfolio/contracts';
import { useRouteMutation, useRouteQuery, type RouteQueryArgs } from '@portfolio/ui';

/*
 * The shapes the project page's reads and writes share: a route of one project
 * (`/projects/:id/…`) read by the project's id, a write to it whose body is the mutation's
 * variables, and a delete by the id of what is deleted. A write refreshes what its event
 * refreshes for everyone else (the kit's route mutation).
 */

/** The project a write concerns and its company, which its path and answer may not name. */
export interface ProjectScope {
  projectId: string;
  companyId: string;
}

/** Reads a route of the project (`/projects/:id/…`). */
export const useProjectRead = <R extends RouteDef>(route: R, projectId: string) =>
  useRouteQuery(
    route,
    ...([{ params: { id: projectId } }] as unknown as RouteQueryArgs<R, RouteOutput<R>>),
  );

/**
 * A write's options: the error toast a failure shows, when it has one (else its form shows the
 * refusal), and the project and company it concerns.
 */
const writeOptions = (scope: ProjectScope, errorMessage?: string) => ({
  meta: errorMessage ? { errorMessage } : undefined,
  ...scope,
});

/** Writes the body given to a route of the project (`/projects/:id/…`). */
export const useProjectWrite = <R extends RouteDef>(
  route: R,
  scope: ProjectScope,
  errorMessage?: string,
) =>
  useRouteMutation(
    route,
    (body: RoutePart<R, 'body'>) => ({ params: { id: scope.projectId }, body }) as RouteInput<R>,
    writeOptions(scope, errorMessage),
  );

/** Writes the body given to one thing of the project by its own id (`/…/:id`). */
export const useUpdateById = <R extends RouteDef>(
  route: R,
  scope: ProjectScope,
  errorMessage?: string,
) =>
  useRouteMutation(
    route,
    ({ id, body }: { id: string; body: RoutePart<R, 'body'> }) =>
      ({ params: { id }, body }) as RouteInput<R>,
    writeOptions(scope, errorMessage),
  );

/** Deletes one thing of the project by its own id (`/…/:id`). */
export const useDeleteById = <R extends RouteDef>(
  route: R,
  scope: ProjectScope,
  errorMessage: string,
) =>
  useRouteMutation(
    route,
    (id: string) => ({ params: { id } }) as RouteInput<R>,
    writeOptions(scope, errorMessage),
  );

/**
 * The add, update and delete hooks, in that order, of one kind of thing listed on the project
 * (spend, milestones), each failure toasted by the thing's name ("Failed to add spend").
 */
export const projectItemWrites = <C extends RouteDef, U extends RouteDef, D extends RouteDef>(
  item: string,
  writes: { create: C; update: U; remove: D },
) =>
  [
    (scope: ProjectScope) => useProjectWrite(writes.create, scope, `Failed to add ${item}`),
    (scope: ProjectScope) => useUpdateById(writes.update, scope, `Failed to update ${item}`),
    (scope: ProjectScope) => useDeleteById(writes.remove, scope, `Failed to delete ${item}`),
  ] as const;
