import { useState } from 'react';
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
import { labelledOptions } from '@portfolio/ui/forms';
import { useCompanyPeople } from '../api/incidents';
import { toLocalInput } from './incident-time';

/** An incident's facts as its dialogs edit them (instants as `datetime-local` values). */
export interface IncidentFacts {
  title: string;
  description: string;
  occurredAt: string;
  awareAt: string;
  severity: IncidentSeverity;
  projectId: string;
  ownerId: string;
  reportedBy: string;
  rootCause: string;
}

export type IncidentFactField = keyof IncidentFacts;

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
  values: IncidentFacts;
  set: (field: IncidentFactField, value: string) => void;
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
  values,
  set,
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
          value={values.title}
          maxLength={INCIDENT_LIMITS.title}
          placeholder="e.g. Chatbot gave a customer another customer's order history"
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field label="What happened" error={errors.description}>
        <Textarea
          rows={4}
          value={values.description}
          maxLength={INCIDENT_LIMITS.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Grid $columns={{ sm: 2 }} $gap="0.75rem">
        <Field label="Occurred at" error={errors.occurredAt}>
          <Input
            type="datetime-local"
            value={values.occurredAt}
            onChange={(e) => set('occurredAt', e.target.value)}
          />
        </Field>
        <Field
          label="Became aware at"
          required
          error={errors.awareAt}
          hint={recorded?.awareHint ?? 'When the company knew: every deadline counts from here.'}
        >
          <Input
            type="datetime-local"
            value={values.awareAt}
            onChange={(e) => set('awareAt', e.target.value)}
          />
        </Field>
        <Field label="Severity" required error={errors.severity}>
          <Select
            value={values.severity}
            onChange={(e) => set('severity', e.target.value)}
            options={labelledOptions(INCIDENT_SEVERITIES, RISK_SEVERITY_LABELS)}
          />
        </Field>
        <Field
          label="Project"
          error={errors.projectId}
          hint="Its EU AI Act assessment sets the AI Act clocks."
        >
          <Select
            value={values.projectId}
            onChange={(e) => set('projectId', e.target.value)}
            options={[
              { value: '', label: 'No project' },
              ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        </Field>
        {recorded ? (
          <RecordedFields
            companyId={companyId}
            values={values}
            set={set}
            errors={errors}
            owner={recorded.owner}
          />
        ) : null}
      </Grid>
      {recorded ? (
        <Field label="Root cause" error={errors.rootCause}>
          <Textarea
            rows={3}
            value={values.rootCause}
            maxLength={INCIDENT_LIMITS.rootCause}
            onChange={(e) => set('rootCause', e.target.value)}
          />
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
  const [facts, setFacts] = useState(initial);
  const fieldErrors = useFieldErrors();
  const set = (field: IncidentFactField, value: string) => {
    setFacts((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(field);
  };
  return (
    <FormDialog {...dialog} size="lg" onSubmit={() => onSubmit(facts, fieldErrors)}>
      <IncidentFactsFields
        companyId={companyId}
        values={facts}
        set={set}
        errors={fieldErrors.errors}
        recorded={recorded}
      />
    </FormDialog>
  );
}

/** Who owns the incident (a member) and who reported it (as given). */
function RecordedFields({
  companyId,
  values,
  set,
  errors,
  owner,
}: Pick<IncidentFactsFieldsProps, 'companyId' | 'values' | 'set' | 'errors'> & {
  owner: IncidentDetail['owner'];
}) {
  const people = useCompanyPeople(companyId);
  // The owner stays listed while the members load, or once they have left the company.
  const owners = owner && !people.some((p) => p.id === owner.id) ? [owner, ...people] : people;
  return (
    <>
      <Field label="Owner" error={errors.ownerId}>
        <Select
          value={values.ownerId}
          onChange={(e) => set('ownerId', e.target.value)}
          options={[
            { value: '', label: 'No owner' },
            ...owners.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      </Field>
      <Field label="Reported by" error={errors.reportedBy}>
        <Input
          value={values.reportedBy}
          maxLength={INCIDENT_LIMITS.reportedBy}
          onChange={(e) => set('reportedBy', e.target.value)}
        />
      </Field>
    </>
  );
}
