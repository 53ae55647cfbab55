import type { FormEvent } from 'react';
import { NAME_MAX_LENGTH, ProfileBody, type CurrentUser } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Field,
  Input,
  UserIcon,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import { useUpdateProfile } from '../../api/update-profile';
import { EmailVerificationNote } from './email-verification-note';
import { SettingsCard, SettingsForm } from './settings-card';

/** Changes whenever the saved names do: a saved or refreshed profile restarts the form. */
export const profileFormKey = (user: CurrentUser) =>
  [user.id, user.firstName, user.lastName].join('|');

/**
 * Profile Information: a built-in account edits its first and last name; the e-mail, and every
 * field of an identity provider's account, are read-only, managed by the authentication provider.
 * Give it `key={profileFormKey(user)}`.
 */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const save = useUpdateProfile();
  const editable = user.hasPassword;
  const { errors, accept, acceptFromServer, clear } = useFieldErrors<'firstName' | 'lastName'>();
  const { values, bind } = useFormValues(
    { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    clear,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    if (!accept(checkFields(ProfileBody, body))) return;
    save.mutate(body, {
      onSuccess: () => toast({ title: 'Profile updated' }),
      onError: (error) => {
        if (acceptFromServer(error)) return;
        toast({
          title: 'Error',
          description: mutationErrorMessage(error, 'Failed to update profile'),
          variant: 'destructive',
        });
      },
    });
  };

  const nameField = (name: keyof typeof values, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]} required={editable}>
      <Input
        name={name}
        {...bind(name)}
        readOnly={!editable}
        maxLength={NAME_MAX_LENGTH}
        autoComplete={autoComplete}
      />
    </Field>
  );

  return (
    <SettingsCard
      icon={<UserIcon size={18} />}
      title="Profile Information"
      description={
        editable
          ? 'Your name as your team sees it. Your e-mail is the one you sign in with.'
          : 'Your profile is managed by your authentication provider.'
      }
    >
      <SettingsForm
        onSubmit={submit}
        saving={save.isPending}
        submitLabel={editable ? 'Save Profile' : undefined}
      >
        {nameField('firstName', 'First Name', 'given-name')}
        {nameField('lastName', 'Last Name', 'family-name')}
        <Field label="Email">
          <Input value={user.email} readOnly />
        </Field>
      </SettingsForm>
      <EmailVerificationNote user={user} />
    </SettingsCard>
  );
}
