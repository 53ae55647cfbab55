import { useId } from 'react';
import {
  DEPARTMENTS,
  PROJECT_STATUSES,
  projectStatusLabel,
  type ProjectStatus,
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

/** The project list's filters: a search, archived or live, statuses and departments. */
export function FiltersSection({ definition: d, set }: Pick<SectionProps, 'definition' | 'set'>) {
  const archivedId = useId();
  const filters = d.filters ?? {};
  const setFilters = (patch: Partial<NonNullable<ReportDefinition['filters']>>) =>
    set({ filters: { ...filters, ...patch } });
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
        <SwitchField>
          <Switch
            id={archivedId}
            checked={Boolean(filters.archived)}
            onCheckedChange={(archived) => setFilters({ archived: archived || undefined })}
          />
          <label htmlFor={archivedId}>Archived projects instead of live ones</label>
        </SwitchField>
      </Row>
      <SubGroup>
        <legend>Status</legend>
        <Checks>
          {PROJECT_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="checkbox"
                checked={filters.status?.includes(status) ?? false}
                onChange={(e) =>
                  setFilters({
                    status: toggle<ProjectStatus>(filters.status ?? [], status, e.target.checked),
                  })
                }
              />
              {projectStatusLabel(status)}
            </label>
          ))}
        </Checks>
      </SubGroup>
      <SubGroup>
        <legend>Department</legend>
        <Checks>
          {DEPARTMENTS.map((department) => (
            <label key={department}>
              <input
                type="checkbox"
                checked={filters.department?.includes(department) ?? false}
                onChange={(e) =>
                  setFilters({
                    department: toggle(filters.department ?? [], department, e.target.checked),
                  })
                }
              />
              {department}
            </label>
          ))}
        </Checks>
      </SubGroup>
    </Group>
  );
}
