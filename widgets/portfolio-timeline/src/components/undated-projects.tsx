import styled from 'styled-components';
import { formatCalendarDate, type TimelineProject } from '@portfolio/contracts';
import { Button, CalendarIcon, StatusBadge, TitledCard } from '@portfolio/ui';

/** The projects the timeline cannot draw yet (no start or no target date), each with "Set dates". */
export function UndatedProjects({
  projects,
  onSetDates,
}: {
  projects: readonly TimelineProject[];
  onSetDates: (project: TimelineProject) => void;
}) {
  if (projects.length === 0) return null;
  return (
    <TitledCard
      icon={<CalendarIcon size={18} aria-hidden="true" />}
      title={`Without dates (${projects.length})`}
      description="A project shows on the timeline once it has a start and a target date."
    >
      <List>
        {projects.map((project) => (
          <Item key={project.id} data-undated-project={project.id}>
            <Name>
              {project.name}
              <Meta>
                {project.department}
                {project.startDate ? ` · starts ${formatCalendarDate(project.startDate)}` : ''}
                {project.targetDate ? ` · due ${formatCalendarDate(project.targetDate)}` : ''}
              </Meta>
            </Name>
            <StatusBadge status={project.status} size="sm" />
            <Button
              $variant="outline"
              $size="sm"
              data-print-hide=""
              aria-label={`Set dates of ${project.name}`}
              onClick={() => onSetDates(project)}
            >
              Set dates
            </Button>
          </Item>
        ))}
      </List>
    </TitledCard>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0 1.5rem 1rem;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.625rem 0;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const Name = styled.div`
  display: grid;
  flex: 1 1 12rem;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
`;

const Meta = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 400;
  color: ${(p) => p.theme.color.textMuted};
`;
