import { useState, type FormEvent } from 'react';
import {
  PROJECT_DORA_LIMITS,
  ProjectDoraBody,
  complianceLabel,
  deriveDoraStatus,
  type Project,
  type ProjectDora,
} from '@portfolio/contracts';
import {
  BuildingIcon,
  Button,
  ComplianceBadge,
  Field,
  Input,
  Switch,
  Textarea,
} from '@portfolio/ui';
import { useProjectDora, useSaveProjectDora } from '../api/compliance-records';
import {
  DerivedNote,
  Facts,
  FormGrid,
  HintBox,
  RecordFact,
  yesNo,
} from './compliance-record-parts';
import { Empty, FormActions, Rows } from '../shared/list-card-parts';
import { DerivedStatus, RecordCard, useRecordSave } from './record-card';

/**
 * The DORA card of a project: whether it supports a critical or important function, and which.
 * Its LLM vendors are in the company's register of ICT third-party providers (the LLM page);
 * once saved, the project's DORA status follows from this record.
 */
export function DoraCard({ project }: { project: Project }) {
  return (
    <RecordCard
      titleId={`dora-${project.id}`}
      icon={<BuildingIcon size={18} aria-hidden="true" />}
      title="DORA"
      description="Whether the project supports a critical or important function. Its LLM vendors are listed in the DORA register on the LLM page."
      record={useProjectDora(project.id)}
      summary={(record) => <DoraSummary record={record} />}
      form={(record, done) => <DoraForm project={project} record={record} onDone={done} />}
    />
  );
}

function DoraSummary({ record }: { record: ProjectDora }) {
  return (
    <Rows>
      <DerivedStatus label="DORA status" status={record.doraStatus} updatedAt={record.updatedAt} />
      {record.updatedAt === null ? (
        <Empty>
          No DORA record yet.{' '}
          <span data-print-hide="">
            Say whether the project supports a critical or important function to derive its DORA
            status.
          </span>
        </Empty>
      ) : (
        <>
          {record.supportsCriticalFunction && !record.functionName ? (
            <HintBox $tone="amber">
              Name the function it supports: the register lists it against the project’s vendors.
            </HintBox>
          ) : null}
          <Facts>
            <RecordFact label="Supports a critical or important function">
              {yesNo(record.supportsCriticalFunction)}
            </RecordFact>
            {record.supportsCriticalFunction ? (
              <RecordFact label="Function">{record.functionName ?? 'Not named'}</RecordFact>
            ) : null}
            {record.notes ? (
              <RecordFact label="Notes" wide>
                {record.notes}
              </RecordFact>
            ) : null}
          </Facts>
        </>
      )}
    </Rows>
  );
}

function DoraForm({
  project,
  record,
  onDone,
}: {
  project: Project;
  record: ProjectDora;
  onDone: () => void;
}) {
  const save = useSaveProjectDora({ projectId: project.id, companyId: project.companyId });
  const {
    errors,
    clearErrors,
    submit: send,
  } = useRecordSave<ProjectDoraBody, ProjectDora, keyof ProjectDoraBody>(ProjectDoraBody, save, {
    record: 'DORA',
    savedTitle: (saved) => `DORA record saved: ${complianceLabel(saved.doraStatus)}`,
    onDone,
  });
  const [draft, setDraft] = useState<ProjectDoraBody>({
    supportsCriticalFunction: record.supportsCriticalFunction,
    functionName: record.functionName,
    notes: record.notes,
  });
  const set = (changes: Partial<ProjectDoraBody>) => {
    setDraft((d) => ({ ...d, ...changes }));
    clearErrors();
  };
  const critical = draft.supportsCriticalFunction;
  const status = deriveDoraStatus({
    supportsCriticalFunction: critical,
    functionName: draft.functionName ?? null,
  });
  const id = (field: string) => `dora-${project.id}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ProjectDoraBody = {
      supportsCriticalFunction: critical,
      functionName: (critical && draft.functionName?.trim()) || null,
      notes: draft.notes?.trim() || null,
    };
    send(body);
  };

  return (
    <form onSubmit={submit} aria-label="DORA record" noValidate>
      <FormGrid disabled={save.isPending}>
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
        <Field label="Notes" id={id('notes')} error={errors.notes}>
          <Textarea
            rows={2}
            maxLength={PROJECT_DORA_LIMITS.notes}
            value={draft.notes ?? ''}
            onChange={(e) => set({ notes: e.target.value })}
          />
        </Field>
        <DerivedNote aria-live="polite">
          <span>Saving makes the DORA status</span>
          <ComplianceBadge status={status} />
        </DerivedNote>
        <FormActions>
          <Button type="button" $variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save DORA record'}
          </Button>
        </FormActions>
      </FormGrid>
    </form>
  );
}
