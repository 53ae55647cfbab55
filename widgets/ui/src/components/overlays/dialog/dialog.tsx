import type { FormEvent, ReactNode } from 'react';
import type { DialogSize } from './dialog-frame';
import { dialogPart } from '../overlay-parts';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user asks to close (Esc, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * A request is running: every control inside is disabled and the dialog cannot be closed
   * until it ends.
   */
  pending?: boolean;
  /** Buttons at the bottom; inside the disabled region while pending. */
  footer?: ReactNode;
  /**
   * A message above the fields that stays in view however far they are scrolled (e.g. that
   * someone else changed what is being edited).
   */
  notice?: ReactNode;
  size?: DialogSize;
  children?: ReactNode;
  /** For a form dialog: the footer's submit button submits this form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** What a dialog of its own takes from its opener: whether it is open, and its closing. */
export type DialogOpenProps = Pick<DialogProps, 'open' | 'onOpenChange'>;

/**
 * A modal dialog: the focus trap, Esc, the click outside, the scroll lock and the aria wiring come
 * from Radix UI's Dialog primitive, the look is the kit's. Focus starts on the first field and
 * returns where it was on close. While `pending`, all its controls are disabled and it stays open.
 * Radix is fetched when a dialog first opens: until then a closed dialog renders nothing.
 */
export function Dialog(props: DialogProps) {
  const part = dialogPart.useModule(props.open);
  return part ? <part.RadixDialog {...props} /> : null;
}
