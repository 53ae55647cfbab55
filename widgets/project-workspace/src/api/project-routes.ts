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

/** The hook reading `route` of a project by its id (`useProjectValue = projectRead(…)`). */
export const projectRead = <R extends RouteDef>(route: R) =>
  function useRead(projectId: string) {
    return useProjectRead(route, projectId);
  };

/** The variables of each kind of write: a body for the project, or what names one thing of it. */
interface WriteVariables<R extends RouteDef> {
  project: RoutePart<R, 'body'>;
  byId: { id: string; body: RoutePart<R, 'body'> };
  deleteById: string;
}

/** The route's input of each kind of write, from the project and the mutation's variables. */
const writeInputs = {
  project: (scope: ProjectScope, body: unknown) => ({ params: { id: scope.projectId }, body }),
  byId: (_: ProjectScope, { id, body }: { id: string; body: unknown }) => ({
    params: { id },
    body,
  }),
  deleteById: (_: ProjectScope, id: string) => ({ params: { id } }),
};

/**
 * The hook of one kind of write, with the error toast a failure shows when it has one (else its
 * form shows the refusal), and the project and company it concerns.
 */
const scopedWrite = <K extends keyof typeof writeInputs>(kind: K) =>
  function useScopedWrite<R extends RouteDef>(
    route: R,
    scope: ProjectScope,
    errorMessage?: string,
  ) {
    const input = writeInputs[kind] as (
      scope: ProjectScope,
      variables: WriteVariables<R>[K],
    ) => object;
    return useRouteMutation(
      route,
      (variables: WriteVariables<R>[K]) => input(scope, variables) as RouteInput<R>,
      { meta: errorMessage ? { errorMessage } : undefined, ...scope },
    );
  };

/** Writes the body given to a route of the project (`/projects/:id/…`). */
export const useProjectWrite = scopedWrite('project');

/** Writes the body given to one thing of the project by its own id (`/…/:id`). */
export const useUpdateById = scopedWrite('byId');

/** Deletes one thing of the project by its own id (`/…/:id`). */
export const useDeleteById = scopedWrite('deleteById');

/** The hook writing the body given to `route` of a project, its refusal shown by its form. */
export const projectWrite = <R extends RouteDef>(route: R) =>
  function useWrite(scope: ProjectScope) {
    return useProjectWrite(route, scope);
  };

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
