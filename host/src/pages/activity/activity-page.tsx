import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  routes,
} from '@portfolio/contracts';
import {
  Grid,
  ActivityIcon,
  Card,
  CardContent,
  EmptyState,
  Field,
  Input,
  LoadingBlock,
  NoCompanyAccess,
  PageHeader,
  QueryErrorCard,
  fullNameOf,
  useCurrentUser,
  useRouteInfiniteQuery,
  useRouteQuery,
} from '@portfolio/ui';
import { ExportCsvButton, FilterSelect } from '@portfolio/ui/toolbar';
import { HistoryList } from '@portfolio/ui/history';
import { useCompanyAuditExportUrl, type AuditFilters } from '../../api/company-audit';

/** /activity, admins only: every change in the company, filtered, paged and exported as CSV. */
export function ActivityPage() {
  const { company } = useCurrentUser();
  const navigate = useNavigate();
  if (!company) {
    return <NoCompanyAccess action="see the activity" onGoToDashboard={() => void navigate('/')} />;
  }
  if (company.role !== 'admin') {
    return (
      <EmptyState
        icon={<ActivityIcon size={22} />}
        title="Admins only"
        description="Only company admins can see the company's activity."
      />
    );
  }
  return <Activity companyId={company.id} />;
}

function Activity({ companyId }: { companyId: string }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const set = (changes: AuditFilters) => setFilters((current) => ({ ...current, ...changes }));
  const query = useRouteInfiniteQuery(
    routes.listCompanyAudit,
    { params: { companyId }, query: filters },
    { cursorParam: 'cursor', keepPrevious: true },
  );
  const members = useRouteQuery(routes.listMembers, { params: { companyId } });
  const exportUrl = useCompanyAuditExportUrl(companyId, filters);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change in the company: who changed what, and when."
        actions={<ExportCsvButton href={exportUrl} />}
      />
      <Grid $gap="1.25rem">
        <Card>
          <CardContent>
            <Filters role="search" aria-label="Filter the activity">
              <Field label="Person">
                <FilterSelect
                  value={filters.actorId}
                  allLabel="Everyone"
                  options={(members.data ?? []).map((m) => ({
                    value: m.user.id,
                    label: fullNameOf(m.user, m.user.email),
                  }))}
                  onChange={(actorId) => set({ actorId })}
                />
              </Field>
              <Field label="Kind">
                <FilterSelect
                  value={filters.entity}
                  allLabel="Everything"
                  options={AUDIT_ENTITIES.filter((e) => e !== 'preferences').map((e) => ({
                    value: e,
                    label: AUDIT_ENTITY_LABELS[e],
                  }))}
                  onChange={(entity) => set({ entity })}
                />
              </Field>
              <Field label="Action">
                <FilterSelect
                  value={filters.action}
                  allLabel="Any action"
                  options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
                  onChange={(action) => set({ action })}
                />
              </Field>
              <Field label="From">
                <Input
                  type="date"
                  value={filters.from ?? ''}
                  max={filters.to}
                  onChange={(e) => set({ from: e.target.value || undefined })}
                />
              </Field>
              <Field label="To">
                <Input
                  type="date"
                  value={filters.to ?? ''}
                  min={filters.from}
                  onChange={(e) => set({ to: e.target.value || undefined })}
                />
              </Field>
            </Filters>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            {query.isError ? (
              <QueryErrorCard title="The activity could not be loaded" query={query} />
            ) : !query.data ? (
              <LoadingBlock label="Loading the activity" />
            ) : entries.length === 0 ? (
              <EmptyState
                icon={<ActivityIcon size={22} />}
                title="No activity"
                description="Nothing matches these filters yet."
              />
            ) : (
              <HistoryList
                label="Company activity"
                entries={entries}
                showSubject
                onLoadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
                loadingMore={query.isFetchingNextPage}
              />
            )}
          </CardContent>
        </Card>
      </Grid>
    </>
  );
}

const Filters = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;
