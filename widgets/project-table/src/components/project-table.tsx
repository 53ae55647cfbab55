import { memo, useCallback, useMemo, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { Project } from '@portfolio/contracts';
import {
  ArchiveIcon,
  Button,
  Card,
  EmptyState,
  QueryErrorCard,
  FolderIcon,
  NoCompanyAccess,
  PageHeader,
  PlusIcon,
  SearchIcon,
  Skeleton,
  useApi,
  type EmptyStateProps,
  type WidgetProps,
} from '@portfolio/ui';
import { ExportCsvButton } from '@portfolio/ui/toolbar';
import { useExportProjectsUrl } from '../api/export-projects';
import { projectListQuery, useProjectList } from '../api/list-projects';
import { usePortfolioSummary } from '../api/portfolio-summary';
import {
  archivedAtom,
  clearFiltersAtom,
  createFiltersStore,
  departmentAtom,
  initialFiltersFromSearch,
  isFiltered,
  listFiltersAtom,
  sortAtom,
  sortByAtom,
  type InitialFilters,
} from '../state/project-filters';
import { ProjectFilters } from './project-filters';
import { ProjectListTable } from './project-list-table';
import { RiskSummariesContext } from './risk-summaries';
import { useOpenRiskSummaries } from '../api/list-risks';
import { useFiltersInAddress } from './use-filters-in-address';
import { useRestoreWithToast } from './use-restore-with-toast';

export interface ProjectTableProps extends WidgetProps {
  /**
   * The view to start with when there is no `location` (a story, another site's page). With a
   * `location`, the view is its query string (`?q=`, `?department=`, `?status=`,
   * `?archived=true`, `?sort=`), which other pages link to, and follows it.
   */
  initialFilters?: InitialFilters;
}

const count = (n: number) => n.toLocaleString('en-US');

/** `/projects`: All Projects, searchable, filterable, sortable, fast at any size. */
export function ProjectTable({
  initialFilters,
  location,
  companyId,
  user,
  navigate,
}: ProjectTableProps) {
  const [store] = useState(() =>
    createFiltersStore(
      location ? initialFiltersFromSearch(location.search) : (initialFilters ?? {}),
    ),
  );
  useFiltersInAddress(store, location);
  return (
    <JotaiProvider store={store}>
      <AllProjects companyId={companyId} user={user} navigate={navigate} />
    </JotaiProvider>
  );
}

/** Memoised: an address change (the view written to it) does not redraw the table. */
const AllProjects = memo(function AllProjects({ companyId, navigate }: WidgetProps) {
  const filters = useAtomValue(listFiltersAtom);
  const archivedView = useAtomValue(archivedAtom);
  const department = useAtomValue(departmentAtom);
  const sort = useAtomValue(sortAtom);
  const sortBy = useSetAtom(sortByAtom);
  const clearFilters = useSetAtom(clearFiltersAtom);
  const list = useProjectList(companyId, filters);
  const queryClient = useQueryClient();
  const api = useApi();
  // A due search's first page is asked for at once, while the table renders the new search.
  const prefetchSearch = useCallback(
    (q: string) => {
      if (companyId) {
        void queryClient.prefetchInfiniteQuery(
          projectListQuery(companyId, { ...filters, q }, api.config),
        );
      }
    },
    [companyId, filters, queryClient, api.config],
  );
  const summary = usePortfolioSummary(companyId);
  // The rows' risk badges: a table without them still works when they cannot be read.
  const riskSummaries = useOpenRiskSummaries(companyId);
  const exportUrl = useExportProjectsUrl(companyId, filters);
  const { restore, restoringId } = useRestoreWithToast();
  const open = useCallback((project: Project) => navigate(`/projects/${project.id}`), [navigate]);
  const { fetchNextPage } = list;
  const nextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  // Offset pages can overlap when projects are added meanwhile: each project is shown once.
  const projects = useMemo(() => {
    const seen = new Set<string>();
    const rows: Project[] = [];
    for (const page of list.data?.pages ?? []) {
      for (const project of page.projects) {
        if (!seen.has(project.id)) {
          seen.add(project.id);
          rows.push(project);
        }
      }
    }
    return rows;
  }, [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  // The departments present in the whole portfolio (the summary covers every live project, not
  // only the loaded page), plus any the loaded rows or the current filter name.
  const departments = useMemo(() => {
    const names = new Set(summary.data?.byDepartment.map((d) => d.department) ?? []);
    for (const project of projects) names.add(project.department);
    if (department) names.add(department);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [summary.data, projects, department]);

  if (!companyId) {
    return <NoCompanyAccess action="view projects" onGoToDashboard={() => navigate('/')} />;
  }

  const filtered = isFiltered(filters);
  const archived = Boolean(filters.archived);
  const stale =
    list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isLoading);

  let body;
  if (list.isPending) {
    body = <LoadingRows />;
  } else if (list.isError) {
    body = (
      <ErrorSlot>
        <QueryErrorCard title="Projects could not be loaded" query={list} />
      </ErrorSlot>
    );
  } else if (projects.length === 0) {
    body = (
      <NoProjects
        filtered={filtered}
        archived={archived}
        onClearFilters={() => clearFilters()}
        navigate={navigate}
      />
    );
  } else {
    body = (
      <RiskSummariesContext.Provider value={riskSummaries.data}>
        <ProjectListTable
          projects={projects}
          total={total}
          sort={sort}
          onSort={sortBy}
          onOpen={open}
          archived={archived}
          onRestore={restore}
          restoringId={restoringId}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={nextPage}
          stale={stale}
        />
        <Footer>
          <span aria-live="polite">
            Showing 1 to {count(projects.length)} of {count(total)} results
          </span>
          {list.hasNextPage ? <More>Scroll to load more</More> : null}
        </Footer>
      </RiskSummariesContext.Provider>
    );
  }

  return (
    <div>
      <AllProjectsHeader exportUrl={exportUrl} navigate={navigate} />
      <Card>
        <ToolbarSlot>
          <ProjectFilters departments={departments} updating={stale} onSearch={prefetchSearch} />
        </ToolbarSlot>
        {archivedView ? (
          <ArchivedNote>
            <ArchiveIcon size={14} />
            Archived projects are left out of the lists and metrics. Restore one to bring it back.
          </ArchivedNote>
        ) : null}
        {body}
      </Card>
    </div>
  );
});

function AllProjectsHeader({
  exportUrl,
  navigate,
}: {
  exportUrl: string | undefined;
  navigate: WidgetProps['navigate'];
}) {
  return (
    <PageHeader
      title="All Projects"
      description="Complete inventory of AI initiatives"
      actions={
        <>
          <ExportCsvButton href={exportUrl} />
          <Button onClick={() => navigate('/projects/new')}>
            <PlusIcon size={16} />
            New Project
          </Button>
        </>
      }
    />
  );
}

/** The empty list: nothing matches the filters, nothing archived, or no project at all. */
function NoProjects({
  filtered,
  archived,
  onClearFilters,
  navigate,
}: {
  filtered: boolean;
  archived: boolean;
  onClearFilters: () => void;
  navigate: WidgetProps['navigate'];
}) {
  const empty: EmptyStateProps = filtered
    ? {
        icon: <SearchIcon size={22} />,
        title: 'No projects match your filters',
        description: 'Try another search, department or status.',
        action: (
          <Button $variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        ),
      }
    : archived
      ? {
          icon: <ArchiveIcon size={22} />,
          title: 'No archived projects',
          description:
            'Projects you archive are kept here, out of the lists and metrics, and can be restored at any time.',
        }
      : {
          icon: <FolderIcon size={22} />,
          title: 'No projects found',
          description: 'Start tracking your AI initiatives: their value, costs and compliance.',
          action: (
            <Button onClick={() => navigate('/projects/new')}>
              <PlusIcon size={16} />
              Create your first project
            </Button>
          ),
        };
  return <EmptyState {...empty} />;
}

function LoadingRows() {
  return (
    <Loading role="status" aria-busy="true" aria-label="Loading projects">
      {Array.from({ length: 6 }, (_, i) => (
        <LoadingRow key={i}>
          <div>
            <Skeleton $width="60%" $height="0.875rem" />
            <Skeleton $width="85%" $height="0.75rem" style={{ marginTop: '0.5rem' }} />
          </div>
          <Skeleton $height="0.875rem" />
          <Skeleton $height="0.875rem" />
          <Skeleton $width="5rem" $height="1.25rem" $radius="999px" />
          <Skeleton $height="0.875rem" />
        </LoadingRow>
      ))}
    </Loading>
  );
}

const ToolbarSlot = styled.div`
  padding: 1rem 1.5rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const ArchivedNote = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.625rem 1.5rem;
  background: ${(p) => p.theme.tone.amber.bg};
  border-bottom: 1px solid ${(p) => p.theme.tone.amber.border};
  color: ${(p) => p.theme.tone.amber.fg};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
`;

const ErrorSlot = styled.div`
  padding: 1.5rem;
`;

const Footer = styled.div`
  border-top: 1px solid ${(p) => p.theme.color.border};
  margin-top: -1px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.875rem 1.5rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const More = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textSubtle};
`;

const Loading = styled.div`
  display: grid;
`;

const LoadingRow = styled.div`
  display: grid;
  grid-template-columns: 3fr 1.2fr 1.4fr 1fr 1fr;
  gap: 1.5rem;
  align-items: center;
  height: 68px;
  padding: 0 1.5rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:last-child {
    border-bottom: none;
  }
`;
