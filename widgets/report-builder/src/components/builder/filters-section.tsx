import { useId } from 'react';
import {
  DEPARTMENTS,
  INTAKE_TIERS,
  INTAKE_TIER_LABELS,
  PROJECT_STATUSES,
  PROPOSAL_STATES,
  PROPOSAL_STATE_LABELS,
  projectStatusLabel,
  reportColumnLabel,
  reportSourceOf,
  type ProjectStatus,
  type ReportDefinition,
} from '@portfolio/contracts';
import { Field, Input, Switch } from '@portfolio/ui';
import { CheckboxGroup } from '@portfolio/ui/choices';
import { Group, Row, SwitchField, type SectionProps } from './builder-parts';

type Filters = NonNullable<ReportDefinition['filters']>;

// The kit's checkbox group takes each value's words as a table.
const STATUS_LABELS = Object.fromEntries(
  PROJECT_STATUSES.map((status) => [status, projectStatusLabel(status)]),
) as Record<ProjectStatus, string>;
const DEPARTMENT_LABELS: Record<string, string> = Object.fromEntries(
  DEPARTMENTS.map((department) => [department, department]),
);

/**
 * The list's filters: a search and departments, then for projects archived or live and their
 * statuses, for proposals their states and risk tiers; each group named as its column is.
 */
export function FiltersSection({ definition: d, set }: Pick<SectionProps, 'definition' | 'set'>) {
  const archivedId = useId();
  const filters = d.filters ?? {};
  const source = reportSourceOf(d);
  const proposals = source === 'proposals';
  const setFilters = (patch: Partial<Filters>) => set({ filters: { ...filters, ...patch } });
  return (
    <Group>
      <legend>Filters</legend>
      <Row>
        <Field label="Search">
          <Input
            type="search"
            value={filters.q ?? ''}
            maxLength={200}
            placeholder="Name or problem statement"
            onChange={(e) => setFilters({ q: e.target.value || undefined })}
          />
        </Field>
        {proposals ? null : (
          <SwitchField>
            <Switch
              id={archivedId}
              checked={Boolean(filters.archived)}
              onCheckedChange={(archived) => setFilters({ archived: archived || undefined })}
            />
            <label htmlFor={archivedId}>Archived projects instead of live ones</label>
          </SwitchField>
        )}
      </Row>
      {proposals ? (
        <>
          <CheckboxGroup
            legend={reportColumnLabel('state', source)}
            options={PROPOSAL_STATES}
            labels={PROPOSAL_STATE_LABELS}
            value={filters.state ?? []}
            onChange={(state) => setFilters({ state })}
          />
          <CheckboxGroup
            legend={reportColumnLabel('tier', source)}
            options={INTAKE_TIERS}
            labels={INTAKE_TIER_LABELS}
            value={filters.tier ?? []}
            onChange={(tier) => setFilters({ tier })}
          />
        </>
      ) : (
        <CheckboxGroup
          legend={reportColumnLabel('status', source)}
          options={PROJECT_STATUSES}
          labels={STATUS_LABELS}
          value={filters.status ?? []}
          onChange={(status) => setFilters({ status })}
        />
      )}
      <CheckboxGroup<string>
        legend={reportColumnLabel('department', source)}
        options={DEPARTMENTS}
        labels={DEPARTMENT_LABELS}
        value={filters.department ?? []}
        onChange={(department) => setFilters({ department })}
      />
    </Group>
  );
}
