import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatPercent, type Project } from '@portfolio/contracts';
import {
  ArrowRightIcon,
  ProjectInvestment,
  color,
  fontSize,
  radius,
  shadow,
  VisuallyHidden,
} from '@portfolio/ui';
import { AppLink } from '../page/app-link';
import { ProjectCardGrid, figureLabel } from '../page/section-card';

export interface ProjectCardProps {
  project: Pick<Project, 'id' | 'name' | 'problemStatement'>;
  navigate: (path: string) => void;
  /** Top right, e.g. the status badge. */
  badge?: ReactNode;
  /** The line under the name, e.g. the department or the month it was created. */
  meta?: ReactNode;
  /** Figures at the bottom: `[{ label: 'ROI', value: '150%' }]`. */
  stats?: { label: string; value: ReactNode }[];
}

/** A project's return and investment: the figures of the section cards' project cards. */
export const roiAndInvestment = (
  project: Project,
  { roiLabel = 'ROI' }: { roiLabel?: string } = {},
) => [
  { label: roiLabel, value: formatPercent(project.roi, 0) },
  { label: 'Investment', value: <ProjectInvestment project={project} /> },
];

/** A grid of project cards; `card` gives each its badge, meta line and figures. */
export function ProjectCards({
  projects,
  navigate,
  card,
}: {
  projects: Project[];
  navigate: (path: string) => void;
  card: (project: Project) => Pick<ProjectCardProps, 'badge' | 'meta' | 'stats'>;
}) {
  return (
    <ProjectCardGrid>
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} navigate={navigate} {...card(project)} />
      ))}
    </ProjectCardGrid>
  );
}

/**
 * A compact project card that opens the project's detail page. The link is the title ("Open"
 * plus the name), stretched over the whole card, so its name is what it shows and the figures
 * stay readable as figures.
 */
export function ProjectCard({ project, navigate, badge, meta, stats = [] }: ProjectCardProps) {
  return (
    <Tile>
      <Top>
        <Name>
          <TitleLink to={`/projects/${project.id}`} navigate={navigate}>
            <VisuallyHidden>Open</VisuallyHidden> {project.name}
          </TitleLink>
        </Name>
        {badge}
      </Top>
      {meta ? <Meta>{meta}</Meta> : null}
      <Problem>{project.problemStatement}</Problem>
      {stats.length > 0 ? (
        <Stats>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
          <Arrow aria-hidden="true">
            <ArrowRightIcon size={16} />
          </Arrow>
        </Stats>
      ) : null}
    </Tile>
  );
}

const TitleLink = styled(AppLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Arrow = styled.span`
  margin-left: auto;
  align-self: center;
  color: ${color('textSubtle')};
  transition:
    transform 150ms ease,
    color 150ms ease;
`;

const Tile = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  padding: 1rem 1.125rem;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  color: inherit;
  text-decoration: none;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease,
    transform 150ms ease;

  &:hover {
    border-color: ${color('borderStrong')};
    box-shadow: ${shadow('md')};
    transform: translateY(-1px);
  }
  &:hover ${Arrow} {
    color: ${color('primary')};
    transform: translateX(2px);
  }
  &:has(a:focus-visible) {
    border-color: ${color('primary')};
    box-shadow: 0 0 0 3px ${color('focusRing')};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Name = styled.h3`
  font-size: ${fontSize('sm')};
  font-weight: 600;
  line-height: 1.35;
  color: ${color('text')};
  min-width: 0;
`;

const Meta = styled.p`
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

const Problem = styled.p`
  font-size: ${fontSize('xs')};
  line-height: 1.5;
  color: ${color('textMuted')};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Stats = styled.dl`
  display: flex;
  gap: 1.25rem;
  margin-top: auto;
  padding-top: 0.75rem;
  border-top: 1px solid ${color('border')};

  dt {
    font-size: 0.6875rem;
    ${figureLabel}
  }
  dd {
    margin-top: 0.125rem;
    font-size: ${fontSize('sm')};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: ${color('text')};
  }
`;
