import { useDeferredValue, useState } from 'react';
import { Provider as JotaiProvider, useAtom } from 'jotai';
import styled from 'styled-components';
import { formatCount, routes } from '@portfolio/contracts';
import {
  Button,
  Card,
  QueryErrorCard,
  CompanyGate,
  PageHeader,
  PageStack,
  PlusIcon,
  ShieldCheckIcon,
  Skeleton,
  StatCard,
  UsersIcon,
  type WidgetProps,
  Grid,
  Spread,
  useRouteQuery,
} from '@portfolio/ui';
import { SearchField } from '@portfolio/ui/toolbar';
import { filterMembers, memberSearchAtom } from '../state/member-search';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable, MembersTableSkeleton } from './members-table';
import { PendingInvitations } from './pending-invitations';

/**
 * /team: the company's members with search, the Total Members and Admins figures, and for
 * admins the invite dialog, member actions and the pending invitations.
 */
export function TeamPanel(props: WidgetProps) {
  return (
    <CompanyGate companyId={props.companyId} navigate={props.navigate} action="manage team members">
      {(companyId) => (
        // The search box's state belongs to this panel only.
        <JotaiProvider>
          <Team {...props} companyId={companyId} />
        </JotaiProvider>
      )}
    </CompanyGate>
  );
}

function Team({ companyId, user }: WidgetProps & { companyId: string }) {
  const membership = user?.companies.find((c) => c.id === companyId);
  const isAdmin = membership?.role === 'admin';
  const companyName = membership?.name ?? 'your company';
  const members = useRouteQuery(routes.listMembers, { params: { companyId } });
  const [search, setSearch] = useAtom(memberSearchAtom);
  const deferredSearch = useDeferredValue(search);
  const [inviting, setInviting] = useState(false);

  const all = members.data ?? [];
  const shown = filterMembers(all, deferredSearch);
  const admins = all.filter((m) => m.role === 'admin').length;

  return (
    <PageStack>
      <PageHeader
        title="Team Members"
        description={
          isAdmin
            ? `Manage who has access to ${companyName}.`
            : `The people who have access to ${companyName}. Admins invite people and manage roles.`
        }
        actions={
          isAdmin ? (
            <Button onClick={() => setInviting(true)}>
              <PlusIcon size={16} />
              Invite Member
            </Button>
          ) : null
        }
      />

      <Stats>
        <StatCard
          label="Total Members"
          value={members.isPending ? <ValueSkeleton /> : all.length}
          hint="People with access to the company"
          icon={<UsersIcon />}
          tone="violet"
        />
        <StatCard
          label="Admins"
          value={members.isPending ? <ValueSkeleton /> : admins}
          hint="Can invite people and manage roles"
          icon={<ShieldCheckIcon />}
          tone="blue"
        />
      </Stats>

      {members.isError ? (
        <QueryErrorCard title="Team members could not be loaded" query={members} />
      ) : (
        <Card>
          <Toolbar>
            <Search
              aria-label="Search members"
              placeholder="Search members by name or email..."
              value={search}
              onChange={setSearch}
            />
            {members.isSuccess ? (
              <Count aria-live="polite">
                {deferredSearch.trim()
                  ? `${shown.length} of ${formatCount(all.length, 'member')}`
                  : formatCount(all.length, 'member')}
              </Count>
            ) : null}
          </Toolbar>
          {members.isPending ? (
            <MembersTableSkeleton />
          ) : (
            <MembersTable
              members={shown}
              companyId={companyId}
              companyName={companyName}
              isAdmin={isAdmin}
              currentUserId={user?.id ?? null}
              search={deferredSearch}
              onClearSearch={() => setSearch('')}
            />
          )}
        </Card>
      )}

      {isAdmin ? (
        <PendingInvitations companyId={companyId} onInvite={() => setInviting(true)} />
      ) : null}

      {isAdmin ? (
        <InviteMemberDialog open={inviting} onOpenChange={setInviting} companyId={companyId} />
      ) : null}
    </PageStack>
  );
}

/** A bar in place of a figure (inside the StatCard's paragraph, so inline). */
const ValueSkeleton = styled(Skeleton).attrs({ as: 'span' })`
  display: inline-block;
  width: 3rem;
  height: 2.25rem;
  vertical-align: middle;
`;

const Stats = styled(Grid).attrs({ $columns: { sm: 2 } })``;

const Toolbar = styled(Spread)`
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const Search = styled(SearchField)`
  flex: 1;
  min-width: 14rem;
`;

const Count = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;
