import { useState } from 'react';

/** A form's refusals, field → message, as `checkFields` of the contracts gives them. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * The refusals a form shows under its fields, keyed by the form's field names (`F`).
 * `accept(found)` shows them and says whether there were none; `clear(field)` drops a field's
 * message once the user changes it.
 */
export function useFieldErrors<F extends string = string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  return {
    errors,
    accept: (found: FieldErrors<F>) => {
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    clear: (field: F) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    reset: () => setErrors({}),
  };
}
