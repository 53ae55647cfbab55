import { useEffect, useRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  DialogBody,
  DialogCloseButton,
  DialogFieldset,
  DialogFooter,
  DialogForm,
  DialogHeading,
  DialogNotice,
  DialogOverlay,
  DialogPanel,
  dialogContentProps,
} from './dialog-frame';
import type { DialogProps } from './dialog';
import { useFocusReturn } from '../focus-return';
import { usePortalContainer } from '../portal';

/** The kit's {@link Dialog} on Radix UI's Dialog primitive (fetched when a dialog first opens). */
export function RadixDialog({
  open,
  onOpenChange,
  title,
  description,
  pending = false,
  footer,
  notice,
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
      {notice ? <DialogNotice>{notice}</DialogNotice> : null}
      <DialogBody>{children}</DialogBody>
      {footer ? <DialogFooter data-dialog-actions="">{footer}</DialogFooter> : null}
    </DialogFieldset>
  );

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => (next || !pending) && onOpenChange(next)}
    >
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay asChild>
          <DialogOverlay data-testid="dialog-overlay">
            <DialogPrimitive.Content
              {...dialogContentProps(pending, Boolean(description))}
              onEscapeKeyDown={stayWhilePending}
              onInteractOutside={stayForToasts}
              {...focusReturn}
            >
              <DialogPanel ref={panel} $size={size}>
                <DialogHeading parts={DialogPrimitive} title={title} description={description} />
                {onSubmit ? (
                  <DialogForm
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (!pending) onSubmit(event);
                    }}
                  >
                    {body}
                  </DialogForm>
                ) : (
                  body
                )}
                <DialogPrimitive.Close asChild>
                  <DialogCloseButton disabled={pending} />
                </DialogPrimitive.Close>
              </DialogPanel>
            </DialogPrimitive.Content>
          </DialogOverlay>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
