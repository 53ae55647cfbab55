import styled from 'styled-components';
import { RECENT_PROJECTS_COUNT, formatPercent, type Project } from '@portfolio/contracts';
import { FolderIcon, StatusBadge, color, fontSize, media, IconTile } from '@portfolio/ui';
import { LinkRow, LinkRows, RowDetail, RowMain, RowTitle, ViewAllLink } from '../page/app-link';
import { OverviewCard } from '../page/overview-card';

export interface RecentProjectsProps {
  /** The newest projects (the summary's, at most three). */
  projects: Project[];
  /** All projects of the portfolio: more than shown offers View all projects. */
  totalProjects: number;
  navigate: (path: string) => void;
}

/** The newest projects, each opening its detail page. */
export function RecentProjects({ projects, totalProjects, navigate }: RecentProjectsProps) {
  const shown = projects.slice(0, RECENT_PROJECTS_COUNT);
  return (
    <OverviewCard
      title="Recent Projects"
      description="The latest initiatives added to your portfolio"
      actions={
        totalProjects > RECENT_PROJECTS_COUNT ? (
          <ViewAllLink to="/projects" navigate={navigate}>
            View all projects
          </ViewAllLink>
        ) : null
      }
    >
      <LinkRows>
        {shown.map((project) => (
          <li key={project.id}>
            <Row to={`/projects/${project.id}`} navigate={navigate}>
              <IconBox aria-hidden="true">
                <FolderIcon size={18} />
              </IconBox>
              <Main>
                <RowTitle>{project.name}</RowTitle>
                <RowDetail>{project.department}</RowDetail>
              </Main>
              <BadgeCell>
                <StatusBadge status={project.status} size="sm" />
              </BadgeCell>
              <Roi>
                <span>ROI</span>
                {formatPercent(project.roi)}
              </Roi>
            </Row>
          </li>
        ))}
      </LinkRows>
    </OverviewCard>
  );
}

// Fixed columns for the badge and the ROI, so they line up from row to row; on a phone the name
// has the whole first line and the badge and ROI go under it.
const Row = styled(LinkRow)`
  grid-template-columns: minmax(0, 1fr) auto;
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr) 6.5rem 5.5rem;
  }
  gap: 0.5rem 0.875rem;
  padding: 0.75rem 0.875rem;
  transition:
    background 150ms ease,
    border-color 150ms ease;
`;

const IconBox = styled(IconTile)`
  display: none;
  ${media.sm} {
    display: grid;
  }
`;

const Main = styled(RowMain)`
  grid-column: 1 / -1;
  ${media.sm} {
    grid-column: auto;
  }
`;

const BadgeCell = styled.span`
  justify-self: start;
`;

const Roi = styled.span`
  text-align: right;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${color('text')};
  span {
    margin-right: 0.375rem;
    font-size: ${fontSize('xs')};
    font-weight: 500;
    color: ${color('textSubtle')};
  }
`;
