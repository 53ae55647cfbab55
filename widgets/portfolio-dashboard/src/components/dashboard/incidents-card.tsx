import styled from 'styled-components';
import {
  incidentPath,
  routes,
  type IncidentList,
  type IncidentListQuery,
} from '@portfolio/contracts';
import {
  CheckCircleIcon,
  ClockBadge,
  Skeleton,
  clockName,
  color,
  fontSize,
  formatInstant,
  media,
  nextReport,
  tone,
  useNow,
  useRouteQuery,
} from '@portfolio/ui';
import { LinkRow, RowDetail, RowMain, RowTitle } from '../page/app-link';
import { CardMessage, QueryCard, type CompanyCardProps } from '../page/query-card';

/**
 * The one incident the card shows: the BFF sorts the next deadline first, so the first of the
 * incidents not closed owes the next report; `total` counts them all.
 */
const NEXT_INCIDENT: IncidentListQuery = { limit: 1 };

/** The dashboard's Open incidents card: how many are not closed and the next report due. */
export function IncidentsCard({ companyId, navigate }: CompanyCardProps) {
  const query = useRouteQuery(routes.listIncidents, {
    params: { companyId },
    query: NEXT_INCIDENT,
  });
  return (
    <QueryCard
      title="Open incidents"
      description="Incidents not closed, and the next report they owe"
      viewAll={{ to: '/incidents', label: 'View all incidents' }}
      navigate={navigate}
      query={query}
      failed="The incidents could not be loaded."
      pending={
        <Body role="status" aria-busy="true" aria-label="Loading the incidents">
          <Skeleton $height="3.5rem" />
          <Skeleton $height="3.5rem" />
        </Body>
      }
    >
      {(list) => <IncidentsContent list={list} navigate={navigate} />}
    </QueryCard>
  );
}

function IncidentsContent({
  list,
  navigate,
}: {
  list: IncidentList;
  navigate: (path: string) => void;
}) {
  const now = useNow();
  const [first] = list.incidents;
  if (list.total === 0 || !first) {
    return (
      <CardMessage>
        <CheckCircleIcon size={16} />
        No open incidents
      </CardMessage>
    );
  }
  const { next, overdue } = nextReport(first.clocks, now);
  return (
    <Body>
      <Count data-testid="open-incidents">
        <strong>{list.total.toLocaleString('en-US')}</strong>{' '}
        {list.total === 1 ? 'open incident' : 'open incidents'}
      </Count>
      {next ? (
        <Next
          to={incidentPath(first.id)}
          navigate={navigate}
          aria-label={`Next deadline: ${first.title}`}
          data-overdue={overdue || undefined}
          $overdue={overdue}
        >
          <RowMain>
            <Label>{overdue ? 'Overdue report' : 'Next deadline'}</Label>
            <RowTitle>{first.title}</RowTitle>
            <RowDetail>
              {clockName(next)}: {next.title} · due {formatInstant(next.dueAt!)}
            </RowDetail>
          </RowMain>
          <ClockBadge clock={next} now={now} />
        </Next>
      ) : (
        <CardMessage>
          No report deadline running: every report owed is submitted or waiting.
        </CardMessage>
      )}
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
  }
`;

const Count = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  padding-right: 1rem;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  strong {
    font-size: 1.75rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${color('text')};
  }
`;

const Next = styled(LinkRow)<{ $overdue: boolean }>`
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  padding: 0.625rem 0.875rem;
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  ${(p) =>
    p.$overdue
      ? `border-color: ${tone('red', 'border')(p)}; background: ${tone('red', 'bg')(p)};`
      : ''}
`;

const Label = styled.span`
  font-size: ${fontSize('xs')};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color('textSubtle')};
`;
