import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formatMoneyFull,
  formatMonth,
  formatPercent,
  SPEND_CATEGORIES,
  SPEND_CATEGORY_LABELS,
  SpendCreateBody,
  toCents,
  type Project,
  type ProjectBudget,
  type SpendCategory,
  type SpendEntry,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Badge,
  Button,
  Card,
  CardHeading,
  ConfirmDialog,
  CountPill,
  DollarIcon,
  Field,
  IconButton,
  Input,
  PencilIcon,
  PlusIcon,
  QueryErrorCard,
  Select,
  Skeleton,
  TrashIcon,
  useToast,
  VisuallyHidden,
} from '@portfolio/ui';
import {
  useCreateSpend,
  useDeleteSpend,
  useProjectBudget,
  useSpend,
  useUpdateBudgetPlan,
  useUpdateSpend,
} from '../api/budget';
import { Fact, Facts } from './project-facts';
import { Body, FormActions, Muted, Row, Section, SectionTitle, Stack } from './list-card-parts';

// The chart is its own chunk, loaded when the card shows a budget.
const BudgetChart = lazy(() => import('./budget-chart'));

type SpendErrors = Partial<Record<'month' | 'amount' | 'category' | 'note', string>>;

interface SpendValues {
  month: string;
  amount: string;
  category: SpendCategory | '';
  note: string;
}

/** A spend form's values: checked against the contract as the BFF checks them. */
function checkSpend(values: SpendValues): { body: SpendCreateBody; errors: SpendErrors } {
  const body = {
    month: values.month,
    amount: values.amount.trim(),
    category: values.category as SpendCategory,
    note: values.note.trim() || null,
  };
  const errors = checkFields(SpendCreateBody, body) as SpendErrors;
  if (values.month === '') errors.month = 'Month is required';
  if (values.amount.trim() === '') errors.amount = 'Amount is required';
  if (values.category === '') errors.category = 'Please select a category';
  return { body, errors };
}

const CATEGORY_OPTIONS = SPEND_CATEGORIES.map((value) => ({
  value,
  label: SPEND_CATEGORY_LABELS[value],
}));

const isOver = (amount: string) => (toCents(amount) ?? 0n) > 0n;

/**
 * The Budget card of a project: planned against actual spend to date, the forecast at
 * completion, a chart of both (cumulative), the plan month by month (each month editable, or
 * given back to the default spread), and the spend entered against the project.
 */
export function BudgetCard({ project }: { project: Project }) {
  const budget = useProjectBudget(project.id);
  const spend = useSpend(project.id);
  const titleId = `budget-${project.id}`;
  const data = budget.data;
  return (
    <Card aria-labelledby={titleId} data-testid="budget-card">
      <CardHeading
        titleId={titleId}
        icon={<DollarIcon size={18} aria-hidden="true" />}
        title={
          <>
            Budget
            {data?.overBudget ? (
              <Badge $tone="red" $size="sm">
                Over budget
              </Badge>
            ) : null}
          </>
        }
        description="Planned against actual spend, month by month. The LLM models' monthly cost counts as spend by itself."
      />
      <Body>
        {budget.isPending ? (
          <Stack role="status" aria-label="Loading the project's budget">
            <Skeleton $height="3rem" />
            <Skeleton $height="10rem" />
          </Stack>
        ) : budget.isError ? (
          <QueryErrorCard title="The budget could not be loaded" query={budget} />
        ) : (
          <BudgetFigures budget={data!} project={project} />
        )}
      </Body>
      <Section aria-labelledby={`${titleId}-spend`}>
        <SectionTitle id={`${titleId}-spend`}>
          Spend entries
          {spend.data && spend.data.length > 0 ? <CountPill>{spend.data.length}</CountPill> : null}
        </SectionTitle>
        {spend.isPending ? (
          <Skeleton $height="2.75rem" />
        ) : spend.isError ? (
          <QueryErrorCard title="The spend entries could not be loaded" query={spend} />
        ) : (
          <SpendList project={project} entries={spend.data} />
        )}
        <SpendForm project={project} />
      </Section>
    </Card>
  );
}

function BudgetFigures({ budget, project }: { budget: ProjectBudget; project: Project }) {
  const over = isOver(budget.varianceToDate);
  return (
    <Stack>
      <Facts>
        <Fact label="Planned to date">
          <span data-testid="budget-planned-to-date">{formatMoneyFull(budget.plannedToDate)}</span>
        </Fact>
        <Fact label="Actual to date">
          <span data-testid="budget-actual-to-date">{formatMoneyFull(budget.actualToDate)}</span>
          {budget.burnToDate !== null ? (
            <Muted> ({formatPercent(budget.burnToDate, 1)} of plan)</Muted>
          ) : null}
        </Fact>
        <Fact label="Variance to date">
          <Variance $over={over}>
            {over ? '+' : ''}
            {formatMoneyFull(budget.varianceToDate)}
            <Muted> {over ? 'over plan' : 'within plan'}</Muted>
          </Variance>
        </Fact>
        <Fact label="Forecast at completion">
          {formatMoneyFull(budget.forecastAtCompletion)}
          <Muted> of {formatMoneyFull(budget.plannedTotal)} planned</Muted>
        </Fact>
      </Facts>
      {budget.months.length === 0 ? (
        <Empty>
          Nothing planned or spent yet. Set the project's start date (its initial and running costs
          are spread from it), plan a month below, or enter spend.
        </Empty>
      ) : (
        <Suspense fallback={<Skeleton $height="12rem" />}>
          <BudgetChart budget={budget} />
        </Suspense>
      )}
      <PlanTable budget={budget} project={project} />
    </Stack>
  );
}

/** The plan and actuals month by month; a month's plan is edited in place. */
function PlanTable({ budget, project }: { budget: ProjectBudget; project: Project }) {
  const { toast } = useToast();
  const plan = useUpdateBudgetPlan({ projectId: project.id, companyId: project.companyId });
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const save = (month: string, amount: string | null, done: () => void) =>
    plan.mutate(
      { months: [{ month, amount }] },
      {
        onSuccess: () => {
          toast({
            title:
              amount === null
                ? `${formatMonth(month, 'long')} follows the default plan again`
                : `${formatMonth(month, 'long')} planned`,
          });
          done();
        },
      },
    );
  return (
    <div>
      {budget.months.length === 0 ? null : (
        <TableFrame>
          <MonthTable aria-label="Planned and actual spend by month">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Planned</th>
                <th scope="col">Actual</th>
                <th scope="col">Cumulative planned</th>
                <th scope="col">Cumulative actual</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {budget.months.map((m) =>
                editing === m.month ? (
                  <tr key={m.month}>
                    <th scope="row">{formatMonth(m.month, 'long')}</th>
                    <td colSpan={5}>
                      <PlanForm
                        month={m.month}
                        initial={m.planned}
                        pending={plan.isPending}
                        onCancel={() => setEditing(null)}
                        onSave={(amount) => save(m.month, amount, () => setEditing(null))}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr key={m.month} data-current={m.month === budget.currentMonth || undefined}>
                    <th scope="row">
                      {formatMonth(m.month, 'long')}
                      {m.month === budget.currentMonth ? <Muted> (this month)</Muted> : null}
                    </th>
                    <td>
                      {formatMoneyFull(m.planned)}
                      {m.plannedEdited ? <Muted> (edited)</Muted> : null}
                    </td>
                    <td>
                      {m.month > budget.currentMonth && !isOver(m.actual)
                        ? '—'
                        : formatMoneyFull(m.actual)}
                      {isOver(m.llm) ? <Muted> incl. {formatMoneyFull(m.llm)} LLM</Muted> : null}
                    </td>
                    <td>{formatMoneyFull(m.cumulativePlanned)}</td>
                    <td>
                      {m.month > budget.currentMonth ? '—' : formatMoneyFull(m.cumulativeActual)}
                    </td>
                    <td data-print-hide="">
                      <Actions>
                        <IconButton
                          type="button"
                          aria-label={`Edit the plan of ${formatMonth(m.month, 'long')}`}
                          onClick={() => setEditing(m.month)}
                        >
                          <PencilIcon size={15} />
                        </IconButton>
                        {m.plannedEdited ? (
                          <Button
                            $variant="ghost"
                            $size="sm"
                            type="button"
                            disabled={plan.isPending}
                            onClick={() => save(m.month, null, () => undefined)}
                            aria-label={`Give ${formatMonth(m.month, 'long')} back to the default plan`}
                          >
                            Reset
                          </Button>
                        ) : null}
                      </Actions>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </MonthTable>
        </TableFrame>
      )}
      {adding ? (
        <PlanForm
          withMonth
          pending={plan.isPending}
          onCancel={() => setAdding(false)}
          onSave={(amount, month) => save(month!, amount, () => setAdding(false))}
        />
      ) : (
        <AddLine data-print-hide="">
          <Button $variant="outline" $size="sm" type="button" onClick={() => setAdding(true)}>
            <PlusIcon size={14} />
            Plan a month
          </Button>
        </AddLine>
      )}
    </div>
  );
}

function PlanForm({
  month,
  initial = '',
  withMonth = false,
  pending,
  onSave,
  onCancel,
}: {
  month?: string;
  initial?: string;
  withMonth?: boolean;
  pending: boolean;
  onSave: (amount: string, month?: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState(initial);
  const [chosen, setChosen] = useState('');
  const [errors, setErrors] = useState<{ month?: string; amount?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSpend({
      month: withMonth ? chosen : month!,
      amount,
      category: 'other',
      note: '',
    });
    const next = { month: checked.errors.month, amount: checked.errors.amount };
    setErrors(next);
    if (!next.month && !next.amount) onSave(checked.body.amount, withMonth ? chosen : month);
  };
  return (
    <PlanFormFrame>
      <InlineForm
        onSubmit={submit}
        noValidate
        aria-label={month ? `Plan ${formatMonth(month, 'long')}` : 'Plan a month'}
      >
        {withMonth ? (
          <Field label="Month" error={errors.month} id={`${id}-month`}>
            <Input type="month" value={chosen} onChange={(e) => setChosen(e.target.value)} />
          </Field>
        ) : null}
        <Field label="Planned" error={errors.amount} id={`${id}-amount`}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoFocus={!withMonth}
          />
        </Field>
        <FormActions>
          <Button $variant="outline" $size="sm" type="button" onClick={onCancel}>
            Cancel
          </Button>
          <Button $size="sm" type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save'}
          </Button>
        </FormActions>
      </InlineForm>
    </PlanFormFrame>
  );
}

function SpendList({ project, entries }: { project: Project; entries: SpendEntry[] }) {
  const { toast } = useToast();
  const scope = { projectId: project.id, companyId: project.companyId };
  const update = useUpdateSpend(scope);
  const remove = useDeleteSpend(scope);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SpendEntry | null>(null);
  if (entries.length === 0) {
    return <Empty>No spend entered yet. Add the first entry below.</Empty>;
  }
  return (
    <>
      <Rows aria-label="Spend entries of the project">
        {entries.map((entry) =>
          editing === entry.id ? (
            <Row key={entry.id}>
              <SpendFields
                idPrefix={`spend-${entry.id}`}
                initial={{
                  month: entry.month,
                  amount: entry.amount,
                  category: entry.category,
                  note: entry.note ?? '',
                }}
                label={`Edit spend of ${formatMonth(entry.month, 'long')}`}
                submitLabel="Save"
                pending={update.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={(body, reset) =>
                  update.mutate(
                    { id: entry.id, body },
                    {
                      onSuccess: () => {
                        toast({ title: 'Spend updated' });
                        reset();
                        setEditing(null);
                      },
                    },
                  )
                }
              />
            </Row>
          ) : (
            <Row key={entry.id} data-testid="spend-row">
              <Main>
                <strong>{formatMoneyFull(entry.amount)}</strong>
                <Badge $tone="slate" $size="sm">
                  {SPEND_CATEGORY_LABELS[entry.category]}
                </Badge>
                <Muted>{formatMonth(entry.month, 'long')}</Muted>
                {entry.note ? <Note>{entry.note}</Note> : null}
              </Main>
              <IconButton
                type="button"
                aria-label={`Edit spend of ${formatMoneyFull(entry.amount)} in ${formatMonth(entry.month, 'long')}`}
                onClick={() => setEditing(entry.id)}
                data-print-hide=""
              >
                <PencilIcon size={15} />
              </IconButton>
              <IconButton
                $tone="danger"
                type="button"
                aria-label={`Delete spend of ${formatMoneyFull(entry.amount)} in ${formatMonth(entry.month, 'long')}`}
                onClick={() => setDeleting(entry)}
                data-print-hide=""
              >
                <TrashIcon size={15} />
              </IconButton>
            </Row>
          ),
        )}
      </Rows>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete spend"
        question={
          deleting
            ? `Delete the spend of ${formatMoneyFull(deleting.amount)} in ${formatMonth(deleting.month, 'long')}?`
            : undefined
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Spend deleted' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function SpendForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const create = useCreateSpend({ projectId: project.id, companyId: project.companyId });
  return (
    <AddSpend data-print-hide="">
      <SpendFields
        idPrefix={`new-spend-${project.id}`}
        initial={{ month: '', amount: '', category: '', note: '' }}
        label="Add spend"
        submitLabel="Add Spend"
        pending={create.isPending}
        onSubmit={(body, reset) =>
          create.mutate(body, {
            onSuccess: () => {
              toast({ title: 'Spend added' });
              reset();
            },
          })
        }
      />
    </AddSpend>
  );
}

function SpendFields({
  idPrefix,
  initial,
  label,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: SpendValues;
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: SpendCreateBody, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<SpendValues>(initial);
  const [errors, setErrors] = useState<SpendErrors>({});
  const set = (field: keyof SpendValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSpend(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) {
      onSubmit(checked.body, () => setValues(initial));
    }
  };
  return (
    <SpendGrid onSubmit={submit} aria-label={label} noValidate>
      <Field label="Month" error={errors.month} id={`${idPrefix}-month`}>
        <Input type="month" value={values.month} onChange={set('month')} />
      </Field>
      <Field
        label="Amount"
        error={errors.amount}
        id={`${idPrefix}-amount`}
        hint="In $, e.g. 1250.50"
      >
        <Input inputMode="decimal" value={values.amount} onChange={set('amount')} />
      </Field>
      <Field label="Category" error={errors.category} id={`${idPrefix}-category`}>
        <Select
          value={values.category}
          onChange={set('category')}
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
        />
      </Field>
      <Field label="Note" error={errors.note} id={`${idPrefix}-note`}>
        <Input value={values.note} onChange={set('note')} placeholder="Optional" />
      </Field>
      <SpendActions>
        {onCancel ? (
          <Button $variant="outline" $size="sm" type="button" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" $size={onCancel ? 'sm' : undefined} disabled={pending}>
          {onCancel ? null : <PlusIcon size={14} />}
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </SpendActions>
    </SpendGrid>
  );
}

const Variance = styled.span<{ $over: boolean }>`
  color: ${(p) => (p.$over ? p.theme.tone.red.fg : p.theme.color.text)};
`;

const Empty = styled.p`
  margin: 0;
  padding: 1rem 1.25rem;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/**
 * The month table scrolls inside its own frame on a narrow screen, never the page; the frame
 * is the containing block of the table's visually hidden labels, so they scroll with it.
 */
const TableFrame = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

const MonthTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 600;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  tr[data-current] > * {
    background: ${(p) => p.theme.color.primarySoft};
  }
  td[colspan] {
    text-align: left;
  }
`;

const Actions = styled.span`
  display: inline-flex;
  justify-content: flex-end;
  align-items: center;
  gap: 0.25rem;
`;

const AddLine = styled.div`
  margin-top: 0.75rem;
`;

const PlanFormFrame = styled.div`
  container-type: inline-size;
`;

const InlineForm = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  margin-top: 0.75rem;
  @container (min-width: 34rem) {
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)) auto;
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.625rem;
`;

const Note = styled.span`
  flex-basis: 100%;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const AddSpend = styled.div`
  container-type: inline-size;
  padding-top: 0.25rem;
`;

/** The fields of a spend entry; one line once its container (the row or the footer) is wide. */
const SpendGrid = styled.form`
  flex: 1;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: 40rem) {
    grid-template-columns: minmax(11rem, 1fr) minmax(8rem, 1fr) minmax(10rem, 1fr) minmax(0, 2fr);
  }
`;

const SpendActions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  grid-column: 1 / -1;
`;
