import { AUDIT_ENTITIES, PERSONAL_CHANGES, outdatedRoutes, type ChangeKind } from '../entities';
import { eventEntity } from './event-names';
import type { CompanyEvent } from './events';
import { routes } from '../all-routes';
import type { RouteDef, RouteName } from '../routes';

export type { ChangeKind } from '../entities';

/**
 * Which answers a change of each kind makes out of date (a view of the registry: `outdates` of
 * `ENTITIES` and `PERSONAL_CHANGES`). The company's activity log reads every change.
 */
export const EVENT_ROUTES = Object.fromEntries(
  [...AUDIT_ENTITIES, ...(Object.keys(PERSONAL_CHANGES) as ChangeKind[])].map((kind) => [
    kind,
    outdatedRoutes(kind),
  ]),
) as Record<ChangeKind, readonly RouteName[]>;

/** A write route of the endpoint table (not a GET, not a query sent as a POST). */
export const isWriteRoute = (def: RouteDef): boolean => def.method !== 'GET' && !def.reads;

/**
 * What each write route of the contract changes (a view of the `changes` each route declares),
 * so that a client refreshes after its own write exactly what the events of that write refresh
 * for everyone else. A write route that declares nothing changes nothing a client keeps
 * (sign-in, a password, feedback).
 */
export const ROUTE_CHANGES = Object.fromEntries(
  Object.entries(routes as Record<RouteName, RouteDef>).flatMap(([name, def]) =>
    def.changes && def.changes.length > 0 ? [[name, def.changes]] : [],
  ),
) as Partial<Record<RouteName, readonly ChangeKind[]>>;

/** A change, as far as what it makes out of date goes: its kind, company and project. */
export interface Change {
  kind: ChangeKind;
  companyId: string | null;
  /** The project it concerns; for a project's own change, the project. */
  projectId: string | null;
}

/**
 * A route is known by its method and path, not by its object: the kit and each widget may bundle
 * their own copy of the endpoint table.
 */
const routeId = (def: Pick<RouteDef, 'method' | 'path'>) => `${def.method} ${def.path}`;
const ROUTE_NAMES = new Map<string, RouteName>(
  Object.entries(routes).map(([name, def]) => [routeId(def), name as RouteName]),
);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The changes a call of a write route made, one per entity it declares (none: it changes nothing
 * a client keeps). Their company and project are read from the path, then from the answer (a
 * new company's or project's own id when it is the first thing the route declares), then from
 * what the caller knows (the widget's active company, the project a dialog is about).
 */
export function changesMadeBy(
  route: RouteDef,
  call: {
    params?: object;
    answer?: unknown;
    companyId?: string | null;
    projectId?: string | null;
  },
): Change[] {
  const name = ROUTE_NAMES.get(routeId(route));
  const kinds = (name && ROUTE_CHANGES[name]) || [];
  if (kinds.length === 0) return [];
  const first = kinds[0];
  const params = (call.params ?? {}) as Record<string, unknown>;
  const answer = (
    typeof call.answer === 'object' && call.answer !== null ? call.answer : {}
  ) as Record<string, unknown>;
  const underProject = route.path.startsWith('/api/projects/{id}');
  const companyId =
    text(params.companyId) ??
    (first === 'company' ? text(answer.id) : text(answer.companyId)) ??
    call.companyId ??
    null;
  const projectId =
    (underProject ? text(params.id) : undefined) ??
    (first === 'project' ? text(answer.id) : text(answer.projectId)) ??
    call.projectId ??
    null;
  return kinds.map((kind) => ({ kind, companyId, projectId }));
}

/**
 * The first change a call of a write route made, or null.
 * @deprecated A route may change several entities: use {@link changesMadeBy}.
 */
export const changeMadeBy = (...args: Parameters<typeof changesMadeBy>): Change | null =>
  changesMadeBy(...args)[0] ?? null;

/**
 * The paths a change makes out of date, cut before the first parameter the change does not
 * name: `/api/projects/{id}` with its project, `/api/companies/{companyId}/llm-models` with its
 * company; a model's change reaches `/api/projects` (every project's list of models). A client
 * refreshes every cached answer under each path.
 */
export function pathsOutdatedByChange(change: Change): string[] {
  const values: Record<string, string | null> = {
    companyId: change.companyId,
    id: change.projectId,
  };
  const paths = new Set<string>();
  for (const name of EVENT_ROUTES[change.kind]) {
    const def: RouteDef = routes[name];
    const kept: string[] = [];
    for (const part of def.path.split('/')) {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      // `{id}` is the project's only under /api/projects; another row's id (an obligation's,
      // for its evidence) is not known to a change, so the path is cut there.
      const value =
        param === 'id' && !def.path.startsWith('/api/projects/{id}') ? null : values[param ?? ''];
      if (param === undefined) kept.push(part);
      else if (value) kept.push(encodeURIComponent(value));
      else break;
    }
    paths.add(kept.join('/'));
  }
  return [...paths];
}

/** The paths any of `changes` makes out of date, each once. */
export const pathsOutdatedByChanges = (changes: readonly Change[]): string[] => [
  ...new Set(changes.flatMap(pathsOutdatedByChange)),
];

/** The paths an event of the company event stream makes out of date. */
export function pathsOutdatedBy(event: Pick<CompanyEvent, 'type' | 'companyId' | 'projectId'>) {
  const kind = eventEntity(event.type);
  if (!kind) return [];
  return pathsOutdatedByChange({ kind, companyId: event.companyId, projectId: event.projectId });
}
