import type { ReactNode } from 'react';
import { Button } from '../../forms/button';

export interface DialogActionsProps {
  /** Closes the dialog without saving. */
  onCancel: () => void;
  /** The submit button's label, and the one it shows while the form is sent ("Saving..."). */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** An icon before the submit label. */
  icon?: ReactNode;
  /** The form cannot be sent yet (for example, nothing to choose from). */
  submitDisabled?: boolean;
}

/**
 * A form dialog's footer: Cancel, then the submit button of the dialog's form. Pass it as
 * `Dialog`'s `footer`; the dialog disables both while `pending`.
 */
export function DialogActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  icon,
  submitDisabled,
}: DialogActionsProps) {
  return (
    <>
      <Button $variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {icon}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}
