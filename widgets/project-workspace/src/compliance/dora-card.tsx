import {
  PROJECT_DORA_LIMITS,
  ProjectDoraBody,
  deriveDoraStatus,
  type ProjectDora,
} from '@portfolio/contracts';
import { BuildingIcon, Field, Input, Switch } from '@portfolio/ui';
import { useProjectDora, useSaveProjectDora } from '../api/compliance-records';
import { HintBox, RecordFact, yesNo } from './compliance-record-parts';
import {
  RecordCard,
  type RecordCardProps,
  type RecordFormProps,
  type RecordSummaryProps,
} from './record-card';
import { RecordForm, RecordSummary, useRecordForm } from './record-form';
import { projectScope } from '../shared/project-scope';

/**
 * The DORA card of a project: whether it supports a critical or important function, and which.
 * Its LLM vendors are in the company's register of ICT third-party providers (the LLM page);
 * once saved, the project's DORA status follows from this record.
 */
export function DoraCard(props: RecordCardProps) {
  return (
    <RecordCard
      {...props}
      icon={<BuildingIcon size={18} aria-hidden="true" />}
      title="DORA"
      description="Whether the project supports a critical or important function. Its LLM vendors are listed in the DORA register on the LLM page."
      record={useProjectDora(props.project.id)}
      Summary={DoraSummary}
      Form={DoraForm}
    />
  );
}

function DoraSummary({ record, navigate }: RecordSummaryProps<ProjectDora>) {
  return (
    <RecordSummary
      name="DORA"
      record={record}
      status={record.doraStatus}
      navigate={navigate}
      hint={
        record.updatedAt !== null && record.supportsCriticalFunction && !record.functionName ? (
          <HintBox $tone="amber">
            Name the function it supports: the register lists it against the project’s vendors.
          </HintBox>
        ) : null
      }
      emptyHint="Say whether the project supports a critical or important function to derive its DORA status."
    >
      <RecordFact label="Supports a critical or important function">
        {yesNo(record.supportsCriticalFunction)}
      </RecordFact>
      {record.supportsCriticalFunction ? (
        <RecordFact label="Function">{record.functionName ?? 'Not named'}</RecordFact>
      ) : null}
    </RecordSummary>
  );
}

function DoraForm({ project, record, onDone }: RecordFormProps<ProjectDora>) {
  const form = useRecordForm({
    name: 'DORA',
    project,
    schema: ProjectDoraBody,
    save: useSaveProjectDora(projectScope(project)),
    initial: (): ProjectDoraBody => ({
      supportsCriticalFunction: record.supportsCriticalFunction,
      functionName: record.functionName,
      notes: record.notes,
    }),
    savedStatus: (saved: ProjectDora) => saved.doraStatus,
    onDone,
  });
  const { draft, errors, set, id } = form;
  const critical = draft.supportsCriticalFunction;

  return (
    <RecordForm
      form={form}
      status={deriveDoraStatus({
        supportsCriticalFunction: critical,
        functionName: draft.functionName ?? null,
      })}
      notesLimit={PROJECT_DORA_LIMITS.notes}
      onSubmit={() =>
        form.submit({ ...draft, functionName: (critical && draft.functionName?.trim()) || null })
      }
    >
      <Field
        label="Supports a critical or important function"
        id={id('critical')}
        error={errors.supportsCriticalFunction}
      >
        <Switch
          checked={critical}
          onCheckedChange={(supportsCriticalFunction) => set({ supportsCriticalFunction })}
        />
      </Field>
      {critical ? (
        <Field
          label="Function"
          id={id('function')}
          error={errors.functionName}
          hint="e.g. Payments, Claims handling"
        >
          <Input
            value={draft.functionName ?? ''}
            maxLength={PROJECT_DORA_LIMITS.functionName}
            onChange={(e) => set({ functionName: e.target.value })}
          />
        </Field>
      ) : null}
    </RecordForm>
  );
}
