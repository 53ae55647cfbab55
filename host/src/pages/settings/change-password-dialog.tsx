import type { FormEvent } from 'react';
import {
  ChangePasswordBody,
  ERROR_CODES,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Field,
  FormDialog,
  Input,
  isApiError,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
  type DialogOpenProps,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import { useChangePassword } from '../../api/change-password';

type Values = ChangePasswordBody;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: keyof Values; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  { name: 'confirmPassword', label: 'New password again', autoComplete: 'new-password' },
];

/** The form's own checks: the contract's rules, then the two new passwords must match. */
function check(values: Values): Record<string, string> {
  const found = checkFields(ChangePasswordBody, values);
  if (!found.confirmPassword && values.confirmPassword !== values.newPassword) {
    found.confirmPassword = PASSWORDS_DO_NOT_MATCH_MESSAGE;
  }
  return found;
}

/**
 * Change Password: the current password, then the new one twice. On success every other
 * session of the account is signed out; this one stays.
 */
export function ChangePasswordDialog({ open, onOpenChange }: DialogOpenProps) {
  const { toast } = useToast();
  const change = useChangePassword();
  const { errors, accept, acceptFromServer, clear, reset: resetErrors } = useFieldErrors();
  const { values, set, bind } = useFormValues<Values>(EMPTY, clear);

  const close = (next: boolean) => {
    if (!next) {
      for (const { name } of FIELDS) set(name, EMPTY[name]);
      resetErrors();
    }
    onOpenChange(next);
  };

  const submit = (_event: FormEvent<HTMLFormElement>) => {
    if (!accept(check(values))) return;
    change.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Password changed',
          description: 'You stay signed in here; every other session was signed out.',
        });
        close(false);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ERROR_CODES.wrongPassword && error.serverMessage) {
          accept({ currentPassword: error.serverMessage });
          return;
        }
        if (acceptFromServer(error)) return;
        toast({
          title: 'Error',
          description: mutationErrorMessage(error, 'Failed to change password'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Change Password"
      description="Other browsers and devices signed in to your account will be signed out."
      pending={change.isPending}
      onSubmit={submit}
      size="sm"
      submitLabel="Change Password"
      pendingLabel="Changing..."
    >
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          error={errors[field.name]}
          hint={field.hint}
          required
        >
          <Input
            type="password"
            name={field.name}
            autoComplete={field.autoComplete}
            {...bind(field.name)}
          />
        </Field>
      ))}
    </FormDialog>
  );
}
