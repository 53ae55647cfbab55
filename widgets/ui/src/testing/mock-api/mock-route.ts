import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type RequestHandlerOptions,
} from 'msw';
import {
  ERROR_CODES,
  fromCents,
  notFoundMessage,
  toCents,
  toRouterPath,
  type AuditEntity,
  type ErrorBody,
  type FieldError,
  type RouteDef,
} from '@portfolio/contracts';
import type { Static, TSchema } from '@portfolio/contracts';
import type { RouteOutput } from '@portfolio/contracts';

/** The body a route takes, as the contract types it. */
export type BodyOfRoute<R> = R extends { body: infer S extends TSchema }
  ? Static<S>
  : DefaultBodyType;
type ParamsOfRoute<R> = R extends { params: infer S extends TSchema }
  ? Static<S> & Record<string, string>
  : Record<string, string>;
type AsBody<T> = T extends DefaultBodyType ? T : never;
type ResponseOfRoute<R extends RouteDef> = AsBody<
  (RouteOutput<R> extends void ? undefined : RouteOutput<R>) | ErrorBody
>;

/**
 * An msw handler for a contract route, on any origin, typed by the contract:
 * `mockRoute(routes.listProjects, ({ params }) => HttpResponse.json(projects))`.
 */
export function mockRoute<R extends RouteDef>(
  route: R,
  resolver: HttpResponseResolver<ParamsOfRoute<R>, BodyOfRoute<R>, ResponseOfRoute<R>>,
  options?: RequestHandlerOptions,
) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method]<ParamsOfRoute<R>, BodyOfRoute<R>, ResponseOfRoute<R>>(
    `*${toRouterPath(route.path)}`,
    resolver,
    options,
  );
}

/**
 * Keeps the body of each request to `route` and lets the next handler answer it: put `handler`
 * before a book's handlers to check what a form sent (`expect(bodies).toEqual([...])`).
 */
export function recordBodies<R extends RouteDef>(route: R) {
  const bodies: BodyOfRoute<R>[] = [];
  const handler = mockRoute(route, async ({ request }) => {
    bodies.push(await request.clone().json());
    // No answer: msw passes the request on to the next handler.
    return undefined as never;
  });
  return { bodies, handler };
}

/** Answers a route with fixed data (status 200 unless said; no body for routes without one). */
export function mockRouteJson<R extends RouteDef>(
  route: R,
  data: RouteOutput<R>,
  init: { status?: number } = {},
) {
  return mockRoute(route, () =>
    data === undefined
      ? (new HttpResponse(null, { status: init.status ?? 204 }) as never)
      : (HttpResponse.json(data as never, { status: init.status ?? route.status ?? 200 }) as never),
  );
}

/** Why a book refused a write, as the BFF answers it; none of a book's other answers has a `message`. */
export interface Refusal {
  status: 400 | 403 | 404 | 409;
  message: string;
}

/** Whether a book's answer is a {@link Refusal}. */
export const isRefusal = (value: object): value is Refusal => 'message' in value;

/** A book's answer as msw's: a refusal's error body, or the answer in `status` (200 unless given). */
export const answerOf = <T extends DefaultBodyType>(result: T | Refusal, status = 200) =>
  isRefusal(result as object)
    ? errorAnswer((result as Refusal).status, (result as Refusal).message)
    : HttpResponse.json<T>(result as T, { status });

/**
 * A book's refusal of a write, as the BFF words it: the book throws it, `refusedOr` answers it
 * with the contract's error body.
 */
export class BookRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** What `answer` gives, or the error body of a {@link BookRefusal} it throws (other errors go on). */
export function refusedOr<T>(answer: () => T) {
  try {
    return answer();
  } catch (error) {
    if (!(error instanceof BookRefusal)) throw error;
    return errorAnswer(error.status, error.message);
  }
}

/**
 * The contract's error body as an msw answer, for a resolver that fails on some requests:
 * `if (!project) return errorAnswer(404, notFoundMessage('project'))`; `extra` adds `code` and `details`.
 */
export function errorAnswer(
  status: number,
  message: string,
  extra: Omit<ErrorBody, 'message'> = {},
) {
  return HttpResponse.json<ErrorBody>({ message, ...extra }, { status });
}

/** The answer of a write that has nothing to send back. */
export const noContent = () => new HttpResponse(null, { status: 204 }) as never;

/** A delete's answer: 204 when the item was there, the BFF's `<label> not found` (404) when not. */
const deletedOr404 = (found: boolean, entity: AuditEntity) =>
  found ? noContent() : errorAnswer(404, notFoundMessage(entity));

const idOf = (params: unknown) => (params as { id: string }).id;

/** An item's change by its id (`…/{id}`): the item as changed, `<label> not found` (404) if none. */
export function mockUpdate<R extends RouteDef>(
  route: R,
  entity: AuditEntity,
  update: (id: string, body: BodyOfRoute<R>) => RouteOutput<R> | undefined,
) {
  return mockRoute(route, async ({ request, params }) => {
    const updated = update(idOf(params), await request.json());
    // The contract types `update`; msw cannot follow a generic route's answer type.
    return (
      updated === undefined
        ? errorAnswer(404, notFoundMessage(entity))
        : HttpResponse.json(updated as never)
    ) as never;
  });
}

/** An item's delete by its id (`…/{id}`): 204, or `<label> not found` (404) when it was not there. */
export const mockDelete = <R extends RouteDef>(
  route: R,
  entity: AuditEntity,
  remove: (id: string) => boolean,
) => mockRoute(route, ({ params }) => deletedOr404(remove(idOf(params)), entity) as never);

/**
 * A book's delete: hands `keep` the list without the item of that id (a new array, as the books'
 * other writes make) and says whether the item was there.
 */
export function removeById<T extends { id: string }>(
  list: readonly T[],
  id: string,
  keep: (rest: T[]) => void,
): boolean {
  keep(list.filter((item) => item.id !== id));
  return list.some((item) => item.id === id);
}

/**
 * The routes of one project, found by `find`: `withProject(id, answer)` answers through `answer`
 * when the project is there, with the BFF's `Project not found` (404) when not.
 */
export const byProject =
  <P>(find: (id: string) => P | undefined) =>
  <T>(id: string, answer: (project: P) => T) => {
    const project = find(id);
    return project ? answer(project) : errorAnswer(404, notFoundMessage('project'));
  };

/** A new row of a project, as the BFF inserts it: a fresh id, the project's ids, stamped now. */
export function newProjectRow<F extends object>(
  project: { id: string; companyId: string },
  fields: F,
) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    companyId: project.companyId,
    projectId: project.id,
    ...fields,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A book's change of one item: `change` makes the new item from the current one, `keep` gets the
 * list with it in place (a new array); undefined, and nothing kept, when no item has that id.
 */
export function replaceById<T extends { id: string }>(
  list: readonly T[],
  id: string,
  change: (current: T) => T,
  keep: (next: T[]) => void,
): T | undefined {
  const current = list.find((item) => item.id === id);
  if (!current) return undefined;
  const next = change(current);
  keep(list.map((item) => (item.id === id ? next : item)));
  return next;
}

/**
 * The routes under `/projects/{id}` of a book whose projects `find` finds: `json(route, answer)`
 * answers with what `answer` gives for the project, `jsonFromBody(route, answer)` with what it
 * gives for the project and the request's body; both in the route's status (201 for a create),
 * and with the BFF's `Project not found` (404) when the project is not there. `withProject` is
 * for the rest.
 */
export function projectRoutes<P>(find: (id: string) => P | undefined) {
  const withProject = byProject(find);
  // The contract types `answer`; msw cannot follow a generic route's params and answer types.
  const answerOf = (route: RouteDef, params: unknown, answer: (project: P) => unknown) =>
    withProject(idOf(params), (p) =>
      HttpResponse.json(answer(p) as never, { status: route.status ?? 200 }),
    ) as never;
  return {
    withProject,
    json: <R extends RouteDef>(route: R, answer: (project: P) => RouteOutput<R>) =>
      mockRoute(route, ({ params }) => answerOf(route, params, answer)),
    jsonFromBody: <R extends RouteDef>(
      route: R,
      answer: (project: P, body: BodyOfRoute<R>) => RouteOutput<R>,
    ) =>
      mockRoute(route, async ({ request, params }) => {
        const body = await request.json();
        return answerOf(route, params, (p) => answer(p, body));
      }),
  };
}

/**
 * The BFF's 400 for fields of a request: a detail per field, their messages joined as its
 * message (`invalidAnswer([{ field: 'url', message: 'Enter a web address' }])`).
 */
export const invalidAnswer = (details: FieldError[]) =>
  errorAnswer(400, details.map((d) => d.message).join('; '), {
    code: ERROR_CODES.validation,
    details,
  });

/** A list's `limit` and `offset` (its offset paging), read from its query as the BFF reads them. */
export function offsetPagingOf(search: URLSearchParams) {
  const integer = (key: string) => {
    const value = search.get(key);
    return value === null ? undefined : Number.parseInt(value, 10);
  };
  return { limit: integer('limit'), offset: integer('offset') };
}

/** Answers a route with the contract's error body: `mockRouteError(routes.listProjects, 500, 'Database down')`. */
export function mockRouteError<R extends RouteDef>(
  route: R,
  status: number,
  message = 'Something went wrong',
) {
  return mockRoute(route, () => errorAnswer(status, message) as never);
}

/** Never answers: the loading state, for stories. */
export function mockRouteLoading<R extends RouteDef>(route: R) {
  return mockRoute(route, async () => {
    await delay('infinite');
    return new HttpResponse(null) as never;
  });
}

/** An amount as the BFF stores it (numeric(15,2)): "12.5" → "12.50". */
export const storedAmount = (amount: string) => fromCents(toCents(amount) ?? 0n);

/**
 * A project's amounts by month (`YYYY-MM` → amount) after a month-by-month change, as the BFF
 * keeps them: a month with an amount set, one with `amount: null` removed.
 */
export function withMonthAmounts(
  before: ReadonlyMap<string, string> | undefined,
  months: ReadonlyArray<{ month: string; amount: string | null }>,
): Map<string, string> {
  const after = new Map(before);
  for (const { month, amount } of months) {
    if (amount === null) after.delete(month);
    else after.set(month, storedAmount(amount));
  }
  return after;
}

export { http, HttpResponse, delay };
