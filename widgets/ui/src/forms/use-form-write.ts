import { useState, type ChangeEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { checkFields } from '@portfolio/contracts/validation';
import { mutationErrorMessage, useFieldErrors, type FieldErrors } from '@portfolio/ui';

type Schema = Parameters<typeof checkFields>[0];

export interface FormWriteOptions<Body, Saved, Variables> {
  /** The contract's schema of the body: checked before anything is sent. */
  schema: Schema;
  mutation: UseMutationResult<Saved, Error, Variables>;
  /** The refusal said when the API gives no words of its own. */
  failure: string;
  /** What the mutation takes for a body (the body itself by default). */
  variables?: (body: Body) => Variables;
  /**
   * A refusal the form shows in a place of its own (an imported file's rows): true when it took
   * it, and neither the fields nor the form's refusal say it.
   */
  shows?: (error: Error) => boolean;
}

/**
 * A change sent from a form (a dialog's, a card's): its body checked against the contract's
 * schema first, each problem said under its field (`errors`, with `found`: what the form checks
 * beyond the schema), then sent. A refusal of the API that names fields goes under them; any
 * other is the form's `refusal`, until the next try. `clear(field)` drops a field's message once
 * it is changed. `dialog` is what a `FormDialog` takes of it.
 */
export function useFormWrite<Body, Saved, F extends string = string, Variables = Body>({
  schema,
  mutation,
  failure,
  variables,
  shows,
}: FormWriteOptions<Body, Saved, Variables>) {
  const { errors, accept, acceptFromServer, clear } = useFieldErrors<F>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (body: Body, onSaved: (saved: Saved) => void, found: FieldErrors<F> = {}) => {
    setRefusal(null);
    if (!accept({ ...(checkFields(schema, body) as FieldErrors<F>), ...found })) return;
    mutation.mutate(variables ? variables(body) : (body as unknown as Variables), {
      onSuccess: onSaved,
      onError: (error) => {
        if (shows?.(error)) return;
        if (!acceptFromServer(error)) setRefusal(mutationErrorMessage(error, failure));
      },
    });
  };
  return {
    errors,
    clear,
    refusal,
    setRefusal,
    send,
    dialog: { pending: mutation.isPending, refusal },
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's text values, each field bound to its control (`bind(field)`: its value, and a change
 * that sets it and drops the field's message through `clear`).
 */
export function useFormValues<Values extends Record<string, string>>(
  initial: Values | (() => Values),
  clear: (field: keyof Values & string) => void,
) {
  const [values, setValues] = useState<Values>(initial);
  const set = (field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const bind = (field: keyof Values & string) => ({
    value: values[field],
    onChange: (event: ChangeEvent<Control>) => set(field, event.target.value),
  });
  return { values, set, bind };
}
