import { useState, type FormEvent } from 'react';
import {
  INVITATION_SENT_MESSAGE,
  InviteBody,
  type InviteResponse,
  MEMBER_ROLES,
  type MemberRole,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Button,
  copyText,
  DialogActions,
  Dialog,
  Field,
  Input,
  MailIcon,
  Select,
  useToast,
  useFieldErrors,
} from '@portfolio/ui';
import { useInviteMember } from '../api/invite-member';
import { ROLE_LABEL } from './role-badge';

export interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
}

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABEL[role],
}));
const ROLE_HINT: Record<MemberRole, string> = {
  member: 'Members track projects and link LLM models to them.',
  admin: 'Admins also invite people, manage roles and the LLM registry.',
};

/** Invite Member: an e-mail and a role (member unless changed), checked with the contract's rules. */
export function InviteMemberDialog({ open, onOpenChange, companyId }: InviteMemberDialogProps) {
  const { toast } = useToast();
  const invite = useInviteMember(companyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole | ''>('member');
  const { errors, accept, clear, reset: resetErrors } = useFieldErrors();

  const reset = () => {
    setEmail('');
    setRole('member');
    resetErrors();
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (_event: FormEvent<HTMLFormElement>) => {
    const body = { email: email.trim(), role };
    if (!accept(checkFields(InviteBody, body))) return;
    invite.mutate(body as InviteBody, {
      onSuccess: (sent) => {
        if (sent.delivery === 'link') announceLink(sent);
        else toast({ title: 'Invitation Sent', description: INVITATION_SENT_MESSAGE });
        close(false);
      },
    });
  };

  // No mail server: nobody was mailed, so the admin gets the link to send themselves.
  const announceLink = ({ message, invitation }: InviteResponse) => {
    const handle = toast({
      title: 'Invitation link created',
      description: message,
      action: (
        <Button
          $variant="outline"
          $size="sm"
          onClick={() =>
            void copyText(invitation.link).then(
              () => handle.update({ title: 'Link copied', action: undefined }),
              () =>
                handle.update({
                  title: 'Copy the link by hand',
                  description: invitation.link,
                  action: undefined,
                }),
            )
          }
        >
          Copy link
        </Button>
      ),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite Member"
      description="Send an e-mail invitation to join your company."
      pending={invite.isPending}
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={() => close(false)}
          pending={invite.isPending}
          icon={<MailIcon size={16} />}
          submitLabel="Send Invitation"
          pendingLabel="Sending..."
        />
      }
    >
      <Field label="Email address" error={errors.email} required>
        <Input
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
        />
      </Field>
      <Field label="Role" error={errors.role} hint={role ? ROLE_HINT[role] : undefined} required>
        <Select
          value={role}
          placeholder="Select a role"
          options={ROLE_OPTIONS}
          onChange={(event) => {
            setRole(event.target.value as MemberRole | '');
            clear('role');
          }}
        />
      </Field>
    </Dialog>
  );
}
