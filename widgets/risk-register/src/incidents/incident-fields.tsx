import {
  INCIDENT_LIMITS,
  INCIDENT_SEVERITIES,
  PROJECT_PAGE_MAX,
  RISK_SEVERITY_LABELS,
  routes,
  type IncidentDetail,
  type IncidentSeverity,
} from '@portfolio/contracts';
import {
  Field,
  FormDialog,
  Grid,
  Input,
  Select,
  Textarea,
  useFieldErrors,
  useRouteQuery,
  type FormDialogProps,
} from '@portfolio/ui';
import { labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { useCompanyPeople } from '../api/incidents';
import { toLocalInput } from './incident-time';

/** An incident's facts as its dialogs edit them (instants as `datetime-local` values). */
export type IncidentFacts = {
  title: string;
  description: string;
  occurredAt: string;
  awareAt: string;
  severity: IncidentSeverity;
  projectId: string;
  ownerId: string;
  reportedBy: string;
  rootCause: string;
};

/** The facts of a new incident: aware now, high until said otherwise. */
export const newIncidentFacts = (): IncidentFacts => ({
  title: '',
  description: '',
  occurredAt: '',
  awareAt: toLocalInput(new Date()),
  severity: 'high',
  projectId: '',
  ownerId: '',
  reportedBy: '',
  rootCause: '',
});

/** The facts of a recorded incident, as its edit dialog starts from them. */
export const factsOf = (incident: IncidentDetail): IncidentFacts => ({
  title: incident.title,
  description: incident.description,
  occurredAt: incident.occurredAt ? toLocalInput(incident.occurredAt) : '',
  awareAt: toLocalInput(incident.awareAt),
  severity: incident.severity,
  projectId: incident.project?.id ?? '',
  ownerId: incident.owner?.id ?? '',
  reportedBy: incident.reportedBy,
  rootCause: incident.rootCause ?? '',
});

export interface IncidentFactsFieldsProps {
  companyId: string;
  /** A field's value and its change (the kit's `useFormValues`). */
  bind: ReturnType<typeof useFormValues<IncidentFacts>>['bind'];
  errors: Partial<Record<string, string>>;
  /** The fields a recorded incident adds: owner, who reported it and the root cause. */
  recorded?: { owner: IncidentDetail['owner']; awareHint: string };
}

/**
 * The fields of an incident's facts, shared by "Report an incident" and "Edit incident": what
 * went wrong, when, when the company became aware (every clock counts from there), how bad,
 * where; a recorded incident adds its owner, who reported it and the root cause.
 */
export function IncidentFactsFields({
  companyId,
  bind,
  errors,
  recorded,
}: IncidentFactsFieldsProps) {
  const projects = useRouteQuery(routes.listProjects, {
    params: { companyId },
    query: { limit: PROJECT_PAGE_MAX, sort: 'name' },
  });
  return (
    <>
      <Field label="Title" required error={errors.title}>
        <Input
          {...bind('title')}
          maxLength={INCIDENT_LIMITS.title}
          placeholder="e.g. Chatbot gave a customer another customer's order history"
        />
      </Field>
      <Field label="What happened" error={errors.description}>
        <Textarea rows={4} {...bind('description')} maxLength={INCIDENT_LIMITS.description} />
      </Field>
      <Grid $columns={{ sm: 2 }} $gap="0.75rem">
        <Field label="Occurred at" error={errors.occurredAt}>
          <Input type="datetime-local" {...bind('occurredAt')} />
        </Field>
        <Field
          label="Became aware at"
          required
          error={errors.awareAt}
          hint={recorded?.awareHint ?? 'When the company knew: every deadline counts from here.'}
        >
          <Input type="datetime-local" {...bind('awareAt')} />
        </Field>
        <Field label="Severity" required error={errors.severity}>
          <Select
            {...bind('severity')}
            options={labelledOptions(INCIDENT_SEVERITIES, RISK_SEVERITY_LABELS)}
          />
        </Field>
        <Field
          label="Project"
          error={errors.projectId}
          hint="Its EU AI Act assessment sets the AI Act clocks."
        >
          <Select
            {...bind('projectId')}
            options={[
              { value: '', label: 'No project' },
              ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        </Field>
        {recorded ? (
          <RecordedFields
            companyId={companyId}
            bind={bind}
            errors={errors}
            owner={recorded.owner}
          />
        ) : null}
      </Grid>
      {recorded ? (
        <Field label="Root cause" error={errors.rootCause}>
          <Textarea rows={3} {...bind('rootCause')} maxLength={INCIDENT_LIMITS.rootCause} />
        </Field>
      ) : null}
    </>
  );
}

export interface IncidentFactsDialogProps extends Pick<
  FormDialogProps,
  'onClose' | 'title' | 'description' | 'pending' | 'submitLabel' | 'pendingLabel'
> {
  companyId: string;
  /** The facts the fields start from. */
  initial: () => IncidentFacts;
  recorded?: IncidentFactsFieldsProps['recorded'];
  /**
   * Sends the facts: `accept` shows the errors found before sending (true when there are none),
   * `acceptFromServer` the ones the BFF refused.
   */
  onSubmit: (facts: IncidentFacts, errors: ReturnType<typeof useFieldErrors>) => void;
}

/**
 * "Report an incident" and "Edit incident": the facts' fields in a form dialog, a changed field
 * dropping its own error.
 */
export function IncidentFactsDialog({
  companyId,
  initial,
  recorded,
  onSubmit,
  ...dialog
}: IncidentFactsDialogProps) {
  const fieldErrors = useFieldErrors();
  const { values, bind } = useFormValues(initial, fieldErrors.clear);
  return (
    <FormDialog {...dialog} size="lg" onSubmit={() => onSubmit(values, fieldErrors)}>
      <IncidentFactsFields
        companyId={companyId}
        bind={bind}
        errors={fieldErrors.errors}
        recorded={recorded}
      />
    </FormDialog>
  );
}

/** Who owns the incident (a member) and who reported it (as given). */
function RecordedFields({
  companyId,
  bind,
  errors,
  owner,
}: Pick<IncidentFactsFieldsProps, 'companyId' | 'bind' | 'errors'> & {
  owner: IncidentDetail['owner'];
}) {
  const people = useCompanyPeople(companyId);
  // The owner stays listed while the members load, or once they have left the company.
  const owners = owner && !people.some((p) => p.id === owner.id) ? [owner, ...people] : people;
  return (
    <>
      <Field label="Owner" error={errors.ownerId}>
        <Select
          {...bind('ownerId')}
          options={[
            { value: '', label: 'No owner' },
            ...owners.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      </Field>
      <Field label="Reported by" error={errors.reportedBy}>
        <Input {...bind('reportedBy')} maxLength={INCIDENT_LIMITS.reportedBy} />
      </Field>
    </>
  );
}
