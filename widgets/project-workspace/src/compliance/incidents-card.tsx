import styled from 'styled-components';
import {
  formatCount,
  projectIncidentsPath,
  reportIncidentPath,
  type Project,
} from '@portfolio/contracts';
import {
  AlertCircleIcon,
  AppLink,
  ClockBadge,
  PlusIcon,
  color,
  fontSize,
  nextReport,
  nextReportLine,
  tone,
  useNow,
} from '@portfolio/ui';
import { IncidentHeading, type IncidentHeadingProps } from '@portfolio/ui/incidents';
import { useProjectIncidents } from '../api/project-incidents';
import { Empty, Footer, Row, Rows } from '../shared/list-card-parts';
import { QueryCard } from '../shared/query-card';
import { Counted } from '../shared/counted';

export interface IncidentsCardProps {
  project: Project;
  navigate: (path: string) => void;
}

/**
 * The project's incidents not closed, the next reporting deadline first, each with the time left
 * (ticking) and an overdue one in red; links to the register filtered to the project and to
 * "Report an incident" there, with the project chosen.
 */
export function IncidentsCard({ project, navigate }: IncidentsCardProps) {
  const query = useProjectIncidents(project);
  const now = useNow();
  const total = query.data?.total ?? 0;
  return (
    <QueryCard
      icon={<AlertCircleIcon size={18} aria-hidden="true" />}
      title={<Counted count={total}>Incidents</Counted>}
      description="What went wrong with this project that is not closed, and the reports it owes: the next deadline first, in your time zone."
      actions={
        <ActionLink to={reportIncidentPath(project.id)} navigate={navigate} data-print-hide="">
          <PlusIcon size={15} aria-hidden="true" />
          Report an incident
        </ActionLink>
      }
      query={query}
      loading={{
        label: "Loading the project's incidents",
        heights: ['3.75rem', '3.75rem'],
        busy: true,
      }}
      errorTitle="The incidents could not be loaded"
      isEmpty={({ incidents }) => incidents.length === 0}
      empty={
        <Empty>
          No open incidents on this project. When something goes wrong with it, report it: its
          reporting deadlines are worked out for you.
        </Empty>
      }
      after={
        query.data && query.data.total > 0 ? (
          <Footer data-print-hide="">
            <AppLink to={projectIncidentsPath(project.id)} navigate={navigate}>
              All incidents of this project
            </AppLink>
            {query.data.total > query.data.incidents.length ? (
              <More> ({formatCount(query.data.total, 'open incident')})</More>
            ) : null}
          </Footer>
        ) : null
      }
    >
      {({ incidents }) => (
        <Rows as="ul" aria-label="Open incidents of the project">
          {incidents.map((incident) => (
            <IncidentRow key={incident.id} incident={incident} now={now} navigate={navigate} />
          ))}
        </Rows>
      )}
    </QueryCard>
  );
}

/** One incident: its title (to its page), severity, status and the next report it owes. */
function IncidentRow({ incident, now, navigate }: IncidentHeadingProps & { now: number }) {
  const { next, overdue } = nextReport(incident.clocks, now);
  return (
    <Item data-incident-id={incident.id} data-overdue={overdue || undefined} $overdue={overdue}>
      <Heading incident={incident} navigate={navigate} size="sm" level={3}>
        <span>{next ? nextReportLine(next) : 'No report deadline running'}</span>
      </Heading>
      {next ? <ClockBadge clock={next} now={now} /> : null}
    </Item>
  );
}

const ActionLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  flex-shrink: 0;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('primary')};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Item = styled(Row)<{ $overdue: boolean }>`
  flex-wrap: wrap;
  justify-content: space-between;
  border-color: ${(p) => (p.$overdue ? tone('red', 'border')(p) : p.theme.color.border)};
  background: ${(p) => (p.$overdue ? tone('red', 'bg')(p) : 'transparent')};
`;

const Heading = styled(IncidentHeading)`
  flex: 1 1 16rem;
`;

const More = styled.span`
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
