import { useState } from 'react';
import {
  SOA_LIMITS,
  SOA_STATUSES,
  SOA_STATUS_LABELS,
  SoaEntryBody,
  changedSoaEntry,
  type SoaEntry,
  type SoaStatus,
} from '@portfolio/contracts';
import { Field, FormDialog, Grid, Select, Textarea, useToast } from '@portfolio/ui';
import { useFormValues, useFormWrite, labelledOptions } from '@portfolio/ui/forms';
import { useCompanyPeople } from '../../api/incidents';
import { useUpdateSoaEntry } from '../api';

type FieldName = 'applicable' | 'justification' | 'status' | 'ownerId';

/** The owner choice of nobody. */
const NO_OWNER = '';

export interface SoaEntryDialogProps {
  companyId: string;
  /** The entry to edit; null: closed. */
  entry: SoaEntry | null;
  onClose: () => void;
}

/**
 * An admin says whether an Annex A control applies and why, how far it is implemented and who
 * owns it; an exclusion needs its justification. Only what changed is sent.
 */
export function SoaEntryDialog({ entry, ...props }: SoaEntryDialogProps) {
  return entry ? <EntryForm key={entry.ref} entry={entry} {...props} /> : null;
}

function EntryForm({ companyId, entry, onClose }: SoaEntryDialogProps & { entry: SoaEntry }) {
  const { toast } = useToast();
  const write = useFormWrite<
    SoaEntryBody,
    SoaEntry,
    FieldName,
    { ref: string; body: SoaEntryBody }
  >({
    schema: SoaEntryBody,
    mutation: useUpdateSoaEntry(companyId),
    failure: `Failed to save ${entry.ref}`,
    variables: (body) => ({ ref: entry.ref, body }),
  });
  const { errors, clear } = write;
  const people = useCompanyPeople(companyId);
  const [applicable, setApplicable] = useState(entry.applicable);
  const [status, setStatus] = useState<SoaStatus>(entry.status);
  const { values, bind } = useFormValues(
    () => ({ justification: entry.justification, ownerId: entry.owner?.id ?? NO_OWNER }),
    clear,
  );
  const { justification, ownerId } = values;
  // A name kept as text (no member) stays unless another owner is chosen.
  const owners = [
    ...(entry.owner && !entry.owner.id
      ? [{ value: NO_OWNER, label: `${entry.owner.name} (not a member)` }]
      : []),
    ...(entry.owner?.id && !people.some((p) => p.id === entry.owner!.id)
      ? [{ value: entry.owner.id, label: entry.owner.name }]
      : []),
    ...people.map((p) => ({ value: p.id, label: p.name })),
  ];

  const submit = () => {
    const body: SoaEntryBody = {
      ...(applicable !== entry.applicable ? { applicable } : {}),
      ...(justification.trim() !== entry.justification
        ? { justification: justification.trim() || null }
        : {}),
      ...(status !== entry.status ? { status } : {}),
      ...(ownerId !== (entry.owner?.id ?? NO_OWNER) ? { ownerId: ownerId || null } : {}),
    };
    // Unchanged, the entry was valid as saved: nothing to send.
    if (Object.keys(body).length === 0) return onClose();
    // The entry as the change leaves it, by the rule the API applies (an exclusion is justified).
    const { problem } = changedSoaEntry(
      {
        applicable: entry.applicable,
        justification: entry.justification,
        status: entry.status,
        ownerId: entry.owner?.id ?? null,
      },
      body,
    );
    write.send(
      body,
      () => {
        toast({ title: `${entry.ref} saved` });
        onClose();
      },
      problem ? { justification: problem } : {},
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`${entry.ref} ${entry.title}`}
      description={`${entry.group} ${entry.groupTitle}. Its evidence comes from the controls that satisfy it.`}
      {...write.dialog}
      onSubmit={submit}
      size="lg"
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <Grid $columns={{ sm: 2 }}>
        <Field label="Applicable" required error={errors.applicable}>
          <Select
            value={applicable ? 'yes' : 'no'}
            onChange={(e) => {
              setApplicable(e.target.value === 'yes');
              clear('applicable');
              clear('justification');
            }}
            options={[
              { value: 'yes', label: 'Yes, it applies' },
              { value: 'no', label: 'No, excluded' },
            ]}
          />
        </Field>
        <Field label="Implementation status" error={errors.status}>
          <Select
            value={status}
            disabled={!applicable}
            onChange={(e) => {
              setStatus(e.target.value as SoaStatus);
              clear('status');
            }}
            options={labelledOptions(SOA_STATUSES, SOA_STATUS_LABELS)}
          />
        </Field>
      </Grid>
      <Field
        label="Justification"
        required={!applicable}
        error={errors.justification}
        hint={
          applicable
            ? 'Why it is included: a risk it treats, a requirement it meets.'
            : 'Why it is excluded: a Statement of Applicability justifies every exclusion.'
        }
      >
        <Textarea maxLength={SOA_LIMITS.justification} rows={3} {...bind('justification')} />
      </Field>
      <Field label="Owner" error={errors.ownerId}>
        <Select
          {...bind('ownerId')}
          options={[
            ...(entry.owner && !entry.owner.id ? [] : [{ value: NO_OWNER, label: 'No owner' }]),
            ...owners,
          ]}
        />
      </Field>
    </FormDialog>
  );
}
