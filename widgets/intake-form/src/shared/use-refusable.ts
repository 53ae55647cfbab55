import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { mutationErrorMessage } from '@portfolio/ui';

/**
 * A change sent from where it is asked for (a decision's dialog, the score form, a settings
 * card): the API's refusal of the last try stays there, in its words (`failure` when it gives
 * none), until the next try. `setRefusal` says a problem found before sending in its place.
 */
export function useRefusable<T, V>(mutation: UseMutationResult<T, Error, V>, failure: string) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (variables: V, onSaved: (saved: T) => void) => {
    setRefusal(null);
    mutation.mutate(variables, {
      onSuccess: onSaved,
      onError: (error) => setRefusal(mutationErrorMessage(error, failure)),
    });
  };
  return { refusal, setRefusal, send };
}
