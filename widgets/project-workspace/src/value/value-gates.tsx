import type { FormEvent } from 'react';
import {
  GATE_DECISION_LABELS,
  GATE_DECISIONS,
  GateDecisionBody,
  STAGE_GATE_LABELS,
  STAGE_GATES,
  formatDate,
  type GateDecision,
  type GateDecisionRecord,
  type Project,
  type StageGate,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, Input, Select } from '@portfolio/ui';
import { LabelledBadge } from '@portfolio/ui/badges';
import { labelledOptions } from '@portfolio/ui/forms';
import { useCreateGate, useProjectGates } from '../api/value';
import { Muted, Row } from '../shared/list-card-parts';
import {
  DECISION_TONES,
  Errors,
  FormFrame,
  GateGrid,
  KpiMain,
  GateTop,
  Reason,
} from './value-parts';
import { AddButton, useAddForm } from '../shared/card-forms';
import { ValueList } from './value-list';
import { projectScope } from '../shared/project-scope';

export function GateSection({ project }: { project: Project }) {
  const gates = useProjectGates(project.id);
  return (
    <ValueList
      titleId={`gates-${project.id}`}
      title="Stage gates"
      query={gates}
      loadingLabel="Loading the stage gates"
      errorTitle="The stage gates could not be loaded"
      empty="No decisions yet."
      emptyHint="Record the go, hold or stop of each gate below."
      label="Stage-gate decisions, newest first"
      after={<GateForm project={project} />}
    >
      {(gate) => <GateRow key={gate.id} gate={gate} />}
    </ValueList>
  );
}

export function GateRow({ gate }: { gate: GateDecisionRecord }) {
  return (
    <Row data-testid="gate-row">
      <KpiMain>
        <GateTop>
          <strong>{STAGE_GATE_LABELS[gate.gate]}</strong>
          <LabelledBadge
            value={gate.decision}
            tones={DECISION_TONES}
            labels={GATE_DECISION_LABELS}
            size="sm"
          />
        </GateTop>
        <Reason>{gate.reason}</Reason>
        <Muted>
          {gate.decidedBy.name} ·{' '}
          <time dateTime={gate.decidedAt} title={formatDate(gate.decidedAt, 'time')}>
            {formatDate(gate.decidedAt)}
          </time>
        </Muted>
      </KpiMain>
    </Row>
  );
}

export const GATE_OPTIONS = labelledOptions(STAGE_GATES, STAGE_GATE_LABELS);

export const DECISION_OPTIONS = labelledOptions(GATE_DECISIONS, GATE_DECISION_LABELS);

export function GateForm({ project }: { project: Project }) {
  const create = useCreateGate(projectScope(project));
  const { values, errors, bind, accept, refused, saved } = useAddForm(
    { gate: '' as StageGate | '', decision: '' as GateDecision | '', reason: '' },
    'Failed to record the decision',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { gate: values.gate, decision: values.decision, reason: values.reason.trim() };
    if (!accept(checkFields(GateDecisionBody, body) as Errors)) return;
    create.mutate(body as GateDecisionBody, {
      onSuccess: (made) =>
        saved(`${STAGE_GATE_LABELS[made.gate]}: ${GATE_DECISION_LABELS[made.decision]} recorded`),
      onError: refused,
    });
  };
  const id = (field: string) => `new-gate-${project.id}-${field}`;
  return (
    <FormFrame data-print-hide="">
      <GateGrid onSubmit={submit} aria-label="Add a decision" noValidate>
        <Field label="Gate" id={id('gate')} error={errors.gate}>
          <Select {...bind('gate')} placeholder="Choose a gate" options={GATE_OPTIONS} />
        </Field>
        <Field label="Decision" id={id('decision')} error={errors.decision}>
          <Select
            {...bind('decision')}
            placeholder="Choose a decision"
            options={DECISION_OPTIONS}
          />
        </Field>
        <Field label="Reason" id={id('reason')} error={errors.reason}>
          <Input {...bind('reason')} placeholder="e.g. The pilot met its KPIs" />
        </Field>
        <AddButton pending={create.isPending}>Add Decision</AddButton>
      </GateGrid>
    </FormFrame>
  );
}
