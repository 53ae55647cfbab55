import type { ChangeEvent, ReactElement } from 'react';
import { Field, Input, Select, Textarea, type SelectOption } from '@portfolio/ui';
import { FIELD_LABELS, type DraftField, type ProjectDraft } from './project-draft';

/**
 * The project form's controls by kind (text, long text, amount, date, select): each sits in its
 * Field (label, required mark, message, id), its value bound to the draft.
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

  return { text, longText, amount, date, select };
}
