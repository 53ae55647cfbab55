import { useState } from 'react';
import styled from 'styled-components';
import { type IncidentDetail, type IncidentReport } from '@portfolio/contracts';
import {
  Cluster,
  Badge,
  Button,
  TitledCard,
  CardContent,
  FileTextIcon,
  PencilIcon,
  PlusIcon,
  color,
  fontSize,
  clockName,
  formatInstant,
  MutedText,
} from '@portfolio/ui';
import { useIncidentEvidence } from '../api/incidents';
import { RecordReportDialog } from './record-report-dialog';

/**
 * The reports recorded, by when they were submitted, with the form to record one. A report not
 * yet corrected offers "Record a correction"; a corrected one says which later report corrects it.
 */
export function IncidentReports({
  incident,
  disabled,
}: {
  incident: IncidentDetail;
  disabled: boolean;
}) {
  const [recording, setRecording] = useState(false);
  const [correcting, setCorrecting] = useState<IncidentReport | null>(null);
  const evidence = useIncidentEvidence(incident.id);
  const clockOf = (id: string) => incident.clocks.find((c) => c.clock === id);
  const reportOf = (id: string | null) => incident.reports.find((r) => r.id === id);
  const documentOf = (id: string | null) => evidence.data?.find((e) => e.id === id);
  const close = () => {
    setRecording(false);
    setCorrecting(null);
  };
  return (
    <TitledCard
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
    >
      <CardContent>
        {incident.reports.length === 0 ? (
          <MutedText>No report recorded yet.</MutedText>
        ) : (
          <List>
            {incident.reports.map((report) => {
              const clock = clockOf(report.clock);
              const corrector = reportOf(report.supersededById);
              const corrected = reportOf(report.supersedesId);
              const document = documentOf(report.evidenceId);
              return (
                <li key={report.id} data-report-id={report.id}>
                  <Cluster>
                    <strong>{clock ? clockName(clock) : report.clock}</strong>
                    <Badge>{report.kind === 'initial' ? 'Initial' : 'Complete'}</Badge>
                    {report.supersededById ? <Badge $tone="amber">Corrected later</Badge> : null}
                    {report.supersedesId ? <Badge $tone="blue">Correction</Badge> : null}
                    {!report.supersededById ? (
                      <Button
                        $variant="ghost"
                        $size="sm"
                        disabled={disabled}
                        onClick={() => {
                          setCorrecting(report);
                          setRecording(true);
                        }}
                        aria-label={`Record a correction of the report submitted ${formatInstant(report.submittedAt)}`}
                        data-print-hide
                      >
                        <PencilIcon size={14} />
                        Record a correction
                      </Button>
                    ) : null}
                  </Cluster>
                  <Line>
                    Submitted {formatInstant(report.submittedAt)} to {report.recipient}
                    {report.reference ? `, reference ${report.reference}` : ''}
                    {report.submittedBy ? `; recorded by ${report.submittedBy.name}` : ''}
                  </Line>
                  {document ? <Line>Document: {document.title}</Line> : null}
                  {corrector ? (
                    <Line>
                      Corrected by the report submitted {formatInstant(corrector.submittedAt)}
                    </Line>
                  ) : null}
                  {corrected ? (
                    <Line>
                      Corrects the report submitted {formatInstant(corrected.submittedAt)}
                    </Line>
                  ) : null}
                  {report.notes ? <Line>{report.notes}</Line> : null}
                </li>
              );
            })}
          </List>
        )}
      </CardContent>
      <RecordReportDialog
        key={correcting?.id ?? 'new'}
        incident={incident}
        open={recording}
        correcting={correcting}
        onClose={close}
      />
    </TitledCard>
  );
}

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.p`
  margin: 0.25rem 0 0;
  color: ${color('textMuted')};
  font-size: ${fontSize('sm')};
`;
