import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { Button, MailIcon, useToast } from '@portfolio/ui';
import { useSendEmailVerification } from '../../api/send-email-verification';
import { IconNote } from '../icon-note';

/**
 * Under Profile, for a built-in account whose address was never verified (made before sign-up
 * verified addresses): why it matters, and a button that mails the link.
 */
export function EmailVerificationNote({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const send = useSendEmailVerification();
  if (user.emailVerified || !user.hasPassword) return null;

  const sendLink = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => toast({ title: 'Verification link sent', description: sent.message }),
    });

  const logged = send.data?.verificationLink;
  return (
    <Note role="note">
      <MailIcon size={16} aria-hidden="true" />
      <div>
        <p>
          Your e-mail address is not verified yet. Until it is, invitations sent to{' '}
          <strong>{user.email}</strong> do not appear in your notifications.
        </p>
        {logged ? (
          <p>
            No mail server is configured, so the link was written to the server log:{' '}
            <a href={logged}>open the verification link</a>.
          </p>
        ) : null}
        <Button $variant="outline" $size="sm" onClick={sendLink} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send verification link'}
        </Button>
      </div>
    </Note>
  );
}

const Note = styled(IconNote)`
  margin-top: 1rem;
  p {
    margin: 0 0 0.5rem;
  }
`;
