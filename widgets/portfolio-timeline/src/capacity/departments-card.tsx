import { type Capacity } from '@portfolio/contracts';
import { BuildingIcon } from '@portfolio/ui';
import { MonthCard, Name, Total } from './heat-table';

/** A sum of percents as people: 250 → "2.5". */
const asPeople = (percent: number) => (percent / 100).toFixed(1);
/** The people allocated to each department's projects per month. */
export function DepartmentsCard({
  capacity,
  months,
  range,
}: {
  capacity: Capacity;
  months: string[];
  range: string;
}) {
  return (
    <MonthCard
      icon={<BuildingIcon size={18} aria-hidden="true" />}
      title="Totals per department"
      description="People allocated to each department's projects per month: 1.0 is one person's whole month."
      items={capacity.departments}
      empty="Nobody is allocated to a project in these months."
      label={`Departments by month, ${range}`}
      caption="People allocated per department and month"
      rowHeading="Department"
      months={months}
    >
      {(department) => {
        const byMonth = new Map(department.months.map((m) => [m.month, m.percent]));
        return (
          <tr key={department.department} data-testid="department-row">
            <th scope="row">
              <Name>{department.department}</Name>
            </th>
            {months.map((month) => (
              <td key={month}>
                <Total>{byMonth.has(month) ? asPeople(byMonth.get(month)!) : '—'}</Total>
              </td>
            ))}
          </tr>
        );
      }}
    </MonthCard>
  );
}
