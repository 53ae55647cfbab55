import { REPORT_COLUMNS, REPORT_COLUMN_IDS, isAggregateReport } from '@portfolio/contracts';
import {
  Checks,
  Group,
  Hint,
  Problem,
  problemOf,
  toggle,
  type SectionProps,
} from './builder-parts';

/** The columns of a report without groups or measures, in the order they were ticked. */
export function ColumnsSection({ definition: d, set, problems }: SectionProps) {
  const aggregate = isAggregateReport(d);
  return (
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
  );
}
