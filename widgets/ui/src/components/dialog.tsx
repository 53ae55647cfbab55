import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { XIcon } from '../icons/icons';
import {
  DialogBody,
  DialogCloseButton,
  DialogDescription,
  DialogFieldset,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPanel,
  DialogTitle,
  type DialogSize,
} from './dialog-frame';
import { useFocusReturn } from './focus-return';
import { usePortalContainer } from './portal';

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
  size?: DialogSize;
  children?: ReactNode;
  /** For a form dialog: the footer's submit button submits this form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A modal dialog on Radix UI's Dialog primitive: the focus trap, Esc, the click outside, the
 * scroll lock and the aria wiring come from that well-kept headless library, the look is the
 * kit's. Focus starts on the first field and returns where it was on close. While `pending`, all
 * its controls are disabled and it stays open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  pending = false,
  footer,
  size = 'md',
  children,
  onSubmit,
}: DialogProps) {
  const container = usePortalContainer();
  const panel = useRef<HTMLDivElement>(null);
  const focusReturn = useFocusReturn({ focusFirst: true });

  // A control disabled while pending drops the focus; keep it in the dialog for the keyboard.
  useEffect(() => {
    if (open && pending) panel.current?.focus();
  }, [open, pending]);

  const stayWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };
  // A click on a toast (its close button) is not a click away from the dialog.
  const stayForToasts = (event: Event) => {
    if (pending || (event.target as Element | null)?.closest?.('[data-toast-viewport]')) {
      event.preventDefault();
    }
  };

  const body = (
    <DialogFieldset disabled={pending}>
      <DialogBody>{children}</DialogBody>
      {footer ? <DialogFooter>{footer}</DialogFooter> : null}
    </DialogFieldset>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay asChild>
          <DialogOverlay data-testid="dialog-overlay">
            <RadixDialog.Content
              asChild
              aria-modal="true"
              aria-busy={pending || undefined}
              // Without a description, no dangling aria-describedby.
              {...(description ? {} : { 'aria-describedby': undefined })}
              onEscapeKeyDown={stayWhilePending}
              onInteractOutside={stayForToasts}
              {...focusReturn}
            >
              <DialogPanel ref={panel} $size={size}>
                <DialogHeader>
                  <RadixDialog.Title asChild>
                    <DialogTitle>{title}</DialogTitle>
                  </RadixDialog.Title>
                  {description ? (
                    <RadixDialog.Description asChild>
                      <DialogDescription>{description}</DialogDescription>
                    </RadixDialog.Description>
                  ) : null}
                </DialogHeader>
                {onSubmit ? (
                  <form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (!pending) onSubmit(event);
                    }}
                  >
                    {body}
                  </form>
                ) : (
                  body
                )}
                <RadixDialog.Close asChild>
                  <DialogCloseButton type="button" aria-label="Close" disabled={pending}>
                    <XIcon size={18} />
                  </DialogCloseButton>
                </RadixDialog.Close>
              </DialogPanel>
            </RadixDialog.Content>
          </DialogOverlay>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
