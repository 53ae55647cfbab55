import type { FormEvent } from 'react';
import { ERROR_CODES, TwoFactorPasswordBody } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Button,
  Dialog,
  FormDialog,
  Field,
  Input,
  isApiError,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import { useDisableTwoFactor } from '../../api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '../../api/regenerate-recovery-codes';
import { RecoveryCodes } from './recovery-codes';

export type TwoFactorPasswordAction = 'disable' | 'recovery-codes';

const TEXT = {
  disable: {
    title: 'Disable Two-Factor Authentication',
    description: 'Signing in will ask for your password only. Your recovery codes stop working.',
    submitLabel: 'Disable',
    pendingLabel: 'Disabling...',
    failed: 'Failed to disable two-factor authentication',
  },
  'recovery-codes': {
    title: 'New Recovery Codes',
    description: 'Your current recovery codes stop working once the new ones are made.',
    submitLabel: 'Make New Codes',
    pendingLabel: 'Making...',
    failed: 'Failed to make new recovery codes',
  },
} as const;

/**
 * Two-factor changes that take the password: turning it off, or replacing the recovery codes
 * (then shown once, in the same dialog). A wrong password shows on its field.
 */
export function TwoFactorPasswordDialog({
  action,
  onClose,
}: {
  /** The dialog is open for this action; null: closed. */
  action: TwoFactorPasswordAction | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const { errors, accept, clear, reset: resetErrors } = useFieldErrors<'password'>();
  const { values, set, bind } = useFormValues({ password: '' }, clear);
  const text = TEXT[action ?? 'disable'];
  const pending = disable.isPending || regenerate.isPending;

  const close = () => {
    set('password', '');
    resetErrors();
    regenerate.reset();
    onClose();
  };

  const refused = (error: Error) => {
    const message =
      isApiError(error) && error.code === ERROR_CODES.wrongPassword && error.serverMessage
        ? error.serverMessage
        : ((isApiError(error) ? error.fieldErrors.password : undefined) ??
          mutationErrorMessage(error, text.failed));
    accept({ password: message });
  };

  const submit = (_event: FormEvent<HTMLFormElement>) => {
    const body = { password: values.password };
    if (!accept(checkFields(TwoFactorPasswordBody, body))) return;
    if (action === 'disable') {
      disable.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Two-factor authentication disabled' });
          close();
        },
        onError: refused,
      });
    } else {
      regenerate.mutate(body, { onError: refused });
    }
  };

  if (action === 'recovery-codes' && regenerate.data) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        title="Save your new recovery codes"
        description="The previous codes no longer work."
        footer={<Button onClick={close}>Done</Button>}
      >
        <RecoveryCodes codes={regenerate.data.recoveryCodes} />
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={action !== null}
      onClose={close}
      title={text.title}
      description={text.description}
      pending={pending}
      onSubmit={submit}
      size="sm"
      submitLabel={text.submitLabel}
      pendingLabel={text.pendingLabel}
    >
      <Field label="Password" error={errors.password} required>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          {...bind('password')}
        />
      </Field>
    </FormDialog>
  );
}
