import { useState, type FormEvent, type ReactNode } from 'react';
import {
  complianceLabel,
  type ComplianceStatus,
  type Project,
  type RecordControl,
  type TSchema,
} from '@portfolio/contracts';
import { Button, ComplianceBadge, Field, Textarea, type FieldErrors } from '@portfolio/ui';
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

/** A record form's state, as `useRecordForm` keeps it: `RecordForm` draws its notes from it. */
export interface RecordFormState<Body extends Notes> {
  /** "GDPR", "DORA". */
  name: string;
  draft: Body;
  errors: FieldErrors<keyof Body & string>;
  /** Changes the draft and clears the errors said. */
  set: (changes: Partial<Body>) => void;
  /** Checks and saves a body, its notes trimmed (blank notes saved as none). */
  submit: (body: Body) => void;
  pending: boolean;
  /** A field's id: `dora-<project id>-<field>`. */
  id: (field: string) => string;
  /** Closes the form, saved or cancelled. */
  onDone: () => void;
}

/**
 * A record's draft, its field errors and its save (`useRecordSave`); the toast of a save says
 * the status the record now gives the project.
 */
export function useRecordForm<Body extends Notes, Saved>({
  name,
  project,
  schema,
  save,
  initial,
  savedStatus,
  onDone,
}: {
  name: string;
  project: Pick<Project, 'id'>;
  schema: TSchema;
  save: Parameters<typeof useRecordSave<Body, Saved, keyof Body & string>>[1] & {
    isPending: boolean;
  };
  initial: () => Body;
  savedStatus: (saved: Saved) => ComplianceStatus;
  onDone: () => void;
}): RecordFormState<Body> {
  const { errors, clearErrors, submit } = useRecordSave<Body, Saved, keyof Body & string>(
    schema,
    save,
    {
      record: name,
      savedTitle: (saved) => `${name} record saved: ${complianceLabel(savedStatus(saved))}`,
      onDone,
    },
  );
  const [draft, setDraft] = useState<Body>(initial);
  return {
    name,
    draft,
    errors,
    set: (changes) => {
      setDraft((d) => ({ ...d, ...changes }));
      clearErrors();
    },
    submit: (body) => submit({ ...body, notes: body.notes?.trim() || null }),
    pending: save.isPending,
    id: (field) => `${name.toLowerCase()}-${project.id}-${field}`,
    onDone,
  };
}

/**
 * A record's form: its own fields, then its notes, the status saving would give the project,
 * and Cancel and Save.
 */
export function RecordForm<Body extends Notes>({
  form,
  status,
  notesLimit,
  onSubmit,
  children,
}: {
  form: RecordFormState<Body>;
  /** The status saving the draft would give the project. */
  status: ComplianceStatus;
  notesLimit: number;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { name, pending } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={`${name} record`} noValidate>
      <FormGrid disabled={pending}>
        {children}
        <Field label="Notes" id={form.id('notes')} error={form.errors.notes}>
          <Textarea
            rows={2}
            maxLength={notesLimit}
            value={form.draft.notes ?? ''}
            // Every body has its notes; a literal is not seen as a part of a generic body.
            onChange={(e) => form.set({ notes: e.target.value } as Partial<Body>)}
          />
        </Field>
        <DerivedNote aria-live="polite">
          <span>{`Saving makes the ${name} status`}</span>
          <ComplianceBadge status={status} />
        </DerivedNote>
        <FormActions>
          <Button type="button" $variant="outline" onClick={form.onDone}>
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
