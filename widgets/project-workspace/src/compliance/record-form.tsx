import { useState, type FormEvent, type ReactNode } from 'react';
import type { ComplianceStatus, RecordControl, TSchema } from '@portfolio/contracts';
import { Button, ComplianceBadge, Field, Textarea } from '@portfolio/ui';
import { RecordControls } from '@portfolio/ui/evidence';
import { DerivedNote, Facts, FormGrid, RecordFact } from './compliance-record-parts';
import { Empty, FormActions, Rows } from '../shared/list-card-parts';
import { DerivedStatus, useRecordSave } from './record-card';

/*
 * The summary and the form every compliance record of the project (GDPR, DORA) has around its
 * own facts and fields: the status it gives the project, its notes, and its save.
 */

interface Notes {
  notes?: string | null;
}

/**
 * A record's summary: the status it gives the project, a computed hint, then its facts and
 * notes, or that there is no record yet (`emptyHint` says what to fill in); `after`, then the
 * controls that cover the record (saved or not), each linking to its page, close it.
 */
export function RecordSummary({
  name,
  record,
  status,
  hint,
  emptyHint,
  after,
  navigate,
  children,
}: {
  /** "GDPR", "DORA". */
  name: string;
  record: {
    notes: string | null;
    updatedAt: string | null;
    controls: readonly RecordControl[];
  };
  status: ComplianceStatus;
  hint?: ReactNode;
  emptyHint: string;
  after?: ReactNode;
  /** Opens a control's page in the shell. */
  navigate?: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <Rows>
      <DerivedStatus label={`${name} status`} status={status} updatedAt={record.updatedAt} />
      {hint}
      {record.updatedAt === null ? (
        <Empty>
          {`No ${name} record yet.`} <span data-print-hide="">{emptyHint}</span>
        </Empty>
      ) : (
        <Facts>
          {children}
          {record.notes ? (
            <RecordFact label="Notes" wide>
              {record.notes}
            </RecordFact>
          ) : null}
        </Facts>
      )}
      {after}
      <RecordControls controls={record.controls} navigate={navigate} />
    </Rows>
  );
}

/**
 * A record's draft, its field errors and its save (`useRecordSave`): `set` changes the draft
 * and clears the errors said.
 */
export function useRecordForm<Body extends Notes, Saved>(
  schema: TSchema,
  save: Parameters<typeof useRecordSave<Body, Saved, keyof Body & string>>[1],
  initial: () => Body,
  options: { record: string; savedTitle: (saved: Saved) => string; onDone: () => void },
) {
  const { errors, clearErrors, submit } = useRecordSave<Body, Saved, keyof Body & string>(
    schema,
    save,
    options,
  );
  const [draft, setDraft] = useState<Body>(initial);
  const set = (changes: Partial<Body>) => {
    setDraft((d) => ({ ...d, ...changes }));
    clearErrors();
  };
  return { errors, draft, set, submit };
}

/**
 * A record's form: its own fields, then its notes, the status saving would give the project,
 * and Cancel and Save.
 */
export function RecordForm({
  name,
  idPrefix,
  pending,
  status,
  notes,
  notesLimit,
  notesError,
  onNotes,
  onSubmit,
  onCancel,
  children,
}: {
  /** "GDPR", "DORA". */
  name: string;
  /** The fields' ids start with it (`gdpr-<project id>`). */
  idPrefix: string;
  pending: boolean;
  /** The status saving the draft would give the project. */
  status: ComplianceStatus;
  notes: string | null | undefined;
  notesLimit: number;
  notesError?: string;
  onNotes: (notes: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={`${name} record`} noValidate>
      <FormGrid disabled={pending}>
        {children}
        <Field label="Notes" id={`${idPrefix}-notes`} error={notesError}>
          <Textarea
            rows={2}
            maxLength={notesLimit}
            value={notes ?? ''}
            onChange={(e) => onNotes(e.target.value)}
          />
        </Field>
        <DerivedNote aria-live="polite">
          <span>{`Saving makes the ${name} status`}</span>
          <ComplianceBadge status={status} />
        </DerivedNote>
        <FormActions>
          <Button type="button" $variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : `Save ${name} record`}
          </Button>
        </FormActions>
      </FormGrid>
    </form>
  );
}
