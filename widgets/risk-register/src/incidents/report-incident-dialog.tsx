import { IncidentCreateBody, formatCount } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { useToast, viewerTimeZone } from '@portfolio/ui';
import { useReportIncident } from '../api/incidents';
import {
  IncidentFactsDialog,
  newIncidentFacts,
  type IncidentFactsDialogProps,
} from './incident-fields';
import { fromLocalInput } from './incident-time';

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

function ReportForm({ companyId, onClose, onReported, projectId }: ReportIncidentDialogProps) {
  const { toast } = useToast();
  const report = useReportIncident(companyId);

  const submit: IncidentFactsDialogProps['onSubmit'] = (facts, { accept, acceptFromServer }) => {
    const body: IncidentCreateBody = {
      title: facts.title.trim(),
      description: facts.description.trim(),
      occurredAt: facts.occurredAt ? fromLocalInput(facts.occurredAt) : null,
      awareAt: fromLocalInput(facts.awareAt),
      // Times are typed in the viewer's zone: its calendar counts the days and months.
      timeZone: viewerTimeZone(),
      severity: facts.severity,
      projectId: facts.projectId || null,
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
      onError: acceptFromServer,
    });
  };

  return (
    <IncidentFactsDialog
      companyId={companyId}
      initial={() => ({ ...newIncidentFacts(), projectId: projectId ?? '' })}
      onClose={onClose}
      onSubmit={submit}
      title="Report an incident"
      description="The reporting clocks start when the company became aware. Times are in your time zone."
      pending={report.isPending}
      submitLabel="Report incident"
      pendingLabel="Reporting..."
    />
  );
}
