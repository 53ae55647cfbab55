import { useState } from 'react';
import styled from 'styled-components';
import {
  INCIDENT_REGIMES,
  INCIDENT_REGIME_LABELS,
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  routes,
  type IncidentDetail,
  type IncidentRegime,
  type IncidentStatus,
} from '@portfolio/contracts';
import {
  Cluster,
  Button,
  Card,
  CardContent,
  Grid,
  PageHeader,
  PencilIcon,
  PageStack,
  Select,
  color,
  fontSize,
  useRouteQuery,
  type WidgetProps,
  formatInstant,
  useNow,
} from '@portfolio/ui';
import { SeverityBadge } from '@portfolio/ui/badges';
import { labelledOptions } from '@portfolio/ui/forms';
import { DetailPageView } from '@portfolio/ui/pages';
import { PrintButton } from '@portfolio/ui/toolbar';
import { useUpdateIncident } from '../api/incidents';
import { ClockTimeline } from './clock-timeline';
import { EditIncidentDialog } from './edit-incident-dialog';
import { IncidentAnswers } from './incident-answers';
import { IncidentEvidenceCard } from './incident-evidence';
import { IncidentActions, IncidentTimeline } from './incident-log';
import { IncidentPrintReport, PAPER_SIZES, type PaperSize } from './incident-print';
import { IncidentReports } from './incident-reports';

/** `/incidents/{id}`: the incident with its clocks, answers, reports, timeline and actions. */
export function IncidentDetailPage({
  incidentId,
  navigate,
}: Pick<WidgetProps, 'navigate'> & { incidentId: string }) {
  const query = useRouteQuery(routes.getIncident, { params: { id: incidentId } });
  return (
    <DetailPageView
      query={query}
      back={{ to: '/incidents', label: 'All incidents' }}
      navigate={navigate}
      noun="incident"
    >
      {(incident, back) => <Incident incident={incident} back={back} />}
    </DetailPageView>
  );
}

/** The regimes whose report can be printed: those with a clock, else every regime. */
const printableRegimes = (incident: IncidentDetail): IncidentRegime[] => {
  const own = INCIDENT_REGIMES.filter((r) => incident.clocks.some((c) => c.regime === r));
  return own.length > 0 ? own : [...INCIDENT_REGIMES];
};

function Incident({ incident, back }: { incident: IncidentDetail; back: React.ReactNode }) {
  const now = useNow();
  const regimes = printableRegimes(incident);
  const [regime, setRegime] = useState<IncidentRegime>(regimes[0]!);
  const [paper, setPaper] = useState<PaperSize>('A4');
  const closed = incident.status === 'closed';
  const chosen = regimes.includes(regime) ? regime : regimes[0]!;
  return (
    <>
      <Screen>
        {back}
        <PageHeader
          title={incident.title}
          description={`Aware ${formatInstant(incident.awareAt)}${incident.project ? ` · ${incident.project.name}` : ''}`}
          actions={
            <PrintBar aria-label="Print a report">
              <Select
                aria-label="Authority"
                value={chosen}
                onChange={(e) => setRegime(e.target.value as IncidentRegime)}
                options={regimes.map((r) => ({
                  value: r,
                  label: `${INCIDENT_REGIME_LABELS[r]} report`,
                }))}
              />
              <Select
                aria-label="Paper"
                value={paper}
                onChange={(e) => setPaper(e.target.value as PaperSize)}
                options={[...PAPER_SIZES]}
              />
              <PrintButton />
            </PrintBar>
          }
        />
        <Facts incident={incident} disabled={closed} />
        <Grid $columns={{ xl: 2 }}>
          <ClockTimeline
            clocks={incident.clocks}
            now={now}
            aiActAppliesFrom={incident.aiActAppliesFrom}
          />
          <IncidentReports incident={incident} disabled={closed} />
        </Grid>
        <IncidentEvidenceCard incident={incident} disabled={closed} />
        <IncidentAnswers key={incident.updatedAt} incident={incident} disabled={closed} />
        <Grid $columns={{ xl: 2 }}>
          <IncidentTimeline incident={incident} disabled={closed} />
          <IncidentActions incident={incident} disabled={closed} />
        </Grid>
      </Screen>
      <IncidentPrintReport incident={incident} regime={chosen} paper={paper} now={now} />
    </>
  );
}

/**
 * What happened, how bad, and its status (which can be changed here); "Edit" changes the facts
 * (a closed incident is read-only until it is reopened).
 */
function Facts({ incident, disabled }: { incident: IncidentDetail; disabled: boolean }) {
  const update = useUpdateIncident(incident.id);
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-label="Facts">
      <CardContent>
        <FactRow>
          <SeverityBadge severity={incident.severity} />
          <Select
            aria-label="Status"
            value={incident.status}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ status: e.target.value as IncidentStatus })}
            options={labelledOptions(INCIDENT_STATUSES, INCIDENT_STATUS_LABELS)}
          />
          <span>
            Occurred{' '}
            {incident.occurredAt ? formatInstant(incident.occurredAt) : 'at a time not known'}
          </span>
          {incident.owner ? <span>Owner {incident.owner.name}</span> : null}
          {incident.reportedBy ? <span>Reported by {incident.reportedBy}</span> : null}
          <EditButton
            $variant="outline"
            $size="sm"
            disabled={disabled}
            onClick={() => setEditing(true)}
            data-print-hide
          >
            <PencilIcon size={14} />
            Edit
          </EditButton>
        </FactRow>
        {incident.description ? <Description>{incident.description}</Description> : null}
        {incident.rootCause ? (
          <Description>
            <strong>Root cause:</strong> {incident.rootCause}
          </Description>
        ) : null}
      </CardContent>
      <EditIncidentDialog incident={incident} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}

const Screen = styled(PageStack)`
  @media print {
    display: none;
  }
`;

const PrintBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const FactRow = styled(Cluster)`
  gap: 0.5rem 1rem;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
  > div {
    width: 10rem;
  }
`;

const EditButton = styled(Button)`
  margin-left: auto;
`;

const Description = styled.p`
  margin: 0.75rem 0 0;
  white-space: pre-wrap;
`;
