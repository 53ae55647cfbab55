import { useState } from 'react';
import styled from 'styled-components';
import { type IncidentDetail } from '@portfolio/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeading,
  FileTextIcon,
  PlusIcon,
  color,
  fontSize,
} from '@portfolio/ui';
import { clockName } from './clock-badge';
import { formatInstant } from './incident-time';
import { RecordReportDialog } from './record-report-dialog';

/** The reports recorded, by when they were submitted, with the form to record one. */
export function IncidentReports({
  incident,
  disabled,
}: {
  incident: IncidentDetail;
  disabled: boolean;
}) {
  const [recording, setRecording] = useState(false);
  const clockOf = (id: string) => incident.clocks.find((c) => c.clock === id);
  return (
    <Card aria-labelledby="incident-reports">
      <CardHeading
        titleId="incident-reports"
        title="Reports submitted"
        icon={<FileTextIcon size={18} />}
        description="Nothing is removed: a correction is recorded as a new report."
        actions={
          <Button
            $variant="outline"
            $size="sm"
            disabled={disabled || incident.clocks.length === 0}
            onClick={() => setRecording(true)}
            data-print-hide
          >
            <PlusIcon size={14} />
            Record a report
          </Button>
        }
      />
      <CardContent>
        {incident.reports.length === 0 ? (
          <Empty>No report recorded yet.</Empty>
        ) : (
          <List>
            {incident.reports.map((report) => {
              const clock = clockOf(report.clock);
              return (
                <li key={report.id} data-report-id={report.id}>
                  <Head>
                    <strong>{clock ? clockName(clock) : report.clock}</strong>
                    <Badge>{report.kind === 'initial' ? 'Initial' : 'Complete'}</Badge>
                    {report.supersededById ? <Badge $tone="amber">Corrected later</Badge> : null}
                  </Head>
                  <Line>
                    Submitted {formatInstant(report.submittedAt)} to {report.recipient}
                    {report.reference ? `, reference ${report.reference}` : ''}
                    {report.submittedBy ? `; recorded by ${report.submittedBy.name}` : ''}
                  </Line>
                  {report.notes ? <Line>{report.notes}</Line> : null}
                </li>
              );
            })}
          </List>
        )}
      </CardContent>
      <RecordReportDialog
        incident={incident}
        open={recording}
        onClose={() => setRecording(false)}
      />
    </Card>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Line = styled.p`
  margin: 0.25rem 0 0;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
