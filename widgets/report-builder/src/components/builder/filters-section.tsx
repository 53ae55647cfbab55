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
type ChoiceFilter = 'state' | 'tier' | 'status' | 'department';
type Choice<K extends ChoiceFilter> = NonNullable<Filters[K]>[number];

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
  /** A filter of values to tick, named as its column is. */
  const checks = <K extends ChoiceFilter>(
    key: K,
    options: readonly Choice<K>[],
    labels: Record<Choice<K>, string>,
  ) => (
    <CheckboxGroup<Choice<K>>
      legend={reportColumnLabel(key, source)}
      options={options}
      labels={labels}
      value={filters[key] ?? []}
      onChange={(value) => setFilters({ [key]: value })}
    />
  );
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
          {checks('state', PROPOSAL_STATES, PROPOSAL_STATE_LABELS)}
          {checks('tier', INTAKE_TIERS, INTAKE_TIER_LABELS)}
        </>
      ) : (
        checks('status', PROJECT_STATUSES, STATUS_LABELS)
      )}
      {checks('department', DEPARTMENTS, DEPARTMENT_LABELS)}
    </Group>
  );
}
