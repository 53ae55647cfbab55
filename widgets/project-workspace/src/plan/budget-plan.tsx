import { useId, useState, type FormEvent } from 'react';
import {
  formatMoneyFull,
  formatMonth,
  type Project,
  type ProjectBudget,
} from '@portfolio/contracts';
import {
  Button,
  Field,
  IconButton,
  Input,
  PencilIcon,
  PlusIcon,
  useToast,
  VisuallyHidden,
} from '@portfolio/ui';
import { useUpdateBudgetPlan } from '../api/budget';
import { Muted } from '../shared/list-card-parts';
import { checkSpend } from './budget-spend';
import {
  isOver,
  TableFrame,
  MonthTable,
  Actions,
  AddLine,
  PlanFormFrame,
  InlineForm,
} from './budget-parts';
import { SaveOrCancel } from '../shared/card-forms';
import { projectScope } from '../shared/project-scope';

/** The plan and actuals month by month; a month's plan is edited in place. */
export function PlanTable({ budget, project }: { budget: ProjectBudget; project: Project }) {
  const { toast } = useToast();
  const plan = useUpdateBudgetPlan(projectScope(project));
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

export function PlanForm({
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
        <SaveOrCancel pending={pending} onCancel={onCancel} />
      </InlineForm>
    </PlanFormFrame>
  );
}
