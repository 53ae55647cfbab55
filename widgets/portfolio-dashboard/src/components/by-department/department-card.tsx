import { useId, useRef } from 'react';
import styled from 'styled-components';
import {
  formatCount,
  formatMoneyK,
  formatPercent,
  type DepartmentSummary,
  routes,
} from '@portfolio/contracts';
import {
  BuildingIcon,
  Card,
  CardFooter,
  QueryErrorCard,
  Skeleton,
  StatusBadge,
  color,
  fontSize,
  Money,
  IconTile,
  useRouteQuery,
} from '@portfolio/ui';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { ViewAllLink } from '../page/app-link';
import { ProjectCards, roiAndInvestment } from '../dashboard/project-card';
import {
  ProjectCardGrid,
  SectionBody,
  SectionHeader,
  figureLabel,
  sectionTitle,
} from '../page/section-card';

/** Project cards shown per department; the rest are one click away on the project list. */
export const DEPARTMENT_PROJECTS_SHOWN = 6;

export interface DepartmentCardProps {
  companyId: string;
  /** The department's figures from the portfolio summary. */
  department: DepartmentSummary;
  navigate: (path: string) => void;
  /** How many of its projects to show; the newest come first. */
  limit?: number;
}

/**
 * One department: its count, total investment and average ROI, and cards of its newest projects,
 * fetched once the card comes near the viewport.
 */
export function DepartmentCard({
  companyId,
  department,
  navigate,
  limit = DEPARTMENT_PROJECTS_SHOWN,
}: DepartmentCardProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const projects = useRouteQuery(
    routes.listProjects,
    {
      params: { companyId },
      query: { department: department.department, limit, sort: '-createdAt' },
    },
    { enabled: near },
  );
  const expected = Math.min(department.count, limit);

  return (
    <Card ref={ref} aria-labelledby={titleId} data-department={department.department}>
      <SectionHeader as="header">
        <Title>
          <IconBox aria-hidden="true">
            <BuildingIcon size={20} />
          </IconBox>
          <div>
            <h2 id={titleId}>{department.department}</h2>
            <p>{formatCount(department.count, 'project')}</p>
          </div>
        </Title>
        <Figures>
          <div>
            <dt>Total Investment</dt>
            <dd>
              <Money amount={department.totalInvestment} format={formatMoneyK} />
            </dd>
          </div>
          <div>
            <dt>Average ROI</dt>
            <dd>{formatPercent(department.averageRoi, 0)}</dd>
          </div>
        </Figures>
      </SectionHeader>
      <SectionBody>
        {projects.isError ? (
          <QueryErrorCard
            title={`Projects of ${department.department} could not be loaded`}
            query={projects}
          />
        ) : projects.data ? (
          <ProjectCards
            projects={projects.data}
            navigate={navigate}
            card={(project) => ({
              badge: <StatusBadge status={project.status} size="sm" />,
              stats: roiAndInvestment(project),
            })}
          />
        ) : (
          <ProjectCardGrid
            role="group"
            aria-busy="true"
            aria-label={`Loading projects of ${department.department}`}
          >
            {Array.from({ length: expected }, (_, i) => (
              <Skeleton key={i} $height="9rem" $radius="12px" />
            ))}
          </ProjectCardGrid>
        )}
      </SectionBody>
      {department.count > limit ? (
        <CardFooter>
          <ViewAllLink
            to={`/projects?department=${encodeURIComponent(department.department)}`}
            navigate={navigate}
          >
            View all {department.count} projects
          </ViewAllLink>
        </CardFooter>
      ) : null}
    </Card>
  );
}

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  h2 {
    ${sectionTitle}
  }
  p {
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
`;

const IconBox = styled(IconTile).attrs({ $size: '2.75rem', $radius: 'lg' })``;

const Figures = styled.dl`
  display: flex;
  gap: 2rem;
  div {
    text-align: right;
  }
  dt {
    font-size: ${fontSize('xs')};
    ${figureLabel}
  }
  dd {
    margin-top: 0.125rem;
    font-size: ${fontSize('xl')};
    font-weight: 700;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
  }
`;
