import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  PROJECT_PAGE_MAX,
  type AiActClassFilter,
  routes,
  type Project,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectStatus,
} from '@portfolio/contracts';
import { apiFetch, readJson, routeKey, routeUrl, useApi, type ApiConfig } from '@portfolio/ui';

/**
 * Projects of the first page: a screen and more, so each new search (one per pause in typing)
 * asks, carries and reads a fifth of a full page; the pages after it are full ones.
 */
export const FIRST_PAGE_SIZE = 100;

/** The BFF's order when none is asked for: newest first. */
export const DEFAULT_PROJECT_SORT: ProjectSort = '-createdAt';

/** What the table filters and sorts by; the BFF does the work (`GET …/projects`). */
export interface ProjectListFilters {
  q?: string;
  department?: string;
  status?: ProjectStatus;
  /** An EU AI Act class, or `unassessed`. */
  aiActClass?: AiActClassFilter;
  /** True: the archived projects instead of the live ones. */
  archived?: boolean;
  sort?: ProjectSort;
}

/** One page of the list and the number of projects matching the filters (`X-Total-Count`). */
export interface ProjectPage {
  projects: Project[];
  total: number;
  offset: number;
}

/** The filters as the list query: blanks and defaults left out, so equal filters share a key. */
export function listQueryOf(
  filters: ProjectListFilters,
): Omit<ProjectListQuery, 'limit' | 'offset'> {
  const q = filters.q?.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.department ? { department: filters.department } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.aiActClass ? { aiActClass: filters.aiActClass } : {}),
    ...(filters.archived ? { archived: true } : {}),
    ...(filters.sort && filters.sort !== DEFAULT_PROJECT_SORT ? { sort: filters.sort } : {}),
  };
}

export async function fetchProjectPage(
  companyId: string,
  filters: ProjectListFilters,
  offset: number,
  config: ApiConfig = {},
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const limit = offset === 0 ? FIRST_PAGE_SIZE : PROJECT_PAGE_MAX;
  const query: ProjectListQuery = { ...listQueryOf(filters), limit, offset };
  const res = await apiFetch(
    routeUrl(routes.listProjects, { params: { companyId }, query }),
    { signal },
    config,
  );
  const projects = await readJson<Project[]>(res);
  const header = res.headers.get('X-Total-Count');
  const total = header === null ? offset + projects.length : Number(header);
  return { projects, total, offset };
}

/** Prefix of every project list of a company: invalidating it refreshes them all. */
export const projectListsKey = (companyId: string) =>
  routeKey(routes.listProjects, { params: { companyId } });

/**
 * The pages of one filtered list. Its key is the URL of the first page (`…/projects?…&limit=100`),
 * under {@link projectListsKey}.
 */
export const projectListQuery = (
  companyId: string,
  filters: ProjectListFilters,
  config: ApiConfig = {},
) =>
  infiniteQueryOptions({
    queryKey: routeKey(routes.listProjects, {
      params: { companyId },
      query: { ...listQueryOf(filters), limit: FIRST_PAGE_SIZE },
    }),
    queryFn: ({ pageParam, signal }) =>
      fetchProjectPage(companyId, filters, pageParam, config, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ProjectPage) => {
      const next = last.offset + last.projects.length;
      return last.projects.length > 0 && next < last.total ? next : undefined;
    },
  });

/**
 * The filtered projects, a page at a time (`fetchNextPage` loads the next one). While new
 * filters load, the previous results stay on screen.
 */
export function useProjectList(companyId: string | null, filters: ProjectListFilters) {
  const api = useApi();
  return useInfiniteQuery({
    ...projectListQuery(companyId ?? '', filters, api.config),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
