import type { FormEvent } from 'react';
import { InviteBody, MEMBER_ROLES, type MemberRole } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, FormDialog, Input, MailIcon, Select, useFieldErrors } from '@portfolio/ui';
import { labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { useInviteMember } from '../api/invite-member';
import { useAnnounceInvitation } from './announce-invitation';
import { ROLE_LABEL } from './role-badge';

export interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
}

const ROLE_OPTIONS = labelledOptions(MEMBER_ROLES, ROLE_LABEL);
const ROLE_HINT: Record<MemberRole, string> = {
  member: 'Members track projects and link LLM models to them.',
  admin: 'Admins also invite people, manage roles and the LLM registry.',
};

/** Invite Member: an e-mail and a role (member unless changed), checked with the contract's rules. */
export function InviteMemberDialog({ open, onOpenChange, companyId }: InviteMemberDialogProps) {
  const announce = useAnnounceInvitation();
  const invite = useInviteMember(companyId);
  const { errors, accept, clear, reset: resetErrors } = useFieldErrors();
  const { values, set, bind } = useFormValues({ email: '', role: 'member' }, clear);
  const role = values.role as MemberRole | '';

  const reset = () => {
    set('email', '');
    set('role', 'member');
    resetErrors();
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (_event: FormEvent<HTMLFormElement>) => {
    const body = { email: values.email.trim(), role };
    if (!accept(checkFields(InviteBody, body))) return;
    invite.mutate(body as InviteBody, {
      onSuccess: (sent) => {
        announce(sent);
        close(false);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title="Invite Member"
      description="Send an e-mail invitation to join your company."
      pending={invite.isPending}
      onSubmit={submit}
      icon={<MailIcon size={16} />}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
    >
      <Field label="Email address" error={errors.email} required>
        <Input
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
          {...bind('email')}
        />
      </Field>
      <Field label="Role" error={errors.role} hint={role ? ROLE_HINT[role] : undefined} required>
        <Select {...bind('role')} placeholder="Select a role" options={ROLE_OPTIONS} />
      </Field>
    </FormDialog>
  );
}
