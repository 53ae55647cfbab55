import {
  PROJECT_PAGE_MAX,
  investmentCents,
  routes,
  summarizePortfolio,
  toCents,
  type Project,
  type ProjectListQuery,
  type ProjectSort,
} from '@portfolio/contracts';
import type { RequestHandler } from 'msw';
import { HttpResponse, mockRoute } from '@portfolio/ui/testing/msw';

const compare = (a: bigint | string | null, b: bigint | string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

const sortValue: Record<string, (p: Project) => bigint | string | null> = {
  createdAt: (p) => p.createdAt,
  name: (p) => p.name.toLowerCase(),
  roi: (p) => toCents(p.roi),
  investment: (p) => investmentCents(p),
  department: (p) => p.department,
  status: (p) => p.status,
};

/** The list endpoint's filters, sort and paging over projects in memory, as the BFF applies them. */
export function listProjects(
  all: Project[],
  query: ProjectListQuery,
): { page: Project[]; total: number } {
  const q = query.q?.toLowerCase();
  const matching = all.filter(
    (p) =>
      Boolean(p.archivedAt) === Boolean(query.archived) &&
      (!q || p.name.toLowerCase().includes(q) || p.problemStatement.toLowerCase().includes(q)) &&
      (!query.department || p.department === query.department) &&
      (!query.status || p.status === query.status),
  );
  const sort: ProjectSort = query.sort ?? '-createdAt';
  const descending = sort.startsWith('-');
  const value = sortValue[sort.replace(/^-/, '')]!;
  const sorted = [...matching].sort((a, b) => {
    const order = compare(value(a), value(b));
    return descending ? -order : order;
  });
  const offset = query.offset ?? 0;
  return {
    page: sorted.slice(offset, offset + (query.limit ?? PROJECT_PAGE_MAX)),
    total: matching.length,
  };
}

function readListQuery(url: string): ProjectListQuery {
  const search = new URL(url).searchParams;
  const text = (key: string) => search.get(key) ?? undefined;
  const int = (key: string) => (search.has(key) ? Number(search.get(key)) : undefined);
  return {
    q: text('q'),
    department: text('department'),
    status: text('status') as ProjectListQuery['status'],
    archived: search.get('archived') === 'true',
    sort: text('sort') as ProjectSort | undefined,
    limit: int('limit'),
    offset: int('offset'),
  };
}

/**
 * The portfolio summary and the project list over the given projects, typed by the contract.
 * `onList` sees each list query (tests use it to check what was asked for).
 */
export function portfolioHandlers(
  projects: Project[],
  { onList }: { onList?: (query: ProjectListQuery) => void } = {},
) {
  return [
    mockRoute(routes.getPortfolioSummary, () => HttpResponse.json(summarizePortfolio(projects))),
    mockRoute(routes.listProjects, ({ request }) => {
      const query = readListQuery(request.url);
      onList?.(query);
      const { page, total } = listProjects(projects, query);
      return HttpResponse.json(page, { headers: { 'X-Total-Count': String(total) } });
    }),
  ];
}

/**
 * For `npm run dev:mock` (collected by the host's mock handlers): nothing of its own. There the
 * project routes, summary included, are answered by project-table's in-memory portfolio, which
 * also creates and edits projects; a second, read-only copy here would shadow it (the first
 * handler wins) and the dashboard would link to projects the detail page does not know.
 * Tests and stories use `portfolioHandlers`.
 */
export const handlers: RequestHandler[] = [];
