import { useState } from 'react';
import {
  INCIDENT_LIMITS,
  INCIDENT_REPORT_KINDS,
  IncidentReportBody,
  type IncidentDetail,
  type IncidentReportKind,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Dialog,
  DialogActions,
  Field,
  Grid,
  Input,
  Select,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { useRecordIncidentReport } from '../api/incidents';
import { clockName } from './clock-badge';
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

/**
 * Record a report as submitted: which clock, initial or complete, when, to whom, and the
 * authority's reference. A correction is a new report; nothing recorded is removed.
 */
export function RecordReportDialog({
  incident,
  open,
  onClose,
}: {
  incident: IncidentDetail;
  open: boolean;
  onClose: () => void;
}) {
  return open ? <RecordForm incident={incident} onClose={onClose} /> : null;
}

function RecordForm({ incident, onClose }: { incident: IncidentDetail; onClose: () => void }) {
  const { toast } = useToast();
  const record = useRecordIncidentReport(incident.id);
  const initial = firstOpen(incident);
  const [clock, setClock] = useState(initial?.clock ?? '');
  const [kind, setKind] = useState<IncidentReportKind>('initial');
  const [submittedAt, setSubmittedAt] = useState(() => toLocalInput(new Date()));
  const [recipient, setRecipient] = useState(initial?.recipient ?? '');
  const [reference, setReference] = useState('');
  const { errors, accept, clear, acceptFromServer } = useFieldErrors();

  const chooseClock = (id: string) => {
    setClock(id);
    const chosen = incident.clocks.find((c) => c.clock === id);
    if (chosen) setRecipient(chosen.recipient);
  };

  const submit = () => {
    const body = {
      clock,
      kind,
      submittedAt: fromLocalInput(submittedAt),
      recipient: recipient.trim(),
      reference: reference.trim() || null,
    } as IncidentReportBody;
    if (!accept(checkFields(IncidentReportBody, body))) return;
    record.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Report recorded', description: `Submitted to ${body.recipient}.` });
        onClose();
      },
      onError: (error) => acceptFromServer(error),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Record a report"
      description="A report already submitted to an authority, the provider, the controller or the people affected."
      pending={record.isPending}
      onSubmit={submit}
      size="lg"
      footer={
        <DialogActions
          onCancel={onClose}
          pending={record.isPending}
          submitLabel="Record report"
          pendingLabel="Recording..."
        />
      }
    >
      <Field label="Clock" required error={errors.clock}>
        <Select
          value={clock}
          onChange={(e) => {
            chooseClock(e.target.value);
            clear('clock');
          }}
          options={clocksByDeadline(incident.clocks).map((c) => ({
            value: c.clock,
            label: `${clockName(c)}: ${c.title}`,
          }))}
        />
      </Field>
      <Grid $columns={{ sm: 2 }} $gap="0.75rem">
        <Field label="Kind of report" required error={errors.kind}>
          <Select
            value={kind}
            onChange={(e) => setKind(e.target.value as IncidentReportKind)}
            options={INCIDENT_REPORT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
        </Field>
        <Field label="Submitted at" required error={errors.submittedAt}>
          <Input
            type="datetime-local"
            value={submittedAt}
            onChange={(e) => {
              setSubmittedAt(e.target.value);
              clear('submittedAt');
            }}
          />
        </Field>
      </Grid>
      <Field label="Submitted to" required error={errors.recipient}>
        <Input
          value={recipient}
          maxLength={INCIDENT_LIMITS.recipient}
          onChange={(e) => {
            setRecipient(e.target.value);
            clear('recipient');
          }}
        />
      </Field>
      <Field
        label="Reference number"
        error={errors.reference}
        hint="The authority's reference, if it gave one."
      >
        <Input
          value={reference}
          maxLength={INCIDENT_LIMITS.reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </Field>
    </Dialog>
  );
}
