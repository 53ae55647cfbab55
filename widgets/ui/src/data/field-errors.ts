import { useState } from 'react';

/** A form's refusals, field → message, as `checkFields` of the contracts gives them. */
export type FieldErrors = Record<string, string>;

/**
 * The refusals a form shows under its fields. `accept(found)` shows them and says whether there
 * were none; `clear(field)` drops a field's message once the user changes it.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    accept: (found: FieldErrors) => {
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    clear: (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest;
      }),
    reset: () => setErrors({}),
  };
}
