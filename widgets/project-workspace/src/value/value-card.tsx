import { useState, type FormEvent } from 'react';
import {
  ProjectValueBody,
  formatMoneyFull,
  formatMonth,
  monthOf,
  type Project,
  type ProjectValue,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Button, Field, Input, Select, TargetIcon, useToast } from '@portfolio/ui';
import { usePeople } from '../api/allocations';
import { useProjectValue, useUpdateProjectValue } from '../api/value';
import { Fact, Facts } from '../shared/project-facts';
import { FormActions, Muted, Stack } from '../shared/list-card-parts';
import { Flagged } from '../shared/counted';
import { QueryCard } from '../shared/query-card';
import { KpiSection } from './value-kpis';
import { GateSection } from './value-gates';
import { Errors, FormFrame, InlineForm, OnPaper } from './value-parts';
import { useAddForm } from '../shared/card-forms';
import { projectScope } from '../shared/project-scope';

/**
 * The Value card of a project: who owns its benefit, what it realised against its plan (a
 * twelfth of the expected return a month) and its costs, the month it paid back (or "not yet"),
 * its KPIs against their targets each with a sparkline of its measurements, and the stage-gate
 * decisions taken on it.
 */
export function ValueCard({ project }: { project: Project }) {
  const value = useProjectValue(project.id);
  return (
    <QueryCard
      data-testid="value-card"
      icon={<TargetIcon size={18} aria-hidden="true" />}
      title={
        <Flagged flag={value.data?.behindPlan ? { tone: 'amber', label: 'Behind plan' } : null}>
          Value
        </Flagged>
      }
      description="The benefit the project really delivers, against its plan and its costs; its KPIs and the decisions taken at each stage gate."
      query={value}
      loading={{
        label: "Loading the project's value",
        heights: ['3rem', '3rem'],
        gap: '1.25rem',
      }}
      errorTitle="The value could not be loaded"
      after={
        <>
          <KpiSection project={project} />
          <GateSection project={project} />
        </>
      }
    >
      {(loaded) => (
        <Stack>
          <ValueFigures project={project} value={loaded} />
          <BenefitForm project={project} />
        </Stack>
      )}
    </QueryCard>
  );
}

export function ValueFigures({ project, value }: { project: Project; value: ProjectValue }) {
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

export function BenefitOwner({ project, value }: { project: Project; value: ProjectValue }) {
  const { toast } = useToast();
  const people = usePeople(project.companyId);
  const save = useUpdateProjectValue(projectScope(project));
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
export function BenefitForm({ project }: { project: Project }) {
  const save = useUpdateProjectValue(projectScope(project));
  const [month, setMonth] = useState(monthOf(new Date()));
  const { values, errors, bind, accept, refused, saved } = useAddForm(
    { amount: '' },
    'Failed to save the benefit',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = values.amount.trim();
    const body = { months: [{ month, amount }] };
    const found = checkFields(ProjectValueBody, body) as Errors;
    if (amount === '') found['months.0.amount'] = 'Realised benefit is required';
    if (!accept(found)) return;
    save.mutate(body, {
      onSuccess: () => saved(`Benefit of ${formatMonth(month, 'long')} saved`),
      onError: refused,
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
          <Input inputMode="decimal" {...bind('amount')} placeholder="e.g. 12500" />
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
