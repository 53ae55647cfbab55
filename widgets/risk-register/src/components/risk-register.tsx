import { useState } from 'react';
import styled from 'styled-components';
import {
  DEPARTMENTS,
  RISK_SEVERITIES,
  RISK_SEVERITY_LABELS,
  RISK_STATES,
  RISK_STATE_LABELS,
  riskRules,
  type Risk,
  type RiskList,
  routes,
} from '@portfolio/contracts';
import {
  CheckCircleIcon,
  CompanyGate,
  PageHeader,
  PageStack,
  QueryView,
  Select,
  color,
  fontSize,
  media,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { SeverityTiles } from '@portfolio/ui/badges';
import { labelledOptions } from '@portfolio/ui/forms';
import { FilterSelect } from '@portfolio/ui/toolbar';
import { SkeletonList, EmptyCard } from '@portfolio/ui/lists';
import { AcknowledgeRiskDialog } from './acknowledge-risk-dialog';
import {
  queryOfFilters,
  useRegisterFilters,
  type RegisterFilters,
  type RegisterGroup,
  type RegisterView,
} from './register-filters';
import { RiskGroups } from './risk-groups';

/** `/risks`: every risk the portfolio's rules raised, filtered, each with its fix. */
export function RiskRegister({ companyId, navigate, location }: WidgetProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="see the portfolio's risks">
      {(companyId) => <Register companyId={companyId} navigate={navigate} location={location} />}
    </CompanyGate>
  );
}

const EMPTY: Record<Risk['state'], { title: string; description: string }> = {
  open: {
    title: 'No open risks',
    description: 'Every project passes the rules, or its risks are acknowledged.',
  },
  acknowledged: {
    title: 'No acknowledged risks',
    description: 'Risks someone acknowledged with a note show here until their project changes.',
  },
  resolved: {
    title: 'No resolved risks',
    description: 'A risk resolves itself once its project no longer breaks the rule.',
  },
};

function Register({
  companyId,
  navigate,
  location,
}: Pick<WidgetProps, 'navigate' | 'location'> & { companyId: string }) {
  const [filters, setFilters] = useRegisterFilters(location);
  const query = useRouteQuery(routes.listRisks, {
    params: { companyId },
    query: queryOfFilters(filters),
  });
  const [acknowledging, setAcknowledging] = useState<Risk | null>(null);
  const filtered = Boolean(
    filters.severity || filters.rule || filters.department || filters.projectId,
  );
  const list = query.data;

  return (
    <PageStack>
      <PageHeader
        title="Risks"
        description="What the portfolio's rules found on your projects, why it matters and how to fix it."
      />
      <Filters filters={filters} onChange={setFilters} list={list} />
      {list ? <Counts list={list} state={filters.state} /> : null}
      <QueryView
        query={query}
        pending={<SkeletonList label="Loading the risks" height="8.5rem" />}
        errorTitle="The risks could not be loaded"
        isEmpty={({ risks }) => risks.length === 0}
        empty={
          <EmptyCard
            icon={<CheckCircleIcon size={24} />}
            title={filtered ? 'No risks match your filters' : EMPTY[filters.state].title}
            description={
              filtered
                ? 'Try another severity, rule or department.'
                : EMPTY[filters.state].description
            }
          />
        }
      >
        {({ risks, total }) => (
          <>
            <RiskGroups
              risks={risks}
              state={filters.state}
              group={filters.group}
              view={filters.view}
              navigate={navigate}
              onAcknowledge={setAcknowledging}
            />
            {total > risks.length ? (
              <More>
                Showing the {risks.length} worst of {total} risks: narrow the filters to see the
                others.
              </More>
            ) : null}
          </>
        )}
      </QueryView>
      <AcknowledgeRiskDialog
        companyId={companyId}
        risk={acknowledging}
        onClose={() => setAcknowledging(null)}
      />
    </PageStack>
  );
}

const GROUPINGS: { value: RegisterGroup; label: string }[] = [
  { value: 'rule', label: 'Group by rule' },
  { value: 'project', label: 'Group by project' },
  { value: 'none', label: 'No grouping' },
];

const VIEWS: { value: RegisterView; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'list', label: 'Compact list' },
];

function Filters({
  filters,
  onChange,
  list,
}: {
  filters: RegisterFilters;
  onChange: (next: RegisterFilters) => void;
  list: RiskList | undefined;
}) {
  // The edit form's departments, and any other a listed risk's project has.
  const departments = [
    ...new Set([
      ...DEPARTMENTS,
      ...(list?.risks.map((risk) => risk.project.department) ?? []),
      ...(filters.department ? [filters.department] : []),
    ]),
  ].sort((a, b) => a.localeCompare(b));
  const set = (patch: Partial<RegisterFilters>) => onChange({ ...filters, ...patch });
  const project = filters.projectId
    ? list?.risks.find((risk) => risk.project.id === filters.projectId)?.project
    : undefined;
  return (
    <FilterBar role="search" aria-label="Filter risks">
      <Select
        aria-label="State"
        value={filters.state}
        onChange={(e) => set({ state: e.target.value as RegisterFilters['state'] })}
        options={labelledOptions(RISK_STATES, RISK_STATE_LABELS)}
      />
      <FilterSelect
        aria-label="Severity"
        value={filters.severity}
        allLabel="All severities"
        options={labelledOptions(RISK_SEVERITIES, RISK_SEVERITY_LABELS)}
        onChange={(severity) => set({ severity })}
      />
      <FilterSelect
        aria-label="Rule"
        value={filters.rule}
        allLabel="All rules"
        options={riskRules.map((rule) => ({ value: rule.id, label: rule.title }))}
        onChange={(rule) => set({ rule })}
      />
      <FilterSelect
        aria-label="Department"
        value={filters.department}
        allLabel="All Departments"
        options={departments}
        onChange={(department) => set({ department })}
      />
      <Select
        aria-label="Group by"
        value={filters.group}
        onChange={(e) => set({ group: e.target.value as RegisterGroup })}
        options={GROUPINGS}
      />
      <Select
        aria-label="View"
        value={filters.view}
        onChange={(e) => set({ view: e.target.value as RegisterView })}
        options={VIEWS}
      />
      {filters.projectId ? (
        <ProjectChip>
          Project: {project?.name ?? 'one project'}
          <button type="button" onClick={() => set({ projectId: undefined })}>
            Show all projects
          </button>
        </ProjectChip>
      ) : null}
    </FilterBar>
  );
}

function Counts({ list, state }: { list: RiskList; state: Risk['state'] }) {
  return (
    <SeverityTiles counts={list.counts} label={`${RISK_STATE_LABELS[state]} risks by severity`} />
  );
}

const FilterBar = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: 10rem 11rem minmax(0, 1fr) 12rem;
  }
  ${media.xl} {
    grid-template-columns: 9rem 10rem minmax(0, 1fr) 11rem 10rem 9rem;
  }
`;

const ProjectChip = styled.p`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  button {
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    font-weight: 600;
    color: ${color('primary')};
    cursor: pointer;
  }
`;

const More = styled.p`
  margin: 1rem 0 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;
