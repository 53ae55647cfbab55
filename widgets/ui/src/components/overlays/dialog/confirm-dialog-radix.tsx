import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../../forms/button';
import {
  DialogBody,
  DialogCloseButton,
  DialogFieldset,
  DialogFooter,
  DialogHeading,
  DialogOverlay,
  DialogPanel,
  dialogContentProps,
} from './dialog-frame';
import type { ConfirmDialogProps } from './confirm-dialog';
import { useFocusReturn } from '../focus-return';
import { usePortalContainer } from '../portal';

/** The kit's {@link ConfirmDialog} on Radix UI's AlertDialog primitive (fetched on first opening). */
export function RadixConfirmDialog({
  open,
  title,
  question,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const container = usePortalContainer();
  const focusReturn = useFocusReturn();
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && cancel()}>
      <RadixAlertDialog.Portal container={container}>
        <RadixAlertDialog.Overlay asChild>
          <DialogOverlay data-testid="dialog-overlay">
            <RadixAlertDialog.Content
              {...dialogContentProps(pending, Boolean(question))}
              onEscapeKeyDown={(event) => pending && event.preventDefault()}
              {...focusReturn}
            >
              <DialogPanel $size="sm">
                <DialogHeading parts={RadixAlertDialog} title={title} description={question} />
                <DialogFieldset disabled={pending}>
                  <DialogBody>{children}</DialogBody>
                  <DialogFooter data-dialog-actions="">
                    <RadixAlertDialog.Cancel asChild>
                      <Button $variant="outline">Cancel</Button>
                    </RadixAlertDialog.Cancel>
                    <Button $variant="destructive" onClick={onConfirm}>
                      {pending ? pendingLabel : confirmLabel}
                    </Button>
                  </DialogFooter>
                </DialogFieldset>
                <DialogCloseButton onClick={cancel} disabled={pending} />
              </DialogPanel>
            </RadixAlertDialog.Content>
          </DialogOverlay>
        </RadixAlertDialog.Overlay>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
