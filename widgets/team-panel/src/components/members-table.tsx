import styled from 'styled-components';
import { formatDate, type Member, type MemberRole } from '@portfolio/contracts';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  SearchIcon,
  ShieldCheckIcon,
  Skeleton,
  DataTable,
  TBody,
  Table,
  Td,
  Tr,
  TrashIcon,
  UserIcon,
  fullNameOf,
  initialsOf,
  useToast,
  ACTIONS_COLUMN,
} from '@portfolio/ui';
import { useConfirmedRemoval } from '@portfolio/ui/lists';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { ActionsMenu } from './actions-menu';
import { RoleBadge } from './role-badge';

export interface MembersTableProps {
  members: readonly Member[];
  companyId: string;
  companyName: string;
  /** Admins get the actions menu (change role, remove); members see the table only. */
  isAdmin: boolean;
  currentUserId: string | null;
  /** The search the rows were filtered with, for the "no match" state. */
  search?: string;
  onClearSearch?: () => void;
}

const COLUMNS = ['Member', 'Role', 'Department', 'Joined', 'Status'];

/** The team table: Member, Role, Department, Joined, Status, and for admins an actions menu. */
export function MembersTable({
  members,
  companyId,
  companyName,
  isAdmin,
  currentUserId,
  search = '',
  onClearSearch,
}: MembersTableProps) {
  const { toast } = useToast();
  const updateRole = useUpdateMemberRole(companyId);
  const removeMember = useRemoveMember(companyId);
  const removing = useConfirmedRemoval<Member>(removeMember, {
    title: 'Remove member',
    question: ({ user }) =>
      `Remove ${fullNameOf(user)} (${user.email}) from ${companyName}? They will lose access to its projects and models.`,
    done: ({ user }) => ({
      title: 'Member removed',
      description: `${fullNameOf(user)} no longer has access to ${companyName}.`,
    }),
    confirmLabel: 'Remove member',
    pendingLabel: 'Removing...',
  });

  const changeRole = (member: Member, role: MemberRole) => {
    const name = fullNameOf(member.user);
    updateRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role updated',
            description: `${name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
          }),
      },
    );
  };

  if (members.length === 0) {
    return search.trim() ? (
      <EmptyState
        icon={<SearchIcon size={22} />}
        title="No members match your search"
        description={`Nobody's name or e-mail contains "${search.trim()}".`}
        action={
          onClearSearch ? (
            <Button $variant="outline" $size="sm" onClick={onClearSearch}>
              Show all members
            </Button>
          ) : null
        }
      />
    ) : (
      <EmptyState icon={<UserIcon size={22} />} title="No team members yet" />
    );
  }

  return (
    <>
      <Scroll>
        <DataTable
          columns={isAdmin ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS}
          rows={members}
          rowKey={(member) => member.id}
          rowTestId="member-row"
        >
          {(member) => {
            const name = fullNameOf(member.user);
            const isYou = member.user.id === currentUserId;
            const busy =
              (updateRole.isPending && updateRole.variables?.id === member.id) ||
              (removeMember.isPending && removeMember.variables === member.id);
            return (
              <>
                <Td>
                  <Person>
                    <Avatar $size={36}>{initialsOf(member.user)}</Avatar>
                    <div>
                      <Name>
                        {name}
                        {isYou ? <You>You</You> : null}
                      </Name>
                      <Email>{member.user.email}</Email>
                    </div>
                  </Person>
                </Td>
                <Td>
                  <RoleBadge role={member.role} />
                </Td>
                <Td $muted>Various</Td>
                <Td $muted>{member.joinedAt ? formatDate(member.joinedAt) : 'Recently'}</Td>
                <Td>
                  <Badge $tone="green" $size="sm">
                    Active
                  </Badge>
                </Td>
                {isAdmin ? (
                  <Td $align="right">
                    <ActionsMenu
                      label={`Actions for ${name}`}
                      disabled={busy}
                      items={[
                        member.role === 'admin'
                          ? {
                              label: 'Make member',
                              icon: <UserIcon size={16} />,
                              onSelect: () => changeRole(member, 'member'),
                            }
                          : {
                              label: 'Make admin',
                              icon: <ShieldCheckIcon size={16} />,
                              onSelect: () => changeRole(member, 'admin'),
                            },
                        {
                          label: 'Remove member',
                          icon: <TrashIcon size={16} />,
                          destructive: true,
                          onSelect: () => removing.ask(member),
                        },
                      ]}
                    />
                  </Td>
                ) : null}
              </>
            );
          }}
        </DataTable>
      </Scroll>

      {removing.dialog}
    </>
  );
}

/** Rows of grey bars while the members load. */
export function MembersTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Scroll role="status" aria-label="Loading team members">
      <Table>
        <TBody>
          {Array.from({ length: rows }, (_, i) => (
            <Tr key={i}>
              <Td>
                <Person>
                  <Skeleton $width="36px" $height="36px" $radius="50%" />
                  <div style={{ display: 'grid', gap: 6 }}>
                    <Skeleton $width="8rem" $height="0.875rem" />
                    <Skeleton $width="12rem" $height="0.75rem" />
                  </div>
                </Person>
              </Td>
              <Td>
                <Skeleton $width="4rem" $height="1.25rem" $radius="999px" />
              </Td>
              <Td>
                <Skeleton $width="4rem" />
              </Td>
              <Td>
                <Skeleton $width="5.5rem" />
              </Td>
              <Td>
                <Skeleton $width="3.5rem" $height="1.25rem" $radius="999px" />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  /* Relative: the hidden Actions label is clipped here instead of widening the page. */
  position: relative;
  overflow-x: auto;
  container-type: inline-size;
  /* Department and Status say the same for everyone: the first columns a narrow table drops. */
  @container (max-width: 40rem) {
    th:nth-child(3),
    td:nth-child(3),
    th:nth-child(5),
    td:nth-child(5) {
      display: none;
    }
  }
  thead th:first-child,
  tbody td:first-child {
    padding-left: 1.25rem;
  }
  thead th:last-child,
  tbody td:last-child {
    padding-right: 1.25rem;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.color.surfaceMuted};
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 14rem;
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
`;

const You = styled.span`
  padding: 0.0625rem 0.375rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primary};
  font-size: 0.6875rem;
  font-weight: 600;
`;

const Email = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;
