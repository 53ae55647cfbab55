import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  TEAM_MESSAGES,
  formatDate,
  type InvitationPreview,
  type MemberRole,
} from '@portfolio/contracts';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  ArrowRightIcon,
  Button,
  Card,
  CheckCircleIcon,
  ClockIcon,
  IconTile,
  QueryErrorCard,
  LoadingBlock,
  MailIcon,
  XIcon,
  describeError,
  isApiError,
  useCurrentUser,
  useToast,
} from '@portfolio/ui';
import { useAcceptInvitation } from '../../api/accept-invitation';
import { useInvitation } from '../../api/get-invitation';
import { TopBar } from '../../marketing/top-bar';
import { signInHref } from '../../routing/sign-in-href';
import { MAIN_CONTENT_ID } from '../../routing/skip-link';
import { IconNote } from '../icon-note';

/** "Northwind Analytics" → "NA". */
const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
const article = (role: MemberRole) => (role === 'admin' ? 'an admin' : 'a member');

/** Sign-in or sign-up for a signed-out invitee, the address prefilled, back here afterwards. */
export const signInToAccept = (
  token: string,
  mode: 'signin' | 'signup' = 'signin',
  email?: string,
) => signInHref(`/invitations/${token}`, mode, email);

/**
 * /invitations/:token, the link of an invitation e-mail: what it is for, whether it can still be
 * used, and for a pending one either sign-in / sign-up (signed out) or Accept (signed in).
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { user } = useCurrentUser();
  const preview = useInvitation(token);

  let content: ReactNode;
  if (preview.isPending) {
    content = <LoadingBlock label="Loading the invitation" minHeight="16rem" />;
  } else if (preview.isError) {
    const notValid =
      isApiError(preview.error) && (preview.error.status === 404 || preview.error.status === 400);
    content = notValid ? (
      <Outcome
        tone="red"
        icon={<AlertCircleIcon size={26} />}
        title="This invitation link is not valid"
        text="Check that you opened the whole link from the e-mail, or ask an admin of the company for a new invitation."
      />
    ) : (
      <QueryErrorCard title="The invitation could not be loaded" query={preview} />
    );
  } else {
    content = <Invitation token={token} invitation={preview.data} />;
  }

  return (
    <Page>
      <TopBar user={user} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {content}
      </Main>
    </Page>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  const { companyName } = invitation;

  switch (invitation.state) {
    case 'expired':
      return (
        <Outcome
          tone="amber"
          icon={<ClockIcon size={26} />}
          title={TEAM_MESSAGES.expired}
          text={`It expired on ${formatDate(invitation.expiresAt, 'long')}. Ask an admin of ${companyName} to send you a new one.`}
        />
      );
    case 'revoked':
      return (
        <Outcome
          tone="red"
          icon={<XIcon size={26} />}
          title={TEAM_MESSAGES.revoked}
          text={`An admin of ${companyName} withdrew it. Ask them if you still need access.`}
        />
      );
    case 'accepted':
      return (
        <Outcome
          tone="green"
          icon={<CheckCircleIcon size={26} />}
          title={TEAM_MESSAGES.used}
          text={
            signedIn
              ? `If you accepted it, ${companyName} is in your companies.`
              : `If you accepted it, sign in to reach ${companyName}.`
          }
          action={
            signedIn ? undefined : (
              <Button as="a" href={signInToAccept(token)}>
                Sign In
              </Button>
            )
          }
        />
      );
    case 'pending':
      return <PendingInvitation token={token} invitation={invitation} />;
  }
}

function PendingInvitation({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { companyName, role, email } = invitation;

  const accept = useAcceptInvitation(token);
  const acceptAndEnter = () =>
    accept.mutate(undefined, {
      onSuccess: (joined) => {
        toast({
          title: `Welcome to ${companyName}`,
          description: `You joined as ${article(joined.role)}.`,
        });
        void navigate('/');
      },
    });

  const otherEmail = user && user.email.toLowerCase() !== email.toLowerCase();

  return (
    <Panel>
      <CompanyMark aria-hidden="true">{monogram(companyName)}</CompanyMark>
      <Heading>
        You&apos;re invited to join <strong>{companyName}</strong> as {role}
      </Heading>
      <Lead>
        The invitation was sent to <strong>{email}</strong> and is valid until{' '}
        {formatDate(invitation.expiresAt, 'long')}. As {article(role)} you will{' '}
        {role === 'admin'
          ? 'track the company’s AI projects and manage its team and LLM models.'
          : 'track the company’s AI projects, their costs, return and compliance.'}
      </Lead>

      {user ? (
        <>
          <SignedInAs>
            <MailIcon size={14} aria-hidden="true" />
            Signed in as <strong>{user.email}</strong>
          </SignedInAs>
          {otherEmail ? (
            <Note role="note">
              <AlertTriangleIcon size={16} aria-hidden="true" />
              <span>
                This invitation is for {email}. Sign out and sign in with that address to accept it.
              </span>
            </Note>
          ) : null}
          {accept.isError ? (
            <Note $tone="red" role="alert">
              <AlertCircleIcon size={16} aria-hidden="true" />
              <span>{describeError(accept.error)}</span>
            </Note>
          ) : null}
          <Actions>
            <Button $size="lg" $fullWidth onClick={acceptAndEnter} disabled={accept.isPending}>
              {accept.isPending ? 'Accepting...' : 'Accept invitation'}
              {accept.isPending ? null : <ArrowRightIcon size={18} />}
            </Button>
            {otherEmail || accept.isError ? (
              <Button as="a" href="/api/logout" $variant="outline" $size="lg" $fullWidth>
                Sign out
              </Button>
            ) : null}
          </Actions>
        </>
      ) : (
        <>
          <Lead>Sign in, or create an account with that address, to accept it.</Lead>
          <Actions>
            <Button as="a" href={signInToAccept(token, 'signin', email)} $size="lg" $fullWidth>
              Sign in to accept
            </Button>
            <Button
              as="a"
              href={signInToAccept(token, 'signup', email)}
              $variant="outline"
              $size="lg"
              $fullWidth
            >
              Create an account
            </Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}

/** Where an invitation link leads when it cannot be accepted: why, and a way on. */
function Outcome({
  tone,
  icon,
  title,
  text,
  action,
}: {
  tone: 'red' | 'amber' | 'green';
  icon: ReactNode;
  title: string;
  text: string;
  /** The way on; back home (or to the dashboard) unless given. */
  action?: ReactNode;
}) {
  const { user } = useCurrentUser();
  return (
    <Panel>
      <IconTile $tone={tone} $size="3.5rem" $radius="round" aria-hidden="true">
        {icon}
      </IconTile>
      <Heading>{title}</Heading>
      <Lead>{text}</Lead>
      <Actions>
        {action ?? (
          <Button as={Link} to="/" $variant="outline">
            {user ? 'Go to Dashboard' : 'Back to home'}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}

const Page = styled.div`
  min-height: 100vh;
  background:
    radial-gradient(1200px 480px at 50% -120px, rgba(99, 102, 241, 0.14), transparent 70%),
    ${(p) => p.theme.color.bg};
`;

const Main = styled.main`
  display: grid;
  justify-items: center;
  padding: 4.5rem 1rem 4rem;
  > * {
    width: 100%;
    max-width: 32rem;
  }
`;

const Panel = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 2.5rem 2rem 2rem;
  text-align: center;
  box-shadow: ${(p) => p.theme.shadow.lg};
`;

const CompanyMark = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 1rem;
  background: linear-gradient(
    135deg,
    ${(p) => p.theme.color.primary},
    ${(p) => p.theme.color.accent}
  );
  color: #fff;
  font-size: ${(p) => p.theme.fontSize.xl};
  font-weight: 700;
  letter-spacing: 0.02em;
  box-shadow: 0 8px 24px rgba(79, 70, 229, 0.3);
`;

const Heading = styled.h1`
  font-size: ${(p) => p.theme.fontSize['2xl']};
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1.25;
  strong {
    color: ${(p) => p.theme.color.primary};
  }
`;

const Lead = styled.p`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: 1.6;
  strong {
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
`;

const SignedInAs = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.375rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.color.surfaceMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  strong {
    color: ${(p) => p.theme.color.text};
  }
`;

const Note = styled(IconNote).attrs({ as: 'p' })`
  width: 100%;
  text-align: left;
`;

const Actions = styled.div`
  display: grid;
  gap: 0.625rem;
  width: 100%;
  margin-top: 0.5rem;
  justify-items: center;
  > a,
  > button {
    text-decoration: none;
  }
`;
