import styled from 'styled-components';
import { type Invitation, routes } from '@portfolio/contracts';
import {
  Button,
  TitledCard,
  QueryView,
  MailIcon,
  PlusIcon,
  Skeleton,
  DataTable,
  CountPill,
  ACTIONS_COLUMN,
  useRouteQuery,
} from '@portfolio/ui';
import { useCopyText } from '@portfolio/ui/clipboard';
import { ListEmpty, useConfirmedRemoval } from '@portfolio/ui/lists';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useAnnounceInvitation } from './announce-invitation';
import { InvitationCells } from './invitation-cells';

const COLUMNS = ['Email', 'Role', 'State', 'Expires', ACTIONS_COLUMN];

export interface PendingInvitationsProps {
  companyId: string;
  /** Opens the invite dialog from the empty state. */
  onInvite?: () => void;
}

/** Admins' list of invitations not yet accepted: copy the link, send it again, or revoke it. */
export function PendingInvitations({ companyId, onInvite }: PendingInvitationsProps) {
  const copyText = useCopyText();
  const announce = useAnnounceInvitation();
  const invitations = useRouteQuery(routes.listInvitations, { params: { companyId } });
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const revoking = useConfirmedRemoval<Invitation>(revoke, {
    title: 'Revoke invitation',
    question: ({ email }) => `Revoke the invitation sent to ${email}? Its link will stop working.`,
    done: ({ email }) => ({
      title: 'Invitation revoked',
      description: `The link sent to ${email} no longer works.`,
    }),
    confirmLabel: 'Revoke invitation',
    pendingLabel: 'Revoking...',
  });

  const copy = (invitation: Invitation) =>
    copyText(invitation.link, {
      copied: 'Link copied',
      description: `Send it to ${invitation.email} so they can join.`,
      failed: `Failed to copy the link: ${invitation.link}`,
    });

  const sendAgain = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: announce,
    });

  return (
    <TitledCard
      icon={<MailIcon size={18} aria-hidden="true" />}
      title={
        <>
          Pending Invitations
          {invitations.isSuccess && invitations.data.length > 0 ? (
            <CountPill>{invitations.data.length}</CountPill>
          ) : null}
        </>
      }
      description="People who have been invited but have not joined yet."
    >
      <Body>
        <QueryView
          query={invitations}
          errorTitle="Invitations could not be loaded"
          pending={
            <div
              role="status"
              aria-label="Loading invitations"
              style={{ display: 'grid', gap: 12, padding: '0.5rem 0' }}
            >
              <Skeleton $height="2.25rem" />
              <Skeleton $height="2.25rem" />
            </div>
          }
          empty={
            <Empty>
              <p>No pending invitations.</p>
              {onInvite ? (
                <Button $variant="secondary" $size="sm" onClick={onInvite}>
                  <PlusIcon size={14} />
                  Invite Member
                </Button>
              ) : null}
            </Empty>
          }
        >
          {(list) => (
            <Scroll>
              <DataTable
                columns={COLUMNS}
                rows={list}
                rowKey={(invitation) => invitation.id}
                rowTestId="invitation-row"
              >
                {(invitation) => (
                  <InvitationCells
                    invitation={invitation}
                    busy={
                      (resend.isPending && resend.variables === invitation.id) ||
                      (revoke.isPending && revoke.variables === invitation.id)
                    }
                    onCopy={() => void copy(invitation)}
                    onResend={() => sendAgain(invitation)}
                    onRevoke={() => revoking.ask(invitation)}
                  />
                )}
              </DataTable>
            </Scroll>
          )}
        </QueryView>
      </Body>

      {revoking.dialog}
    </TitledCard>
  );
}

const Body = styled.div`
  padding: 1rem 0 0.5rem;
  > [role='alert'],
  > [role='status'] {
    margin: 0 1.5rem 1rem;
  }
`;

const Scroll = styled.div`
  /* Relative: the hidden Actions label is clipped here instead of widening the page. */
  position: relative;
  overflow-x: auto;
  border-top: 1px solid ${(p) => p.theme.color.border};
  thead th:first-child,
  tbody td:first-child {
    padding-left: 1.5rem;
  }
  thead th:last-child,
  tbody td:last-child {
    padding-right: 1.25rem;
  }
`;

/** The list's empty note, with the invite button at its end. */
const Empty = styled(ListEmpty).attrs({ as: 'div' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin: 0 1.5rem 1rem;
`;
