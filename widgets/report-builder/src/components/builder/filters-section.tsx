import { useId } from 'react';
import {
  DEPARTMENTS,
  INTAKE_TIERS,
  INTAKE_TIER_LABELS,
  PROJECT_STATUSES,
  PROPOSAL_STATES,
  PROPOSAL_STATE_LABELS,
  projectStatusLabel,
  reportSourceOf,
  type ReportDefinition,
} from '@portfolio/contracts';
import { Field, Input, Switch } from '@portfolio/ui';
import {
  Checks,
  Group,
  Row,
  SubGroup,
  SwitchField,
  toggle,
  type SectionProps,
} from './builder-parts';

type Filters = NonNullable<ReportDefinition['filters']>;

/** A filter of several values as a group of checkboxes, each value in words. */
function ValueChecks<T extends string>({
  legend,
  values,
  chosen = [],
  labelOf,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[] | undefined;
  labelOf: (value: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <SubGroup>
      <legend>{legend}</legend>
      <Checks>
        {values.map((value) => (
          <label key={value}>
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(e) => onChange(toggle(chosen, value, e.target.checked))}
            />
            {labelOf(value)}
          </label>
        ))}
      </Checks>
    </SubGroup>
  );
}

/**
 * The list's filters: a search and departments, then for projects archived or live and their
 * statuses, for proposals their states and risk tiers.
 */
export function FiltersSection({ definition: d, set }: Pick<SectionProps, 'definition' | 'set'>) {
  const archivedId = useId();
  const filters = d.filters ?? {};
  const proposals = reportSourceOf(d) === 'proposals';
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
          <ValueChecks
            legend="State"
            values={PROPOSAL_STATES}
            chosen={filters.state}
            labelOf={(state) => PROPOSAL_STATE_LABELS[state]}
            onChange={(state) => setFilters({ state })}
          />
          <ValueChecks
            legend="Risk tier"
            values={INTAKE_TIERS}
            chosen={filters.tier}
            labelOf={(tier) => INTAKE_TIER_LABELS[tier]}
            onChange={(tier) => setFilters({ tier })}
          />
        </>
      ) : (
        <ValueChecks
          legend="Status"
          values={PROJECT_STATUSES}
          chosen={filters.status}
          labelOf={projectStatusLabel}
          onChange={(status) => setFilters({ status })}
        />
      )}
      <ValueChecks
        legend="Department"
        values={DEPARTMENTS}
        chosen={filters.department}
        labelOf={(department) => department}
        onChange={(department) => setFilters({ department })}
      />
    </Group>
  );
}
