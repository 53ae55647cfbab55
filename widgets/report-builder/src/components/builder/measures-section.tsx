import {
  REPORT_LIMITS,
  REPORT_MEASURE_FNS,
  REPORT_MEASURE_LABELS,
  REPORT_SOURCE_LABELS,
  reportColumnLabel,
  reportSourceOf,
  type ReportColumnId,
  type ReportMeasure,
  type ReportMeasureFn,
} from '@portfolio/contracts';
import { Button, Field, IconButton, PlusIcon, Select, TrashIcon } from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { NEXT_MEASURE, groupColumnsOf, measureColumnsOf } from '../../model/definition';
import {
  Group,
  MeasureRow,
  Measures,
  NONE,
  Row,
  problemOf,
  type SectionProps,
} from './builder-parts';

/** Up to two groups and the measures of each group; a change of either resets the sort. */
export function MeasuresSection({ definition: d, set, problems }: SectionProps) {
  const source = reportSourceOf(d);
  const groupable = groupColumnsOf(source);
  const label = (id: ReportColumnId) => reportColumnLabel(id, source);
  const groups = d.groupBy ?? [];
  const measures = d.measures ?? [];
  const setGroup = (index: number, id: string) => {
    const next = [...groups];
    if (id) next[index] = id as ReportColumnId;
    else next.splice(index);
    set({ groupBy: next.filter(Boolean), sort: [] });
  };
  const setMeasure = (index: number, m: ReportMeasure) =>
    set({ measures: measures.map((old, i) => (i === index ? m : old)), sort: [] });
  return (
    <Group>
      <legend>Groups and measures</legend>
      <Row>
        <Field label="Group by" error={problemOf(problems, 'groupBy.0')}>
          <Select
            value={groups[0] ?? NONE}
            onChange={(e) => setGroup(0, e.target.value)}
            options={[
              { value: NONE, label: 'No groups' },
              ...groupable.map((id) => ({ value: id, label: label(id) })),
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
              ...groupable
                .filter((id) => id !== groups[0])
                .map((id) => ({ value: id, label: label(id) })),
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
                  const columns = measureColumnsOf(fn, source);
                  const column = m.column && columns.includes(m.column) ? m.column : columns[0];
                  setMeasure(i, fn === 'count' ? { fn } : { fn, column });
                }}
                options={labelledOptions(REPORT_MEASURE_FNS, REPORT_MEASURE_LABELS)}
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
                  ...(m.fn === 'count'
                    ? [{ value: NONE, label: REPORT_SOURCE_LABELS[source] }]
                    : []),
                  ...measureColumnsOf(m.fn, source).map((id) => ({ value: id, label: label(id) })),
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
                  ? NEXT_MEASURE[source]
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
  );
}
