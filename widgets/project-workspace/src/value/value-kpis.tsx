import { useState, type FormEvent } from 'react';
import {
  KPI_DIRECTION_LABELS,
  KPI_DIRECTIONS,
  KpiCreateBody,
  KpiMeasurementBody,
  calendarDateOf,
  formatCalendarDate,
  type Kpi,
  type KpiDirection,
  type Project,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Badge, Button, Field, Input, Select, useToast } from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { RemoveButton, useConfirmedRemoval } from '@portfolio/ui/lists';
import { useAddMeasurement, useCreateKpi, useDeleteKpi, useProjectKpis } from '../api/value';
import { FormActions, Muted } from '../shared/list-card-parts';
import { Sparkline } from './sparkline';
import {
  Errors,
  numberOf,
  withUnit,
  FormFrame,
  InlineForm,
  KpiGrid,
  KpiItem,
  KpiLine,
  KpiMain,
  KpiActions,
} from './value-parts';
import { AddButton, useAddForm } from '../shared/card-forms';
import { ValueList } from './value-list';
import { projectScope } from '../shared/project-scope';

export function KpiSection({ project }: { project: Project }) {
  const kpis = useProjectKpis(project.id);
  const removal = useConfirmedRemoval<Kpi>(useDeleteKpi(projectScope(project)), {
    title: 'Delete KPI',
    question: (kpi) => `Delete ${kpi.name} and its measurements?`,
    done: 'KPI deleted',
  });
  return (
    <ValueList
      titleId={`kpis-${project.id}`}
      title="KPIs"
      query={kpis}
      loadingLabel="Loading the KPIs"
      errorTitle="The KPIs could not be loaded"
      empty="No KPIs yet."
      emptyHint="Add what the project should move, from where to where."
      label="KPIs of the project"
      after={
        <>
          <KpiForm project={project} />
          {removal.dialog}
        </>
      }
    >
      {(kpi) => (
        <KpiRow key={kpi.id} project={project} kpi={kpi} onRemove={() => removal.ask(kpi)} />
      )}
    </ValueList>
  );
}

export function KpiRow({
  project,
  kpi,
  onRemove,
}: {
  project: Project;
  kpi: Kpi;
  onRemove: () => void;
}) {
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
          <RemoveButton
            aria-label={`Delete the KPI ${kpi.name}`}
            onClick={onRemove}
            data-print-hide={undefined}
          />
        </KpiActions>
      </KpiLine>
      {measuring ? (
        <MeasurementForm project={project} kpi={kpi} onDone={() => setMeasuring(false)} />
      ) : null}
    </KpiItem>
  );
}

export function MeasurementForm({
  project,
  kpi,
  onDone,
}: {
  project: Project;
  kpi: Kpi;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const add = useAddMeasurement(projectScope(project));
  const [date, setDate] = useState(calendarDateOf(new Date()));
  const { values, errors, bind, accept, refused } = useAddForm(
    { value: '' },
    'Failed to save the measurement',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { date, value: numberOf(values.value) };
    if (!accept(checkFields(KpiMeasurementBody, body) as Errors)) return;
    add.mutate(
      { kpiId: kpi.id, body: body as KpiMeasurementBody },
      {
        onSuccess: () => {
          toast({ title: `${kpi.name} measured` });
          onDone();
        },
        onError: refused,
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
        <Input inputMode="decimal" {...bind('value')} />
      </Field>
      <FormActions>
        <Button type="submit" $size="sm" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save'}
        </Button>
      </FormActions>
    </InlineForm>
  );
}

export const DIRECTION_OPTIONS = labelledOptions(KPI_DIRECTIONS, KPI_DIRECTION_LABELS);

export function KpiForm({ project }: { project: Project }) {
  const create = useCreateKpi(projectScope(project));
  const { values, errors, bind, accept, refused, saved } = useAddForm(
    {
      name: '',
      unit: '',
      baseline: '',
      target: '',
      direction: 'higher' as KpiDirection,
    },
    'Failed to add the KPI',
  );
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
    if (!accept(found)) return;
    create.mutate(body as KpiCreateBody, {
      onSuccess: (kpi) => saved(`KPI ${kpi.name} added`),
      onError: refused,
    });
  };
  const id = (field: string) => `new-kpi-${project.id}-${field}`;
  return (
    <FormFrame data-print-hide="">
      <KpiGrid onSubmit={submit} aria-label="Add a KPI" noValidate>
        <Field label="KPI name" id={id('name')} error={errors.name}>
          <Input {...bind('name')} placeholder="e.g. First response time" />
        </Field>
        <Field label="Unit (optional)" id={id('unit')} error={errors.unit}>
          <Input {...bind('unit')} placeholder="min" />
        </Field>
        <Field label="Baseline" id={id('baseline')} error={errors.baseline}>
          <Input inputMode="decimal" {...bind('baseline')} />
        </Field>
        <Field label="Target" id={id('target')} error={errors.target}>
          <Input inputMode="decimal" {...bind('target')} />
        </Field>
        <Field label="Direction" id={id('direction')} error={errors.direction}>
          <Select {...bind('direction')} options={DIRECTION_OPTIONS} />
        </Field>
        <AddButton pending={create.isPending}>Add KPI</AddButton>
      </KpiGrid>
    </FormFrame>
  );
}
