import type { FormEvent } from 'react';
import { RefusalNotice } from '../../data/feedback/refusal-notice';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions, type DialogActionsProps } from './dialog-actions';

export interface FormDialogProps
  extends
    Omit<DialogProps, 'open' | 'onOpenChange' | 'footer' | 'pending' | 'onSubmit'>,
    Omit<DialogActionsProps, 'onCancel'> {
  /** Whether it is shown; a dialog rendered only while it is open leaves it out. */
  open?: boolean;
  /** Esc, the close button, a click outside and Cancel all call it. */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The API's refusal of the last submit, in its words: an alert above the actions. */
  refusal?: string | null;
}

/**
 * A form in a dialog: the kit's `Dialog` with `DialogActions` (Cancel, then the submit button
 * that says when the form is being sent), every way of closing it going to `onClose`; the
 * refusal of a submit shows above the actions, after any other notice.
 */
export function FormDialog({
  open = true,
  onClose,
  submitLabel,
  pendingLabel,
  icon,
  submitDisabled,
  refusal,
  notice,
  ...dialog
}: FormDialogProps) {
  const actions = { submitLabel, pendingLabel, icon, submitDisabled, pending: dialog.pending };
  return (
    <Dialog
      {...dialog}
      open={open}
      notice={
        refusal ? (
          <>
            {notice}
            <RefusalNotice role="alert">{refusal}</RefusalNotice>
          </>
        ) : (
          notice
        )
      }
      onOpenChange={(next) => !next && onClose()}
      footer={<DialogActions onCancel={onClose} {...actions} />}
    />
  );
}
