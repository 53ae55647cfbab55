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
import { labelledOptions } from '@portfolio/ui/forms';
import { ExportCsvButton, FilterSelect } from '@portfolio/ui/toolbar';
import { HistoryList } from '@portfolio/ui/history';
import { useCompanyAuditExportUrl, type AuditFilters } from '../../api/company-audit';

const ENTITY_OPTIONS = labelledOptions(
  AUDIT_ENTITIES.filter((e) => e !== 'preferences'),
  AUDIT_ENTITY_LABELS,
);
const ACTION_OPTIONS = labelledOptions(AUDIT_ACTIONS, AUDIT_ACTION_LABELS);

/** The date range's two ends; each keeps the other end as its limit. */
const DATE_BOUNDS = [
  { bound: 'from', label: 'From' },
  { bound: 'to', label: 'To' },
] as const;

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
  const people = (members.data ?? []).map((m) => ({
    value: m.user.id,
    label: fullNameOf(m.user, m.user.email),
  }));
  const selects = [
    { key: 'actorId', label: 'Person', allLabel: 'Everyone', options: people },
    { key: 'entity', label: 'Kind', allLabel: 'Everything', options: ENTITY_OPTIONS },
    { key: 'action', label: 'Action', allLabel: 'Any action', options: ACTION_OPTIONS },
  ] as const;

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
              {selects.map(({ key, label, allLabel, options }) => (
                <Field key={key} label={label}>
                  <FilterSelect<string>
                    value={filters[key]}
                    allLabel={allLabel}
                    options={options}
                    onChange={(value) => set({ [key]: value } as AuditFilters)}
                  />
                </Field>
              ))}
              {DATE_BOUNDS.map(({ bound, label }) => (
                <Field key={bound} label={label}>
                  <Input
                    type="date"
                    value={filters[bound] ?? ''}
                    min={bound === 'to' ? filters.from : undefined}
                    max={bound === 'from' ? filters.to : undefined}
                    onChange={(e) => set({ [bound]: e.target.value || undefined })}
                  />
                </Field>
              ))}
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
