import { useId } from 'react';
import styled from 'styled-components';
import {
  DEPARTMENTS,
  PROJECT_STATUSES,
  REPORT_CHARTS,
  REPORT_COLUMNS,
  REPORT_COLUMN_IDS,
  REPORT_GROUPABLE_COLUMNS,
  REPORT_LIMITS,
  REPORT_MEASURE_FNS,
  REPORT_MEASURE_LABELS,
  isAggregateReport,
  projectStatusLabel,
  reportOutputColumns,
  type FieldError,
  type ProjectStatus,
  type ReportColumnId,
  type ReportDefinition,
  type ReportMeasure,
  type ReportMeasureFn,
} from '@portfolio/contracts';
import {
  Button,
  Field,
  Input,
  PlusIcon,
  Select,
  Switch,
  TrashIcon,
  IconButton,
  color,
  fontSize,
  media,
  radius,
} from '@portfolio/ui';
import { CHART_LABELS, measureColumnsOf } from '../model/definition';

export interface BuilderFormProps {
  definition: ReportDefinition;
  onChange: (next: ReportDefinition) => void;
  /** What keeps the definition from running, by field (`chart`, `measures.0`, …). */
  problems: FieldError[];
}

const NONE = '';

const problemOf = (problems: FieldError[], prefix: string) =>
  problems
    .filter((p) => p.field === prefix || p.field.startsWith(`${prefix}.`))
    .map((p) => p.message)
    .join(' ') || undefined;

/**
 * The report's definition as a form: columns, the project list's filters, groups, measures,
 * sort, chart and row limit, each choice from the contract's column table.
 */
export function BuilderForm({ definition: d, onChange, problems }: BuilderFormProps) {
  const archivedId = useId();
  const set = (patch: Partial<ReportDefinition>) => onChange({ ...d, ...patch });
  const filters = d.filters ?? {};
  const setFilters = (patch: Partial<NonNullable<ReportDefinition['filters']>>) =>
    set({ filters: { ...filters, ...patch } });
  const groups = d.groupBy ?? [];
  const measures = d.measures ?? [];
  const aggregate = isAggregateReport(d);
  const outputs = reportOutputColumns(d);
  const sort = d.sort?.[0];
  const toggle = <T extends string>(list: readonly T[], value: T, on: boolean): T[] =>
    on ? [...list, value] : list.filter((v) => v !== value);
  const setGroup = (index: number, id: string) => {
    const next = [...groups];
    if (id) next[index] = id as ReportColumnId;
    else next.splice(index);
    set({ groupBy: next.filter(Boolean), sort: [] });
  };
  const setMeasure = (index: number, m: ReportMeasure) =>
    set({ measures: measures.map((old, i) => (i === index ? m : old)), sort: [] });

  return (
    <Sections>
      <Group>
        <legend>Columns</legend>
        <Hint>
          {aggregate
            ? 'With groups or measures, each row is a group and its figures; the columns apply to a report without them.'
            : 'What each row, one per project, shows.'}
        </Hint>
        {problemOf(problems, 'columns') ? (
          <Problem role="alert">{problemOf(problems, 'columns')}</Problem>
        ) : null}
        <Checks>
          {REPORT_COLUMN_IDS.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                checked={d.columns.includes(id)}
                onChange={(e) => set({ columns: toggle(d.columns, id, e.target.checked) })}
              />
              {REPORT_COLUMNS[id].label}
            </label>
          ))}
        </Checks>
      </Group>

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

      <Group>
        <legend>Groups and measures</legend>
        <Row>
          <Field label="Group by" error={problemOf(problems, 'groupBy.0')}>
            <Select
              value={groups[0] ?? NONE}
              onChange={(e) => setGroup(0, e.target.value)}
              options={[
                { value: NONE, label: 'No groups' },
                ...REPORT_GROUPABLE_COLUMNS.map((id) => ({
                  value: id,
                  label: REPORT_COLUMNS[id].label,
                })),
              ]}
            />
          </Field>
          <Field label="Then by" error={problemOf(problems, 'groupBy.1')}>
            <Select
              value={groups[1] ?? NONE}
              disabled={groups.length === 0}
              onChange={(e) => setGroup(1, e.target.value)}
              options={[
                { value: NONE, label: 'Nothing else' },
                ...REPORT_GROUPABLE_COLUMNS.filter((id) => id !== groups[0]).map((id) => ({
                  value: id,
                  label: REPORT_COLUMNS[id].label,
                })),
              ]}
            />
          </Field>
        </Row>
        <Measures aria-label="Measures">
          {measures.map((m, i) => (
            <MeasureRow key={i}>
              <Field label={`Measure ${i + 1}`} error={problemOf(problems, `measures.${i}`)}>
                <Select
                  value={m.fn}
                  onChange={(e) => {
                    const fn = e.target.value as ReportMeasureFn;
                    const columns = measureColumnsOf(fn);
                    const column = m.column && columns.includes(m.column) ? m.column : columns[0];
                    setMeasure(i, fn === 'count' ? { fn } : { fn, column });
                  }}
                  options={REPORT_MEASURE_FNS.map((fn) => ({
                    value: fn,
                    label: REPORT_MEASURE_LABELS[fn],
                  }))}
                />
              </Field>
              <Field label={`Measure ${i + 1} column`}>
                <Select
                  value={m.column ?? NONE}
                  disabled={m.fn === 'count'}
                  onChange={(e) =>
                    setMeasure(i, {
                      fn: m.fn,
                      ...(e.target.value ? { column: e.target.value as ReportColumnId } : {}),
                    })
                  }
                  options={[
                    ...(m.fn === 'count' ? [{ value: NONE, label: 'Projects' }] : []),
                    ...measureColumnsOf(m.fn).map((id) => ({
                      value: id,
                      label: REPORT_COLUMNS[id].label,
                    })),
                  ]}
                />
              </Field>
              <IconButton
                $tone="danger"
                aria-label={`Remove measure ${i + 1}`}
                onClick={() => set({ measures: measures.filter((_, j) => j !== i), sort: [] })}
              >
                <TrashIcon size={16} />
              </IconButton>
            </MeasureRow>
          ))}
        </Measures>
        <div>
          <Button
            $variant="outline"
            $size="sm"
            disabled={measures.length >= REPORT_LIMITS.measures}
            onClick={() =>
              set({
                measures: [
                  ...measures,
                  measures.some((m) => m.fn === 'count' && !m.column)
                    ? { fn: 'sum', column: 'totalInvestment' }
                    : { fn: 'count' },
                ],
              })
            }
          >
            <PlusIcon size={14} />
            Add measure
          </Button>
        </div>
      </Group>

      <Group>
        <legend>Sort, limit and chart</legend>
        <Row $columns={4}>
          <Field label="Sort by" error={problemOf(problems, 'sort')}>
            <Select
              value={sort?.key ?? NONE}
              onChange={(e) =>
                set({
                  sort: e.target.value ? [{ key: e.target.value, dir: sort?.dir ?? 'asc' }] : [],
                })
              }
              options={[
                { value: NONE, label: aggregate ? 'Groups in order' : 'As listed' },
                ...outputs.map((c) => ({ value: c.key, label: c.label })),
              ]}
            />
          </Field>
          <Field label="Direction">
            <Select
              value={sort?.dir ?? 'asc'}
              disabled={!sort}
              onChange={(e) =>
                sort && set({ sort: [{ key: sort.key, dir: e.target.value as 'asc' | 'desc' }] })
              }
              options={[
                { value: 'asc', label: 'Ascending' },
                { value: 'desc', label: 'Descending' },
              ]}
            />
          </Field>
          <Field label="Row limit" error={problemOf(problems, 'limit')}>
            <Input
              type="number"
              min={1}
              max={REPORT_LIMITS.rows}
              value={d.limit ?? REPORT_LIMITS.defaultRows}
              onChange={(e) =>
                set({
                  limit: Math.min(
                    Math.max(1, Math.round(Number(e.target.value)) || REPORT_LIMITS.defaultRows),
                    REPORT_LIMITS.rows,
                  ),
                })
              }
            />
          </Field>
          <Field label="Chart" error={problemOf(problems, 'chart')}>
            <Select
              value={d.chart ?? 'none'}
              onChange={(e) => set({ chart: e.target.value as ReportDefinition['chart'] })}
              options={REPORT_CHARTS.map((chart) => ({
                value: chart,
                label: CHART_LABELS[chart],
              }))}
            />
          </Field>
        </Row>
      </Group>
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: ${fontSize('sm')};
    font-weight: 600;
    color: ${color('text')};
  }
`;

const SubGroup = styled(Group)`
  legend {
    font-weight: 500;
    color: ${color('textMuted')};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${fontSize('xs')};
  font-weight: 500;
  color: ${color('danger')};
`;

const Checks = styled.div`
  display: grid;
  gap: 0.375rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${fontSize('sm')};
    color: ${color('text')};
    cursor: pointer;
  }
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${color('primary')};
  }
`;

const Row = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(${(p) => p.$columns ?? 2}, minmax(0, 1fr));
  }
`;

const SwitchField = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding-top: 1.75rem;
  font-size: ${fontSize('sm')};
`;

const Measures = styled.div`
  display: grid;
  gap: 0.5rem;
  &:empty {
    display: none;
  }
`;

const MeasureRow = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: center;
  padding: 0.5rem 0.75rem 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;
