import {
  INCIDENT_LIMITS,
  INCIDENT_REPORT_KINDS,
  IncidentReportBody,
  type IncidentDetail,
  type IncidentReport,
  type IncidentReportKind,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  clockName,
  Field,
  formatInstant,
  FormDialog,
  Grid,
  Input,
  Select,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { useIncidentEvidence, useRecordIncidentReport } from '../api/incidents';
import { clocksByDeadline } from './clock-timeline';
import { fromLocalInput, toLocalInput } from './incident-time';

const KIND_LABELS: Record<IncidentReportKind, string> = {
  initial: 'Initial (may be incomplete)',
  complete: 'Complete',
};

/** The clock a new report is most likely for: the next one not submitted, else the first. */
const firstOpen = (incident: IncidentDetail) =>
  clocksByDeadline(incident.clocks).find((c) => c.state === 'running' || c.state === 'overdue') ??
  incident.clocks[0];

interface RecordReportDialogProps {
  incident: IncidentDetail;
  open: boolean;
  onClose: () => void;
  /** A correction: the report it corrects (its clock is kept; the earlier report stays). */
  correcting?: IncidentReport | null;
}

/**
 * Record a report as submitted: which clock, initial or complete, when, to whom, the
 * authority's reference and the document sent (one of the incident's evidence). A correction is
 * a new report that supersedes an earlier one of the same clock; nothing recorded is removed.
 */
export function RecordReportDialog({ open, ...props }: RecordReportDialogProps) {
  return open ? <RecordForm {...props} /> : null;
}

function RecordForm({ incident, onClose, correcting }: Omit<RecordReportDialogProps, 'open'>) {
  const { toast } = useToast();
  const record = useRecordIncidentReport(incident.id);
  const evidence = useIncidentEvidence(incident.id);
  const initial = correcting
    ? incident.clocks.find((c) => c.clock === correcting.clock)
    : firstOpen(incident);
  const { errors, accept, clear, acceptFromServer } = useFieldErrors();
  const { values, set, bind } = useFormValues<{
    clock: string;
    kind: IncidentReportKind;
    submittedAt: string;
    recipient: string;
    reference: string;
    evidenceId: string;
  }>(
    () => ({
      clock: correcting?.clock ?? initial?.clock ?? '',
      kind: correcting?.kind ?? 'initial',
      submittedAt: toLocalInput(new Date()),
      recipient: correcting?.recipient ?? initial?.recipient ?? '',
      reference: correcting?.reference ?? '',
      evidenceId: '',
    }),
    clear,
  );
  const title = correcting ? 'Record a correction' : 'Record a report';

  const chooseClock = (id: string) => {
    set('clock', id);
    const chosen = incident.clocks.find((c) => c.clock === id);
    if (chosen) set('recipient', chosen.recipient);
  };

  const submit = () => {
    const body = {
      clock: values.clock,
      kind: values.kind,
      submittedAt: fromLocalInput(values.submittedAt),
      recipient: values.recipient.trim(),
      reference: values.reference.trim() || null,
      evidenceId: values.evidenceId || null,
      supersedesId: correcting?.id ?? null,
    } as IncidentReportBody;
    if (!accept(checkFields(IncidentReportBody, body))) return;
    record.mutate(body, {
      onSuccess: () => {
        toast({
          title: correcting ? 'Correction recorded' : 'Report recorded',
          description: `Submitted to ${body.recipient}.`,
        });
        onClose();
      },
      onError: (error) => acceptFromServer(error),
    });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={
        correcting
          ? `Corrects the report submitted ${formatInstant(correcting.submittedAt)} to ${correcting.recipient}, which stays in the record.`
          : 'A report already submitted to an authority, the provider, the controller or the people affected.'
      }
      pending={record.isPending}
      onSubmit={submit}
      size="lg"
      submitLabel={correcting ? 'Record correction' : 'Record report'}
      pendingLabel="Recording..."
    >
      <Field label="Clock" required error={errors.clock}>
        <Select
          value={values.clock}
          disabled={Boolean(correcting)}
          onChange={(e) => chooseClock(e.target.value)}
          options={clocksByDeadline(incident.clocks).map((c) => ({
            value: c.clock,
            label: `${clockName(c)}: ${c.title}`,
          }))}
        />
      </Field>
      <Grid $columns={{ sm: 2 }} $gap="0.75rem">
        <Field label="Kind of report" required error={errors.kind}>
          <Select {...bind('kind')} options={labelledOptions(INCIDENT_REPORT_KINDS, KIND_LABELS)} />
        </Field>
        <Field label="Submitted at" required error={errors.submittedAt}>
          <Input type="datetime-local" {...bind('submittedAt')} />
        </Field>
      </Grid>
      <Field label="Submitted to" required error={errors.recipient}>
        <Input {...bind('recipient')} maxLength={INCIDENT_LIMITS.recipient} />
      </Field>
      <Field
        label="Reference number"
        error={errors.reference}
        hint="The authority's reference, if it gave one."
      >
        <Input {...bind('reference')} maxLength={INCIDENT_LIMITS.reference} />
      </Field>
      <Field
        label="Document"
        error={errors.evidenceId}
        hint="The report as it was sent, from the incident's evidence: it then stays with the report."
      >
        <Select
          {...bind('evidenceId')}
          disabled={evidence.isPending}
          options={[
            {
              value: '',
              label: evidence.data?.length
                ? 'No document'
                : 'No document (add it to the evidence first)',
            },
            ...(evidence.data ?? []).map((e) => ({ value: e.id, label: e.title })),
          ]}
        />
      </Field>
    </FormDialog>
  );
}
