import type { ReactNode } from 'react';
import { confirmDialogPart } from '../overlay-parts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this LLM model?". */
  question?: string;
  /** What follows from saying yes. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes-or-no question before something that cannot be undone: an `alertdialog` on Radix UI's
 * AlertDialog primitive. Focus starts on Cancel; Esc and Cancel say no; a click outside does
 * nothing. While the answer is carried out, nothing can be answered again. Radix is fetched when
 * a confirmation first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const part = confirmDialogPart.useModule(props.open);
  return part ? <part.RadixConfirmDialog {...props} /> : null;
}
