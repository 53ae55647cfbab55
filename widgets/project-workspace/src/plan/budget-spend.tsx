import { useState, type FormEvent } from 'react';
import {
  formatMoneyFull,
  formatMonth,
  SPEND_CATEGORIES,
  SPEND_CATEGORY_LABELS,
  SpendCreateBody,
  type Project,
  type SpendCategory,
  type SpendEntry,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Badge,
  Button,
  Field,
  IconButton,
  Input,
  PencilIcon,
  PlusIcon,
  Select,
  useToast,
} from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { RemoveButton, useConfirmedRemoval, ListRows } from '@portfolio/ui/lists';
import { useCreateSpend, useDeleteSpend, useUpdateSpend } from '../api/budget';
import { Empty, Muted, Row } from '../shared/list-card-parts';
import { Main, Note, AddSpend, SpendGrid, SpendActions } from './budget-parts';
import { projectScope } from '../shared/project-scope';

export type SpendErrors = Partial<Record<'month' | 'amount' | 'category' | 'note', string>>;

export interface SpendValues {
  month: string;
  amount: string;
  category: SpendCategory | '';
  note: string;
}

/** A spend form's values: checked against the contract as the BFF checks them. */
export function checkSpend(values: SpendValues): { body: SpendCreateBody; errors: SpendErrors } {
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

export const CATEGORY_OPTIONS = labelledOptions(SPEND_CATEGORIES, SPEND_CATEGORY_LABELS);

export function SpendList({ project, entries }: { project: Project; entries: SpendEntry[] }) {
  const { toast } = useToast();
  const scope = projectScope(project);
  const update = useUpdateSpend(scope);
  const removal = useConfirmedRemoval<SpendEntry>(useDeleteSpend(scope), {
    title: 'Delete spend',
    question: (entry) =>
      `Delete the spend of ${formatMoneyFull(entry.amount)} in ${formatMonth(entry.month, 'long')}?`,
    done: 'Spend deleted',
  });
  const [editing, setEditing] = useState<string | null>(null);
  if (entries.length === 0) {
    return <Empty>No spend entered yet. Add the first entry below.</Empty>;
  }
  return (
    <>
      <ListRows as="ul" aria-label="Spend entries of the project">
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
              <RemoveButton
                aria-label={`Delete spend of ${formatMoneyFull(entry.amount)} in ${formatMonth(entry.month, 'long')}`}
                onClick={() => removal.ask(entry)}
              />
            </Row>
          ),
        )}
      </ListRows>
      {removal.dialog}
    </>
  );
}

export function SpendForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const create = useCreateSpend(projectScope(project));
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

export function SpendFields({
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
