import { useState, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ComplianceBadge,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
  type FieldErrors,
} from '@portfolio/ui';
import {
  formatDate,
  type ComplianceStatus,
  type Project,
  type TSchema,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { DerivedNote } from './compliance-record-parts';
import { QueryCard } from '../shared/query-card';
import { FillInButton } from '../shared/card-forms';

/** What the card of a record (GDPR, DORA) is given. */
export interface RecordCardProps {
  project: Project;
  /** Opens a control's page in the shell: the controls that cover the record link there. */
  navigate?: (path: string) => void;
}

/** What a record's summary is given: the record, and the shell's navigation for its controls. */
export type RecordSummaryProps<T> = { record: T } & Pick<RecordCardProps, 'navigate'>;

/** What a record's form is given: the project, the record it starts from, and its closing. */
export interface RecordFormProps<T> {
  project: Project;
  record: T;
  onDone: () => void;
}

/**
 * The card of a compliance record of the project (GDPR, DORA): its heading with "Fill in" or
 * "Edit", the record's `Summary`, or its `Form` while editing; loading and error states.
 */
export function RecordCard<T extends { updatedAt: string | null }>({
  project,
  navigate,
  icon,
  title,
  description,
  record,
  Summary,
  Form,
}: RecordCardProps & {
  icon: ReactNode;
  /** "GDPR", "DORA": also names the record in its loading and error states. */
  title: string;
  description: string;
  record: UseQueryResult<T>;
  Summary: ComponentType<RecordSummaryProps<T>>;
  Form: ComponentType<RecordFormProps<T>>;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <QueryCard
      icon={icon}
      title={title}
      description={description}
      actions={
        record.data && !editing ? (
          <FillInButton filled={Boolean(record.data.updatedAt)} onClick={() => setEditing(true)} />
        ) : null
      }
      query={record}
      loading={{ label: `Loading the ${title} record`, heights: ['2.5rem', '4rem'] }}
      errorTitle={`The ${title} record could not be loaded`}
    >
      {(data) =>
        editing ? (
          <Form project={project} record={data} onDone={() => setEditing(false)} />
        ) : (
          <Summary record={data} navigate={navigate} />
        )
      }
    </QueryCard>
  );
}

/** The status a saved record gives the project, or that it is still chosen by hand. */
export function DerivedStatus({
  label,
  status,
  updatedAt,
}: {
  label: string;
  status: ComplianceStatus;
  updatedAt: string | null;
}) {
  return (
    <DerivedNote>
      <span>{label}</span>
      <ComplianceBadge status={status} />
      <small>
        {updatedAt
          ? `Follows from this record, saved ${formatDate(updatedAt)}.`
          : 'Chosen by hand until this record is filled in.'}
      </small>
    </DerivedNote>
  );
}

/**
 * A record form's field errors and its save: the body is checked against the contract first
 * (said under its fields, nothing sent), then saved; a refusal the server words per field goes
 * under that field, anything else in a toast. `savedTitle` words the toast of a save.
 */
export function useRecordSave<Body, Saved, Field extends string>(
  schema: TSchema,
  save: {
    mutate: (
      body: Body,
      options: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
    ) => void;
  },
  {
    record,
    savedTitle,
    onDone,
  }: { record: string; savedTitle: (saved: Saved) => string; onDone: () => void },
) {
  const { toast } = useToast();
  const { errors, accept, acceptFromServer, reset } = useFieldErrors<Field>();
  const submit = (body: Body) => {
    if (!accept(checkFields(schema, body) as FieldErrors<Field>)) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({ title: savedTitle(saved) });
        onDone();
      },
      onError: (error) => {
        if (acceptFromServer(error)) return;
        toast({
          title: 'Error',
          description: mutationErrorMessage(error, `Failed to save the ${record} record`),
          variant: 'destructive',
        });
      },
    });
  };
  return { errors, clearErrors: reset, submit };
}
