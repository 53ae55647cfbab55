import { useState } from 'react';
import { isApiError } from '../api/api-error';

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
    /**
     * Shows the field messages of a refused call (an ApiError's `details`); says whether there
     * were any, so the caller toasts only an error that names no field.
     */
    acceptFromServer: (error: unknown) => {
      const found = (isApiError(error) ? error.fieldErrors : {}) as FieldErrors<F>;
      if (Object.keys(found).length === 0) return false;
      setErrors(found);
      return true;
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
