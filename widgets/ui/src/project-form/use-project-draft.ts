import { useState } from 'react';
import { isApiError, useFieldErrors, useToast } from '@portfolio/ui';
import {
  checkDraft,
  checkDraftDates,
  FIELD_LABELS,
  firstInvalidField,
  missingRequired,
  type DraftField,
  type ProjectDraft,
} from './project-draft';
import { focusField } from './project-fields';

/**
 * A project form's values and messages, shared by the create page and the edit dialog: typing in
 * a field clears its message, `check` refuses what the spec and the contract refuse, and
 * `acceptFromServer` shows the server's refusals.
 */
export function useProjectDraft(initial: () => ProjectDraft) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<ProjectDraft>(initial);
  const { errors, accept, clear } = useFieldErrors<DraftField>();

  const onChange = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  /** Puts new values in some fields (reloaded ones), clearing their messages. */
  const assign = (fields: Partial<ProjectDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    for (const field of Object.keys(fields) as DraftField[]) clear(field);
  };

  /**
   * Checks the body made from the draft against the contract schema the BFF validates it with:
   * marks the refused fields, focuses the first of them in `form`, and shows the Validation Error
   * toast. True when the body can be sent.
   */
  const check = (
    schema: Parameters<typeof checkDraft>[0],
    body: object,
    form: HTMLFormElement | null,
  ) => {
    const problems = { ...checkDraftDates(draft), ...checkDraft(schema, body) };
    const valid = accept(problems);
    focusField(form, firstInvalidField(problems));
    if (missingRequired(draft)) {
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return false;
    }
    if (!valid) {
      toast({
        title: 'Validation Error',
        description: 'Please correct the highlighted fields',
        variant: 'destructive',
      });
      return false;
    }
    return true;
  };

  /**
   * Shows the draft's fields a refused call names (an ApiError's details) where they are typed;
   * what it names of anything else is left to the caller.
   */
  const acceptFromServer = (error: unknown) => {
    if (!isApiError(error)) return;
    const fields = Object.entries(error.fieldErrors).filter(([field]) => field in FIELD_LABELS);
    if (fields.length > 0) accept(Object.fromEntries(fields));
  };

  return { draft, errors, acceptFromServer, onChange, assign, check };
}
