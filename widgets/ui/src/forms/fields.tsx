import type { ComponentPropsWithRef } from 'react';
import { Field, Input, type FieldProps } from '@portfolio/ui';

/** An input in a `Field` of its own: the label, message and required mark are the field's. */
export function TextField({
  label,
  error,
  hint,
  required,
  ...input
}: Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'> & ComponentPropsWithRef<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      <Input {...input} />
    </Field>
  );
}

/** The choices of a kind whose values have a label table: `labelledOptions(STATES, STATE_LABELS)`. */
export const labelledOptions = <V extends string>(
  values: readonly V[],
  labels: Readonly<Record<NoInfer<V>, string>>,
): { value: V; label: string }[] => values.map((value) => ({ value, label: labels[value] }));
