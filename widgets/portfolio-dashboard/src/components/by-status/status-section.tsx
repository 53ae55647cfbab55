import { useId, type MouseEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  STATUS_DESCRIPTIONS,
  describeProgress,
  formatCount,
  formatDate,
  formatPercent,
  projectStatusLabel,
  projectStatusTone,
  type Project,
  type ProjectStatus,
  routes,
} from '@portfolio/contracts';
import {
  Badge,
  Card,
  CardFooter,
  HealthBadge,
  QueryErrorCard,
  ProgressBar,
  Skeleton,
  TBody,
  THead,
  Table,
  Td,
  Th,
  Tr,
  color,
  fontSize,
  ProjectInvestment,
  useRouteQuery,
} from '@portfolio/ui';
import { AppLink, ViewAllLink } from '../page/app-link';
import { ProjectCards, roiAndInvestment } from '../dashboard/project-card';
import { SectionBody, SectionHeader, StatusDot, sectionTitle } from '../page/section-card';

/** Planning shows cards, the other statuses a table; each shows this many, newest first. */
export const SECTION_LIMIT: Record<'cards' | 'table', number> = { cards: 6, table: 8 };

export interface StatusSectionProps {
  companyId: string;
  status: ProjectStatus;
  /** Projects with this status (from the summary). */
  count: number;
  navigate: (path: string) => void;
}

/** The projects of one status: cards for Planning, a table for the others. */
/** The ids of a page of projects, sorted: the same page is one key whatever its order. */
const idList = (ids: readonly string[]) => [...ids].sort().join(',');
const byProjectId = <T extends { projectId: string }>(entries: T[]) =>
  new Map(entries.map((entry) => [entry.projectId, entry]));

export function StatusSection({ companyId, status, count, navigate }: StatusSectionProps) {
  const titleId = useId();
  const planning = status === 'planning';
  const limit = SECTION_LIMIT[planning ? 'cards' : 'table'];
  const projects = useRouteQuery(routes.listProjects, {
    params: { companyId },
    query: { status, limit, sort: '-createdAt' },
  });
  const label = projectStatusLabel(status);

  return (
    <Card aria-labelledby={titleId} data-status={status}>
      <Header as="header">
        <div>
          <Title id={titleId}>
            <StatusDot $ring $status={status} aria-hidden="true" />
            {label}
          </Title>
          <Description>{STATUS_DESCRIPTIONS[status]}</Description>
        </div>
        <Badge $tone={projectStatusTone(status)}>{formatCount(count, 'project')}</Badge>
      </Header>
      <SectionBody $flush={!planning && Boolean(projects.data)}>
        {projects.isError ? (
          <QueryErrorCard title={`${label} projects could not be loaded`} query={projects} />
        ) : !projects.data ? (
          <Loading role="group" aria-busy="true" aria-label={`Loading ${label} projects`}>
            {Array.from({ length: Math.min(count, planning ? 3 : 4) }, (_, i) => (
              <Skeleton key={i} $height={planning ? '8rem' : '2.75rem'} />
            ))}
          </Loading>
        ) : planning ? (
          <ProjectCards
            projects={projects.data}
            navigate={navigate}
            card={(project) => ({
              meta: `${project.department} · Created ${formatDate(project.createdAt, 'month')}`,
              stats: roiAndInvestment(project, { roiLabel: 'Projected ROI' }),
            })}
          />
        ) : (
          <ProjectTable
            companyId={companyId}
            status={status}
            projects={projects.data}
            navigate={navigate}
          />
        )}
      </SectionBody>
      {count > limit ? (
        <CardFooter>
          <ViewAllLink to={`/projects?status=${status}`} navigate={navigate}>
            View all {count} {label} projects
          </ViewAllLink>
        </CardFooter>
      ) : null}
    </Card>
  );
}

function ProjectTable({
  companyId,
  status,
  projects,
  navigate,
}: {
  companyId: string;
  status: ProjectStatus;
  projects: Project[];
  navigate: (path: string) => void;
}) {
  const inProgress = status === 'in_progress';
  const ids = projects.map((p) => p.id);
  const progressIds = inProgress ? ids : [];
  const health = useRouteQuery(
    routes.getProjectHealth,
    { params: { companyId }, query: { projectIds: idList(ids) } },
    { enabled: ids.length > 0, select: (entries) => byProjectId(entries) },
  );
  const progress = useRouteQuery(
    routes.getProjectProgress,
    { params: { companyId }, query: { projectIds: idList(progressIds) } },
    { enabled: progressIds.length > 0, select: (entries) => byProjectId(entries) },
  );
  // The name is a link; a click elsewhere on the row opens the project too.
  const openRow = (event: MouseEvent, id: string) => {
    if (!(event.target as Element).closest('a')) navigate(`/projects/${id}`);
  };
  return (
    <Scroll>
      <Table>
        <THead>
          <Tr>
            <ProjectTh>Project</ProjectTh>
            <Th>Department</Th>
            <Th>Business Owner</Th>
            <Th>Health</Th>
            {inProgress ? (
              <>
                <Th>Progress</Th>
                <Th $align="right">Investment</Th>
              </>
            ) : (
              <Th $align="right">Combined ROI</Th>
            )}
          </Tr>
        </THead>
        <TBody>
          {projects.map((project) => (
            <Tr key={project.id} $clickable onClick={(e) => openRow(e, project.id)}>
              <Td>
                <NameLink to={`/projects/${project.id}`} navigate={navigate}>
                  {project.name}
                </NameLink>
                <Problem>{project.problemStatement}</Problem>
              </Td>
              <Td $muted>{project.department}</Td>
              <Td $muted>{project.businessOwner}</Td>
              <Td>
                <PerProjectCell
                  query={health}
                  projectId={project.id}
                  placeholder={<Skeleton $width="3.5rem" $height="1.125rem" aria-hidden="true" />}
                  none="No report"
                  what="health"
                >
                  {(entry) => (
                    <HealthBadge
                      health={entry.health}
                      size="sm"
                      label={`Health of ${project.name}`}
                      note={entry.state === 'draft' ? '(draft)' : undefined}
                    />
                  )}
                </PerProjectCell>
              </Td>
              {inProgress ? (
                <>
                  <Td>
                    <PerProjectCell
                      query={progress}
                      projectId={project.id}
                      placeholder={<Skeleton $width="9rem" $height="0.375rem" aria-hidden="true" />}
                      none="No dates or milestones"
                      what="progress"
                    >
                      {(entry) => (
                        <ProgressCell>
                          <ProgressBar
                            value={entry.percent}
                            label={`Progress of ${project.name}`}
                            size="sm"
                          />
                          <ProgressBasis data-testid="progress-basis">
                            {describeProgress(entry)}
                          </ProgressBasis>
                        </ProgressCell>
                      )}
                    </PerProjectCell>
                  </Td>
                  <Td $align="right">
                    <Figure>
                      <ProjectInvestment project={project} />
                    </Figure>
                  </Td>
                </>
              ) : (
                <Td $align="right">
                  <Figure>{formatPercent(project.roi, 0)}</Figure>
                </Td>
              )}
            </Tr>
          ))}
        </TBody>
      </Table>
    </Scroll>
  );
}

/**
 * A cell of what the table reads for all its projects at once: a project's health by its latest
 * status report, or how far it has come, by its milestones done ("3 of 5 milestones") or the time
 * from its start to its target passed ("62% of time"). Until the answer a placeholder; `none` when
 * there is nothing for the project, a dash when it could not be read (the rest of the table stands).
 */
function PerProjectCell<T>({
  query,
  projectId,
  placeholder,
  none,
  what,
  children,
}: {
  query: Pick<UseQueryResult<Map<string, T>>, 'data' | 'isPending' | 'isError'>;
  projectId: string;
  placeholder: ReactNode;
  none: string;
  what: string;
  children: (entry: T) => ReactNode;
}) {
  const entry = query.data?.get(projectId);
  if (entry) return children(entry);
  if (query.isPending) return placeholder;
  return (
    <NoHealth title={query.isError ? `The ${what} could not be loaded` : undefined}>
      {query.isError ? '—' : none}
    </NoHealth>
  );
}

const NoHealth = styled.span`
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

const Header = styled(SectionHeader)`
  align-items: flex-start;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  ${sectionTitle}
`;

const Description = styled.p`
  margin-top: 0.25rem;
  margin-left: 1.25rem;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const Loading = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Scroll = styled.div`
  overflow-x: auto;
  th:first-child,
  td:first-child {
    padding-left: 1.5rem;
  }
  th:last-child,
  td:last-child {
    padding-right: 1.5rem;
  }
`;

const NameLink = styled(AppLink)`
  font-weight: 600;
  color: ${color('text')};
  text-decoration: none;
  &:hover {
    color: ${color('primary')};
  }
`;

/** The widest column, yet one that gives way: its problem line is cut to fit, not the table. */
const ProjectTh = styled(Th)`
  width: 40%;
`;

/** Sized by its cell, never sizing it (a zero width that fills the cell): one line, cut. */
const Problem = styled.p`
  margin-top: 0.125rem;
  width: 0;
  min-width: 100%;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ProgressCell = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 9rem;
`;

const ProgressBasis = styled.span`
  font-size: ${fontSize('xs')};
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  color: ${color('textMuted')};
`;

const Figure = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
