import { useState } from 'react';
import {
  INCIDENT_LIMITS,
  INCIDENT_SEVERITIES,
  IncidentCreateBody,
  PROJECT_PAGE_MAX,
  RISK_SEVERITY_LABELS,
  formatCount,
  routes,
  type IncidentSeverity,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Dialog,
  DialogActions,
  Field,
  Grid,
  Input,
  Select,
  Textarea,
  useFieldErrors,
  useRouteQuery,
  useToast,
  viewerTimeZone,
} from '@portfolio/ui';
import { useReportIncident } from '../api/incidents';
import { fromLocalInput, toLocalInput } from './incident-time';

export interface ReportIncidentDialogProps {
  companyId: string;
  open: boolean;
  onClose: () => void;
  /** The project chosen at first (the register filtered to one project, or the project page's link). */
  projectId?: string;
  /** The incident is recorded: its id (to open its page). */
  onReported: (id: string) => void;
}

/** "Report an incident": what went wrong, when, when the company became aware, how bad, where. */
export function ReportIncidentDialog(props: ReportIncidentDialogProps) {
  return props.open ? <ReportForm {...props} /> : null;
}

function ReportForm({
  companyId,
  onClose,
  onReported,
  projectId: initialProjectId,
}: ReportIncidentDialogProps) {
  const { toast } = useToast();
  const report = useReportIncident(companyId);
  const projects = useRouteQuery(routes.listProjects, {
    params: { companyId },
    query: { limit: PROJECT_PAGE_MAX, sort: 'name' },
  });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [occurredAt, setOccurredAt] = useState('');
  const [awareAt, setAwareAt] = useState(() => toLocalInput(new Date()));
  const [severity, setSeverity] = useState<IncidentSeverity>('high');
  const [projectId, setProjectId] = useState(initialProjectId ?? '');
  const { errors, accept, clear, acceptFromServer } = useFieldErrors();

  const submit = () => {
    const body: IncidentCreateBody = {
      title: title.trim(),
      description: description.trim(),
      occurredAt: occurredAt ? fromLocalInput(occurredAt) : null,
      awareAt: fromLocalInput(awareAt),
      timeZone: viewerTimeZone(),
      severity,
      projectId: projectId || null,
    };
    if (!accept(checkFields(IncidentCreateBody, body))) return;
    report.mutate(body, {
      onSuccess: (incident) => {
        toast({
          title: 'Incident reported',
          description: `${formatCount(incident.clocks.length, 'reporting clock')} so far: answer its classification questions to see every one.`,
        });
        onClose();
        onReported(incident.id);
      },
      onError: (error) => acceptFromServer(error),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Report an incident"
      description="The reporting clocks start when the company became aware. Times are in your time zone."
      pending={report.isPending}
      onSubmit={submit}
      size="lg"
      footer={
        <DialogActions
          onCancel={onClose}
          pending={report.isPending}
          submitLabel="Report incident"
          pendingLabel="Reporting..."
        />
      }
    >
      <Field label="Title" required error={errors.title}>
        <Input
          value={title}
          maxLength={INCIDENT_LIMITS.title}
          placeholder="e.g. Chatbot gave a customer another customer's order history"
          onChange={(e) => {
            setTitle(e.target.value);
            clear('title');
          }}
        />
      </Field>
      <Field label="What happened" error={errors.description}>
        <Textarea
          rows={4}
          value={description}
          maxLength={INCIDENT_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Grid $columns={{ sm: 2 }} $gap="0.75rem">
        <Field label="Occurred at" error={errors.occurredAt}>
          <Input
            type="datetime-local"
            value={occurredAt}
            onChange={(e) => {
              setOccurredAt(e.target.value);
              clear('occurredAt');
            }}
          />
        </Field>
        <Field
          label="Became aware at"
          required
          error={errors.awareAt}
          hint="When the company knew: every deadline counts from here."
        >
          <Input
            type="datetime-local"
            value={awareAt}
            onChange={(e) => {
              setAwareAt(e.target.value);
              clear('awareAt');
            }}
          />
        </Field>
        <Field label="Severity" required error={errors.severity}>
          <Select
            value={severity}
            onChange={(e) => setSeverity(e.target.value as IncidentSeverity)}
            options={INCIDENT_SEVERITIES.map((s) => ({ value: s, label: RISK_SEVERITY_LABELS[s] }))}
          />
        </Field>
        <Field
          label="Project"
          error={errors.projectId}
          hint="Its EU AI Act assessment sets the AI Act clocks."
        >
          <Select
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
            options={[
              { value: '', label: 'No project' },
              ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        </Field>
      </Grid>
    </Dialog>
  );
}
