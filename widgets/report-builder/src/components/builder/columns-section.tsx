import {
  isAggregateReport,
  reportColumnLabel,
  reportSourceColumns,
  reportSourceOf,
} from '@portfolio/contracts';
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
  const source = reportSourceOf(d);
  return (
    <Group>
      <legend>Columns</legend>
      <Hint>
        {aggregate
          ? 'With groups or measures, each row is a group and its figures; the columns apply to a report without them.'
          : `What each row, one per ${source === 'proposals' ? 'proposal' : 'project'}, shows.`}
      </Hint>
      {problemOf(problems, 'columns') ? (
        <Problem role="alert">{problemOf(problems, 'columns')}</Problem>
      ) : null}
      <Checks>
        {reportSourceColumns(source).map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={d.columns.includes(id)}
              onChange={(e) => set({ columns: toggle(d.columns, id, e.target.checked) })}
            />
            {reportColumnLabel(id, source)}
          </label>
        ))}
      </Checks>
    </Group>
  );
}
