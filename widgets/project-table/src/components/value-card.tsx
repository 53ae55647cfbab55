import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  GATE_DECISION_LABELS,
  GATE_DECISIONS,
  GateDecisionBody,
  KPI_DIRECTION_LABELS,
  KPI_DIRECTIONS,
  KpiCreateBody,
  KpiMeasurementBody,
  ProjectValueBody,
  STAGE_GATE_LABELS,
  STAGE_GATES,
  calendarDateOf,
  formatCalendarDate,
  formatDate,
  formatMoneyFull,
  formatMonth,
  monthOf,
  type GateDecision,
  type GateDecisionRecord,
  type Kpi,
  type KpiDirection,
  type Project,
  type ProjectValue,
  type StageGate,
  type Tone,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Badge,
  Button,
  Card,
  CardHeading,
  ConfirmDialog,
  CountPill,
  Field,
  IconButton,
  Input,
  PlusIcon,
  QueryErrorCard,
  Select,
  Skeleton,
  TargetIcon,
  TrashIcon,
  isApiError,
  mutationErrorMessage,
  useToast,
} from '@portfolio/ui';
import { usePeople } from '../api/allocations';
import {
  useAddMeasurement,
  useCreateGate,
  useCreateKpi,
  useDeleteKpi,
  useProjectGates,
  useProjectKpis,
  useProjectValue,
  useUpdateProjectValue,
} from '../api/value';
import { Fact, Facts } from './project-facts';
import {
  Body,
  Empty,
  FormActions,
  Muted,
  Row,
  Rows,
  Section,
  SectionTitle,
  Stack,
} from './list-card-parts';
import { Sparkline } from './sparkline';

const DECISION_TONES: Record<GateDecision, Tone> = { go: 'green', hold: 'amber', stop: 'red' };

type Errors = Record<string, string>;

/** A number typed in a field: the number, or the text itself so the contract's check words it. */
const numberOf = (text: string): number | string => {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
};

/** How a KPI value reads with its unit: "21 min", "26%". */
const withUnit = (value: number, unit: string) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 4 })}${unit === '%' ? '%' : unit ? ` ${unit}` : ''}`;

/** The form's errors from a refused write: on its fields, else a toast. */
function useRefusal(fallback: string) {
  const { toast } = useToast();
  return (error: unknown, setErrors: (errors: Errors) => void) => {
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      setErrors(error.fieldErrors);
    } else {
      toast({
        title: 'Error',
        description: mutationErrorMessage(error, fallback),
        variant: 'destructive',
      });
    }
  };
}

/**
 * The Value card of a project: who owns its benefit, what it realised against its plan (a
 * twelfth of the expected return a month) and its costs, the month it paid back (or "not yet"),
 * its KPIs against their targets each with a sparkline of its measurements, and the stage-gate
 * decisions taken on it.
 */
export function ValueCard({ project }: { project: Project }) {
  const value = useProjectValue(project.id);
  const titleId = `value-${project.id}`;
  return (
    <Card aria-labelledby={titleId} data-testid="value-card">
      <CardHeading
        titleId={titleId}
        icon={<TargetIcon size={18} aria-hidden="true" />}
        title={
          <>
            Value
            {value.data?.behindPlan ? (
              <Badge $tone="amber" $size="sm">
                Behind plan
              </Badge>
            ) : null}
          </>
        }
        description="The benefit the project really delivers, against its plan and its costs; its KPIs and the decisions taken at each stage gate."
      />
      <Body>
        {value.isPending ? (
          <Stack role="status" aria-label="Loading the project's value">
            <Skeleton $height="3rem" />
            <Skeleton $height="3rem" />
          </Stack>
        ) : value.isError ? (
          <QueryErrorCard title="The value could not be loaded" query={value} />
        ) : (
          <Stack>
            <ValueFigures project={project} value={value.data} />
            <BenefitForm project={project} />
          </Stack>
        )}
      </Body>
      <KpiSection project={project} />
      <GateSection project={project} />
    </Card>
  );
}

function ValueFigures({ project, value }: { project: Project; value: ProjectValue }) {
  return (
    <Facts>
      <Fact label="Benefit owner">
        <span data-print-hide="">
          <BenefitOwner project={project} value={value} />
        </span>
        {/* Paper names the owner; the picker is for the screen. */}
        <OnPaper>{value.benefitOwner?.name ?? 'Nobody named'}</OnPaper>
      </Fact>
      <Fact label="Realised benefit to date">
        <span data-testid="value-realised">{formatMoneyFull(value.realisedToDate)}</span>
        <Muted>
          {' '}
          of {formatMoneyFull(value.plannedToDate)} planned
          {value.plannedMonthly !== null
            ? ` (${formatMoneyFull(value.plannedMonthly)} a month)`
            : ''}
        </Muted>
      </Fact>
      <Fact label="Payback">
        <span data-testid="value-payback">
          {value.paybackMonth ? formatMonth(value.paybackMonth, 'long') : 'Not yet'}
        </span>
        {value.plannedPaybackMonth ? (
          <Muted> (planned {formatMonth(value.plannedPaybackMonth, 'long')})</Muted>
        ) : null}
      </Fact>
      <Fact label="Costs to date">
        {formatMoneyFull(value.costsToDate)}
        <Muted> initial costs and running costs since the start</Muted>
      </Fact>
    </Facts>
  );
}

function BenefitOwner({ project, value }: { project: Project; value: ProjectValue }) {
  const { toast } = useToast();
  const people = usePeople(project.companyId);
  const save = useUpdateProjectValue({ projectId: project.id, companyId: project.companyId });
  const options = (people.data ?? []).map((person) => ({ value: person.id, label: person.name }));
  return (
    <Select
      aria-label="Benefit owner"
      value={value.benefitOwner?.id ?? ''}
      disabled={save.isPending || people.isPending}
      onChange={(e) =>
        save.mutate(
          { benefitOwnerId: e.target.value || null },
          {
            onSuccess: (answer) =>
              toast({
                title: answer.benefitOwner
                  ? `${answer.benefitOwner.name} owns the benefit`
                  : 'No benefit owner',
              }),
          },
        )
      }
    >
      <option value="">Nobody named</option>
      {value.benefitOwner && !options.some((o) => o.value === value.benefitOwner!.id) ? (
        <option value={value.benefitOwner.id}>{value.benefitOwner.name}</option>
      ) : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

/** Enters (or corrects) the benefit realised in a month. */
function BenefitForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const refused = useRefusal('Failed to save the benefit');
  const save = useUpdateProjectValue({ projectId: project.id, companyId: project.companyId });
  const [month, setMonth] = useState(monthOf(new Date()));
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { months: [{ month, amount: amount.trim() }] };
    const found = checkFields(ProjectValueBody, body) as Errors;
    if (amount.trim() === '') found['months.0.amount'] = 'Realised benefit is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: `Benefit of ${formatMonth(month, 'long')} saved` });
        setAmount('');
      },
      onError: (error) => refused(error, setErrors),
    });
  };
  return (
    <FormFrame data-print-hide="">
      <InlineForm onSubmit={submit} aria-label="Enter realised benefit" noValidate>
        <Field label="Month" id={`benefit-${project.id}-month`} error={errors['months.0.month']}>
          <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </Field>
        <Field
          label="Realised benefit ($)"
          id={`benefit-${project.id}-amount`}
          error={errors['months.0.amount']}
        >
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors({});
            }}
            placeholder="e.g. 12500"
          />
        </Field>
        <FormActions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Benefit'}
          </Button>
        </FormActions>
      </InlineForm>
    </FormFrame>
  );
}

function KpiSection({ project }: { project: Project }) {
  const { toast } = useToast();
  const kpis = useProjectKpis(project.id);
  const remove = useDeleteKpi({ projectId: project.id, companyId: project.companyId });
  const [removing, setRemoving] = useState<Kpi | null>(null);
  const titleId = `kpis-${project.id}`;
  const list = kpis.data ?? [];
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        KPIs
        {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
      </SectionTitle>
      {kpis.isPending ? (
        <Skeleton $height="3.25rem" role="status" aria-label="Loading the KPIs" />
      ) : kpis.isError ? (
        <QueryErrorCard title="The KPIs could not be loaded" query={kpis} />
      ) : list.length === 0 ? (
        <Empty>No KPIs yet. Add what the project should move, from where to where.</Empty>
      ) : (
        <Rows as="ul" aria-label="KPIs of the project">
          {list.map((kpi) => (
            <KpiRow key={kpi.id} project={project} kpi={kpi} onRemove={() => setRemoving(kpi)} />
          ))}
        </Rows>
      )}
      <KpiForm project={project} />
      <ConfirmDialog
        open={removing !== null}
        title="Delete KPI"
        question={removing ? `Delete ${removing.name} and its measurements?` : undefined}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => toast({ title: 'KPI deleted' }),
            onSettled: () => setRemoving(null),
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}

function KpiRow({ project, kpi, onRemove }: { project: Project; kpi: Kpi; onRemove: () => void }) {
  const [measuring, setMeasuring] = useState(false);
  const values = kpi.measurements.map((m) => m.value);
  const first = kpi.measurements[0];
  const last = kpi.measurements.at(-1);
  return (
    <KpiItem data-testid="kpi-row">
      <KpiLine>
        <KpiMain>
          <strong>{kpi.name}</strong>
          <Muted>
            {kpi.latest === null ? 'Not measured yet' : `Latest ${withUnit(kpi.latest, kpi.unit)}`}{' '}
            · target {withUnit(kpi.target, kpi.unit)} from {withUnit(kpi.baseline, kpi.unit)} ·{' '}
            {KPI_DIRECTION_LABELS[kpi.direction].toLowerCase()}
          </Muted>
        </KpiMain>
        {values.length > 0 ? (
          <Sparkline
            values={values}
            target={kpi.target}
            label={`${kpi.name}: ${withUnit(first!.value, kpi.unit)} on ${formatCalendarDate(first!.date)} to ${withUnit(last!.value, kpi.unit)} on ${formatCalendarDate(last!.date)}, target ${withUnit(kpi.target, kpi.unit)}`}
          />
        ) : null}
        {kpi.progress !== null ? (
          <Badge $tone={kpi.met ? 'green' : kpi.progress < 0 ? 'red' : 'blue'} $size="sm">
            {kpi.met ? 'Target met' : `${kpi.progress}% of the way`}
          </Badge>
        ) : null}
        <KpiActions data-print-hide="">
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            aria-expanded={measuring}
            onClick={() => setMeasuring((open) => !open)}
          >
            Add Measurement
          </Button>
          <IconButton
            $tone="danger"
            type="button"
            aria-label={`Delete the KPI ${kpi.name}`}
            onClick={onRemove}
          >
            <TrashIcon size={15} />
          </IconButton>
        </KpiActions>
      </KpiLine>
      {measuring ? (
        <MeasurementForm project={project} kpi={kpi} onDone={() => setMeasuring(false)} />
      ) : null}
    </KpiItem>
  );
}

function MeasurementForm({
  project,
  kpi,
  onDone,
}: {
  project: Project;
  kpi: Kpi;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const refused = useRefusal('Failed to save the measurement');
  const add = useAddMeasurement({ projectId: project.id, companyId: project.companyId });
  const [date, setDate] = useState(calendarDateOf(new Date()));
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { date, value: numberOf(value) };
    const found = checkFields(KpiMeasurementBody, body) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { kpiId: kpi.id, body: body as KpiMeasurementBody },
      {
        onSuccess: () => {
          toast({ title: `${kpi.name} measured` });
          onDone();
        },
        onError: (error) => refused(error, setErrors),
      },
    );
  };
  return (
    <InlineForm onSubmit={submit} aria-label={`Add a measurement of ${kpi.name}`} noValidate>
      <Field label="Date" id={`measure-${kpi.id}-date`} error={errors.date}>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field
        label={`Value${kpi.unit ? ` (${kpi.unit})` : ''}`}
        id={`measure-${kpi.id}-value`}
        error={errors.value}
      >
        <Input
          inputMode="decimal"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setErrors({});
          }}
        />
      </Field>
      <FormActions>
        <Button type="submit" $size="sm" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save'}
        </Button>
      </FormActions>
    </InlineForm>
  );
}

const DIRECTION_OPTIONS = KPI_DIRECTIONS.map((value) => ({
  value,
  label: KPI_DIRECTION_LABELS[value],
}));

function KpiForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const refused = useRefusal('Failed to add the KPI');
  const create = useCreateKpi({ projectId: project.id, companyId: project.companyId });
  const empty = {
    name: '',
    unit: '',
    baseline: '',
    target: '',
    direction: 'higher' as KpiDirection,
  };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof typeof empty) => (text: string) => {
    setValues((v) => ({ ...v, [field]: text }));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name.trim(),
      unit: values.unit.trim(),
      baseline: numberOf(values.baseline),
      target: numberOf(values.target),
      direction: values.direction,
    };
    const found = checkFields(KpiCreateBody, body) as Errors;
    if (values.baseline.trim() === '') found.baseline = 'Baseline is required';
    if (values.target.trim() === '') found.target = 'Target is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body as KpiCreateBody, {
      onSuccess: (kpi) => {
        toast({ title: `KPI ${kpi.name} added` });
        setValues(empty);
      },
      onError: (error) => refused(error, setErrors),
    });
  };
  const id = (field: string) => `new-kpi-${project.id}-${field}`;
  return (
    <FormFrame data-print-hide="">
      <KpiGrid onSubmit={submit} aria-label="Add a KPI" noValidate>
        <Field label="KPI name" id={id('name')} error={errors.name}>
          <Input
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            placeholder="e.g. First response time"
          />
        </Field>
        <Field label="Unit (optional)" id={id('unit')} error={errors.unit}>
          <Input
            value={values.unit}
            onChange={(e) => set('unit')(e.target.value)}
            placeholder="min"
          />
        </Field>
        <Field label="Baseline" id={id('baseline')} error={errors.baseline}>
          <Input
            inputMode="decimal"
            value={values.baseline}
            onChange={(e) => set('baseline')(e.target.value)}
          />
        </Field>
        <Field label="Target" id={id('target')} error={errors.target}>
          <Input
            inputMode="decimal"
            value={values.target}
            onChange={(e) => set('target')(e.target.value)}
          />
        </Field>
        <Field label="Direction" id={id('direction')} error={errors.direction}>
          <Select
            value={values.direction}
            options={DIRECTION_OPTIONS}
            onChange={(e) => set('direction')(e.target.value)}
          />
        </Field>
        <FormActions>
          <Button type="submit" disabled={create.isPending}>
            <PlusIcon size={14} />
            {create.isPending ? 'Adding...' : 'Add KPI'}
          </Button>
        </FormActions>
      </KpiGrid>
    </FormFrame>
  );
}

function GateSection({ project }: { project: Project }) {
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
        <Empty>No decisions yet. Record the go, hold or stop of each gate below.</Empty>
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

function GateRow({ gate }: { gate: GateDecisionRecord }) {
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

const GATE_OPTIONS = STAGE_GATES.map((value) => ({ value, label: STAGE_GATE_LABELS[value] }));
const DECISION_OPTIONS = GATE_DECISIONS.map((value) => ({
  value,
  label: GATE_DECISION_LABELS[value],
}));

function GateForm({ project }: { project: Project }) {
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
        <FormActions>
          <Button type="submit" disabled={create.isPending}>
            <PlusIcon size={14} />
            {create.isPending ? 'Adding...' : 'Add Decision'}
          </Button>
        </FormActions>
      </GateGrid>
    </FormFrame>
  );
}

/** The container an add form's columns are sized by (a form cannot query its own width). */
const FormFrame = styled.div`
  container-type: inline-size;
`;

const InlineForm = styled.form`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: 30rem) {
    grid-template-columns: minmax(8rem, 1fr) minmax(8rem, 1fr) auto;
  }
`;

const KpiGrid = styled.form`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: 40rem) {
    grid-template-columns:
      minmax(0, 2fr) minmax(4rem, 0.75fr) minmax(5rem, 1fr) minmax(5rem, 1fr)
      minmax(9rem, 1.25fr) auto;
  }
`;

const GateGrid = styled.form`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: 36rem) {
    grid-template-columns: minmax(7rem, 1fr) minmax(7rem, 1fr) minmax(0, 2fr) auto;
  }
`;

const KpiItem = styled.li`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

const KpiLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const KpiMain = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
  overflow-wrap: anywhere;
`;

const KpiActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

const GateTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

const Reason = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const OnPaper = styled.span`
  display: none;
  @media print {
    display: inline;
  }
`;
