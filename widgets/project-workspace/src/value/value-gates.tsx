import { useState, type FormEvent } from 'react';
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
import {
  Badge,
  CountPill,
  Field,
  Input,
  QueryErrorCard,
  Select,
  Skeleton,
  useToast,
} from '@portfolio/ui';
import { useCreateGate, useProjectGates } from '../api/value';
import { Empty, Muted, Row, Rows, Section, SectionTitle } from '../shared/list-card-parts';
import {
  DECISION_TONES,
  Errors,
  useRefusal,
  FormFrame,
  GateGrid,
  KpiMain,
  GateTop,
  Reason,
} from './value-parts';
import { AddButton } from '../shared/card-forms';

export function GateSection({ project }: { project: Project }) {
  const gates = useProjectGates(project.id);
  const titleId = `gates-${project.id}`;
  const list = gates.data ?? [];
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        Stage gates
        {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
      </SectionTitle>
      {gates.isPending ? (
        <Skeleton $height="3.25rem" role="status" aria-label="Loading the stage gates" />
      ) : gates.isError ? (
        <QueryErrorCard title="The stage gates could not be loaded" query={gates} />
      ) : list.length === 0 ? (
        <Empty>
          No decisions yet.{' '}
          <span data-print-hide="">Record the go, hold or stop of each gate below.</span>
        </Empty>
      ) : (
        <Rows as="ul" aria-label="Stage-gate decisions, newest first">
          {list.map((gate) => (
            <GateRow key={gate.id} gate={gate} />
          ))}
        </Rows>
      )}
      <GateForm project={project} />
    </Section>
  );
}

export function GateRow({ gate }: { gate: GateDecisionRecord }) {
  return (
    <Row data-testid="gate-row">
      <KpiMain>
        <GateTop>
          <strong>{STAGE_GATE_LABELS[gate.gate]}</strong>
          <Badge $tone={DECISION_TONES[gate.decision]} $size="sm">
            {GATE_DECISION_LABELS[gate.decision]}
          </Badge>
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

export const GATE_OPTIONS = STAGE_GATES.map((value) => ({
  value,
  label: STAGE_GATE_LABELS[value],
}));

export const DECISION_OPTIONS = GATE_DECISIONS.map((value) => ({
  value,
  label: GATE_DECISION_LABELS[value],
}));

export function GateForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const refused = useRefusal('Failed to record the decision');
  const create = useCreateGate({ projectId: project.id, companyId: project.companyId });
  const [gate, setGate] = useState<StageGate | ''>('');
  const [decision, setDecision] = useState<GateDecision | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { gate, decision, reason: reason.trim() };
    const found = checkFields(GateDecisionBody, body) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body as GateDecisionBody, {
      onSuccess: (made) => {
        toast({
          title: `${STAGE_GATE_LABELS[made.gate]}: ${GATE_DECISION_LABELS[made.decision]} recorded`,
        });
        setGate('');
        setDecision('');
        setReason('');
      },
      onError: (error) => refused(error, setErrors),
    });
  };
  const id = (field: string) => `new-gate-${project.id}-${field}`;
  return (
    <FormFrame data-print-hide="">
      <GateGrid onSubmit={submit} aria-label="Add a decision" noValidate>
        <Field label="Gate" id={id('gate')} error={errors.gate}>
          <Select
            value={gate}
            placeholder="Choose a gate"
            options={GATE_OPTIONS}
            onChange={(e) => {
              setGate(e.target.value as StageGate);
              setErrors({});
            }}
          />
        </Field>
        <Field label="Decision" id={id('decision')} error={errors.decision}>
          <Select
            value={decision}
            placeholder="Choose a decision"
            options={DECISION_OPTIONS}
            onChange={(e) => {
              setDecision(e.target.value as GateDecision);
              setErrors({});
            }}
          />
        </Field>
        <Field label="Reason" id={id('reason')} error={errors.reason}>
          <Input
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors({});
            }}
            placeholder="e.g. The pilot met its KPIs"
          />
        </Field>
        <AddButton pending={create.isPending}>Add Decision</AddButton>
      </GateGrid>
    </FormFrame>
  );
}
