import { useState } from 'react';
import { useToast } from '@portfolio/ui';
import {
  checkDraft,
  firstInvalidField,
  missingRequired,
  type DraftField,
  type ProjectDraft,
} from '../state/project-draft';
import { focusField } from './project-fields';

export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * A project form's values and messages, shared by the create page and the edit dialog: typing in
 * a field clears its message, and `check` refuses what the spec and the contract refuse.
 */
export function useProjectDraft(initial: () => ProjectDraft) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<ProjectDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  const onChange = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
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
    const problems = checkDraft(schema, body);
    setErrors(problems);
    focusField(form, firstInvalidField(problems));
    if (missingRequired(draft)) {
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return false;
    }
    if (Object.keys(problems).length > 0) {
      toast({
        title: 'Validation Error',
        description: 'Please correct the highlighted fields',
        variant: 'destructive',
      });
      return false;
    }
    return true;
  };

  return { draft, errors, setErrors, onChange, check };
}
