import styled from 'styled-components';
import { formatDate, type Invitation } from '@portfolio/contracts';
import { Badge, Button, LinkIcon, RefreshIcon, Td, XIcon } from '@portfolio/ui';
import { RoleBadge } from './role-badge';

export interface InvitationCellsProps {
  invitation: Invitation;
  /** A resend or revoke of it is on its way. */
  busy: boolean;
  onCopy: () => void;
  onResend: () => void;
  onRevoke: () => void;
}

/**
 * The cells of a pending invitation: email, role, state and expiry, and its actions (an
 * expired link cannot be copied: it is resent first).
 */
export function InvitationCells({
  invitation,
  busy,
  onCopy,
  onResend,
  onRevoke,
}: InvitationCellsProps) {
  const expired = invitation.state === 'expired';
  const actions = [
    {
      label: 'Copy link',
      name: `Copy link for ${invitation.email}`,
      icon: <LinkIcon size={14} />,
      onClick: onCopy,
      disabled: expired,
      title: expired ? 'Resend it first: an expired link does not work' : undefined,
    },
    {
      label: 'Resend',
      name: `Resend invitation to ${invitation.email}`,
      icon: <RefreshIcon size={14} />,
      onClick: onResend,
      disabled: busy,
    },
    {
      label: 'Revoke',
      name: `Revoke invitation to ${invitation.email}`,
      icon: <XIcon size={14} />,
      onClick: onRevoke,
      disabled: busy,
      danger: true,
    },
  ];
  return (
    <>
      <Td>
        <Email>{invitation.email}</Email>
      </Td>
      <Td>
        <RoleBadge role={invitation.role} />
      </Td>
      <Td>
        <Badge $tone={expired ? 'red' : 'amber'} $size="sm">
          {expired ? 'Expired' : 'Pending'}
        </Badge>
      </Td>
      <Td $muted>
        {expired ? 'Expired' : 'Expires'} {formatDate(invitation.expiresAt)}
      </Td>
      <Td $align="right">
        <Actions>
          {actions.map(({ label, name, icon, danger, ...button }) => (
            <Button
              key={label}
              $variant="ghost"
              $size="sm"
              aria-label={name}
              data-danger={danger || undefined}
              {...button}
            >
              {icon}
              {label}
            </Button>
          ))}
        </Actions>
      </Td>
    </>
  );
}

const Email = styled.span`
  font-weight: 500;
`;

const Actions = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  [data-danger]:hover:not(:disabled) {
    color: ${(p) => p.theme.color.danger};
    background: ${(p) => p.theme.color.dangerSoft};
  }
`;
