import { useState } from 'react';
import styled from 'styled-components';
import {
  INCIDENT_REGIMES,
  INCIDENT_REGIME_LABELS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  RISK_SEVERITY_LABELS,
  formatCount,
  routes,
  incidentPath,
} from '@portfolio/contracts';
import {
  Card,
  CheckCircleIcon,
  PageHeader,
  PageStack,
  MutedText,
  QueryView,
  media,
  type WidgetProps,
  useRouteQuery,
  ClockBadge,
  formatInstant,
  useNow,
  nextReport,
  nextReportLine,
} from '@portfolio/ui';
import { IncidentHeading, type IncidentHeadingProps } from '@portfolio/ui/incidents';
import { labelledOptions } from '@portfolio/ui/forms';
import { FilterSelect, ListActions } from '@portfolio/ui/toolbar';
import { SkeletonList, EmptyCard } from '@portfolio/ui/lists';
import { useExportIncidentsUrl } from '../api/export-incidents';
import { opensReportDialog, useIncidentFilters, type IncidentFilters } from './incident-filters';
import { ReportIncidentDialog } from './report-incident-dialog';

type ListProps = Pick<WidgetProps, 'navigate' | 'location'> & { companyId: string };

/** `/incidents`: the incidents not closed, the next reporting deadline first, with a countdown. */
export function IncidentList({ companyId, navigate, location }: ListProps) {
  const [filters, setFilters] = useIncidentFilters(location);
  // `?report=1` (the project page's "Report an incident") opens the dialog at once.
  const [reporting, setReporting] = useState(() => opensReportDialog(location?.search ?? ''));
  const closeReport = () => {
    setReporting(false);
    // Dropped from the address once done, so a reload does not open it again.
    if (location && opensReportDialog(location.search)) setFilters(filters);
  };
  const query = useRouteQuery(routes.listIncidents, { params: { companyId }, query: filters });
  // The file holds what the page lists: the same filters, every page.
  const exportUrl = useExportIncidentsUrl(companyId, filters);
  const now = useNow();
  const filtered = Boolean(
    filters.status || filters.severity || filters.regime || filters.projectId,
  );

  return (
    <PageStack>
      <PageHeader
        title="Incidents"
        description="Every incident with the reports it owes: the EU AI Act, GDPR, DORA and NIS2 deadlines, soonest first, in your time zone."
        actions={
          <ListActions
            exportUrl={exportUrl}
            createLabel="Report an incident"
            onCreate={() => setReporting(true)}
          />
        }
      />
      <Filters filters={filters} onChange={setFilters} />
      <QueryView
        query={query}
        pending={<SkeletonList label="Loading the incidents" height="6rem" gap="0.75rem" />}
        errorTitle="The incidents could not be loaded"
        isEmpty={({ incidents }) => incidents.length === 0}
        empty={
          <EmptyCard
            icon={<CheckCircleIcon size={24} />}
            title={filtered ? 'No incidents match your filters' : 'No open incidents'}
            description={
              filtered
                ? 'Try another status, severity or regime.'
                : 'When something goes wrong with an AI system, report it here: its reporting deadlines are worked out for you.'
            }
          />
        }
      >
        {({ incidents, total }) => (
          <>
            <MutedText>{formatCount(total, 'incident')}</MutedText>
            <Rows aria-label="Incidents">
              {incidents.map((incident) => (
                <IncidentRow key={incident.id} incident={incident} now={now} navigate={navigate} />
              ))}
            </Rows>
          </>
        )}
      </QueryView>
      <ReportIncidentDialog
        companyId={companyId}
        open={reporting}
        projectId={filters.projectId}
        onClose={closeReport}
        onReported={(id) => navigate(incidentPath(id))}
      />
    </PageStack>
  );
}

const STATUSES = labelledOptions(INCIDENT_STATUSES, INCIDENT_STATUS_LABELS);
const SEVERITIES = labelledOptions(INCIDENT_SEVERITIES, RISK_SEVERITY_LABELS);
const REGIMES = labelledOptions(INCIDENT_REGIMES, INCIDENT_REGIME_LABELS);

/** The list's filters, each one value of its kind or all of them. */
const FILTERS = [
  { key: 'status', label: 'Status', allLabel: 'Every status but closed', options: STATUSES },
  { key: 'severity', label: 'Severity', allLabel: 'Every severity', options: SEVERITIES },
  { key: 'regime', label: 'Regime', allLabel: 'Every regime', options: REGIMES },
] as const;

function Filters({
  filters,
  onChange,
}: {
  filters: IncidentFilters;
  onChange: (next: IncidentFilters) => void;
}) {
  return (
    <FilterBar aria-label="Filter the incidents">
      {FILTERS.map(({ key, label, allLabel, options }) => (
        <FilterSelect
          key={key}
          aria-label={label}
          value={filters[key]}
          allLabel={allLabel}
          options={options}
          onChange={(value) => onChange({ ...filters, [key]: value })}
        />
      ))}
    </FilterBar>
  );
}

/** One incident: what, where, how bad, and the next report it owes with the time left. */
function IncidentRow({ incident, now, navigate }: IncidentHeadingProps & { now: number }) {
  const { next } = nextReport(incident.clocks, now);
  return (
    <Row as="li" data-incident-id={incident.id}>
      <IncidentHeading incident={incident} navigate={navigate}>
        <span>{incident.project?.name ?? 'No project'}</span>
        <span>Aware {formatInstant(incident.awareAt)}</span>
      </IncidentHeading>
      <Deadline>
        {next ? (
          <>
            <MutedText as="span">{nextReportLine(next)}</MutedText>
            <ClockBadge clock={next} now={now} />
          </>
        ) : (
          <MutedText as="span">
            {incident.clocks.length === 0
              ? 'No report owed yet: answer its classification questions'
              : incident.clocks.every((c) => c.state === 'met' || c.state === 'late')
                ? 'Every report owed is submitted'
                : 'No deadline running'}
          </MutedText>
        )}
      </Deadline>
    </Row>
  );
}

const FilterBar = styled.div`
  display: grid;
  gap: 0.5rem;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 14rem));
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Card)`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Deadline = styled.div`
  display: grid;
  gap: 0.375rem;
  justify-items: start;
  ${media.md} {
    justify-items: end;
    text-align: right;
  }
`;
