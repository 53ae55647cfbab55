import {
  REPORT_CHARTS,
  REPORT_LIMITS,
  isAggregateReport,
  reportOutputColumns,
  type ReportDefinition,
} from '@portfolio/contracts';
import { Field, Input, Select } from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { CHART_LABELS } from '../../model/definition';
import { Group, NONE, Row, problemOf, type SectionProps } from './builder-parts';

/** The sort of the output columns, the row limit and the chart. */
export function SortSection({ definition: d, set, problems }: SectionProps) {
  const aggregate = isAggregateReport(d);
  const outputs = reportOutputColumns(d);
  const sort = d.sort?.[0];
  return (
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
            options={labelledOptions(REPORT_CHARTS, CHART_LABELS)}
          />
        </Field>
      </Row>
    </Group>
  );
}
