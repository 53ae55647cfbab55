import {
  PROJECT_SORTS,
  PROJECT_STATUSES,
  routes,
  type ErrorBody,
  type Project,
  type ProjectListQuery,
} from '@portfolio/contracts';
import { HttpResponse, mockRoute } from '@portfolio/ui/testing/msw';
import { createProjectStore, type ProjectStore } from './projects';

/** The project, or the BFF's 404 for a missing one. */
const projectOr404 = (project: Project | undefined) =>
  project
    ? HttpResponse.json<Project | ErrorBody>(project)
    : HttpResponse.json<Project | ErrorBody>({ message: 'Project not found' }, { status: 404 });

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const integer = (value: string | null) => (value === null ? undefined : Number.parseInt(value, 10));

/** The list query of a request URL, read as the BFF's validator reads it. */
export function listQueryOf(url: string): ProjectListQuery {
  const search = new URL(url).searchParams;
  return {
    q: search.get('q') ?? undefined,
    department: search.get('department') ?? undefined,
    status: oneOf(PROJECT_STATUSES, search.get('status')),
    archived: search.get('archived') === 'true' ? true : undefined,
    sort: oneOf(PROJECT_SORTS, search.get('sort')),
    limit: integer(search.get('limit')),
    offset: integer(search.get('offset')),
  };
}

/**
 * The project routes answered from an in-memory portfolio, typed by the contract: the list with
 * its filters, paging and `X-Total-Count`, the CSV export, the summary, create, read, update,
 * archive and restore. Tests and stories pass their own store.
 */
export function projectHandlers(
  source: ProjectStore | (() => ProjectStore) = createProjectStore(),
) {
  // A function is called on the first request, so a large portfolio is only built when used.
  let resolved: ProjectStore | undefined = typeof source === 'function' ? undefined : source;
  const store = () => (resolved ??= (source as () => ProjectStore)());
  return [
    mockRoute(routes.listProjects, ({ request, params }) => {
      const { rows, total } = store().list(params.companyId, listQueryOf(request.url));
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
    }),
    mockRoute(routes.exportProjects, ({ request, params }) => {
      const { rows } = store().list(params.companyId, {
        ...listQueryOf(request.url),
        limit: Number.MAX_SAFE_INTEGER,
      });
      const csv = [
        'ID,Name,Department',
        ...rows.map((p) => `${p.id},"${p.name}",${p.department}`),
      ].join('\r\n');
      return new HttpResponse(`${csv}\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="projects.csv"',
        },
      }) as never;
    }),
    mockRoute(routes.getPortfolioSummary, ({ params }) =>
      HttpResponse.json(store().summary(params.companyId)),
    ),
    mockRoute(routes.createProject, async ({ request, params }) =>
      HttpResponse.json(store().create(params.companyId, await request.json()), { status: 201 }),
    ),
    mockRoute(routes.getProject, ({ params }) => projectOr404(store().get(params.id))),
    mockRoute(routes.updateProject, async ({ request, params }) =>
      projectOr404(store().update(params.id, await request.json())),
    ),
    mockRoute(routes.archiveProject, ({ params }) => {
      const current = store().get(params.id);
      return projectOr404(
        current &&
          store().update(params.id, { archivedAt: current.archivedAt ?? new Date().toISOString() }),
      );
    }),
    mockRoute(routes.restoreProject, ({ params }) =>
      projectOr404(store().update(params.id, { archivedAt: null })),
    ),
  ];
}

/** What `npm run dev:mock` serves for this widget: the demo portfolio. */
export const handlers = projectHandlers();
