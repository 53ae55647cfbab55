import type { ChangeEvent, ReactElement } from 'react';
import styled from 'styled-components';
import { Field, Input, Select, Textarea, type SelectOption } from '@portfolio/ui';
import { AMOUNT_LABELS, FIELD_LABELS, type DraftField, type ProjectDraft } from './project-draft';

/**
 * The project form's controls by kind (text, long text, amount, date, select): each sits in its
 * Field (label, required mark, message, id), its value bound to the draft. `basics` and `costs`
 * are the groups every form of a project asks for (the create page, the edit dialog, a proposal),
 * each in the caller's grid.
 */
export function fieldControls({
  draft,
  onChange,
  errors,
  idPrefix,
}: {
  draft: ProjectDraft;
  onChange: (field: DraftField, value: string) => void;
  errors: Partial<Record<DraftField, string>>;
  idPrefix: string;
}) {
  const wrap = (
    field: DraftField,
    control: ReactElement,
    props: { label?: string; required?: boolean; hint?: string } = {},
  ) => (
    <Field
      label={props.label ?? FIELD_LABELS[field]}
      required={props.required}
      hint={props.hint}
      error={errors[field]}
      id={`${idPrefix}-${field}`}
    >
      {control}
    </Field>
  );
  const bind = (field: DraftField) => ({
    name: field,
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, e.target.value),
  });
  const text = (field: DraftField, props: { required?: boolean; placeholder?: string } = {}) =>
    wrap(
      field,
      <Input {...bind(field)} placeholder={props.placeholder} autoComplete="off" />,
      props,
    );
  const longText = (
    field: DraftField,
    props: { required?: boolean; placeholder?: string; rows?: number } = {},
  ) =>
    wrap(
      field,
      <Textarea {...bind(field)} rows={props.rows ?? 3} placeholder={props.placeholder} />,
      props,
    );
  const amount = (
    field: DraftField,
    label: string,
    props: { placeholder: string; allowNegative?: boolean },
  ) =>
    wrap(
      field,
      <Input
        {...bind(field)}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={props.allowNegative ? undefined : 0}
        placeholder={props.placeholder}
      />,
      { label },
    );
  const date = (field: DraftField) => wrap(field, <Input {...bind(field)} type="date" />);
  const select = (
    field: DraftField,
    options: SelectOption[],
    props: { required?: boolean; placeholder?: string; disabled?: boolean; hint?: string } = {},
  ) =>
    wrap(
      field,
      <Select
        {...bind(field)}
        placeholder={props.placeholder}
        options={options}
        disabled={props.disabled}
      />,
      props,
    );

  /** What the project is and who owns it: name and problem statement across the grid. */
  const basics = (departments: SelectOption[], namePlaceholder: string) => (
    <>
      <Wide>{text('name', { required: true, placeholder: namePlaceholder })}</Wide>
      <Wide>
        {longText('problemStatement', {
          required: true,
          placeholder: 'What business problem does this project solve?',
        })}
      </Wide>
      {select('department', departments, { required: true, placeholder: 'Select department' })}
      {text('businessOwner', { required: true, placeholder: 'e.g. Jane Smith' })}
    </>
  );
  /** What the project should return and what it costs to build and to run. */
  const costs = () => (
    <>
      {amount('expectedReturn', AMOUNT_LABELS.expectedReturn, { placeholder: '0.00' })}
      {amount('initialCosts', AMOUNT_LABELS.initialCosts, { placeholder: '0.00' })}
      {amount('runningCosts', AMOUNT_LABELS.runningCosts, { placeholder: '0.00' })}
    </>
  );

  return { text, longText, amount, date, select, basics, costs };
}

const Wide = styled.div`
  grid-column: 1 / -1;
`;
