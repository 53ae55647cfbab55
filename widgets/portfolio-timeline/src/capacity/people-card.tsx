import {
  allocationLoad,
  formatMonth,
  type Capacity,
  type CapacityPerson,
  type CapacityProject,
} from '@portfolio/contracts';
import { UsersIcon } from '@portfolio/ui';
import { CellButton, MonthCard, Name, Title } from './heat-table';

/** The cell a person opened: whose month, with the projects behind it, named. */
export interface OpenCell {
  person: CapacityPerson;
  month: string;
  behind: Array<CapacityProject & { percent: number }>;
}

/** Each person's share of each month, a cell opening what is behind it. */
export function PeopleCard({
  capacity,
  months,
  thisMonth,
  range,
  onOpen,
}: {
  capacity: Capacity;
  months: string[];
  thisMonth: string;
  range: string;
  onOpen: (cell: OpenCell) => void;
}) {
  const named = new Map(capacity.projects.map((p) => [p.projectId, p]));
  return (
    <MonthCard
      icon={<UsersIcon size={18} aria-hidden="true" />}
      title="People"
      description="Each person's share of each month over all projects. Open a month to see and change what is behind it."
      items={capacity.people}
      empty="Nobody is in the company's people yet."
      label={`People by month, ${range}`}
      caption="Percent of each person's month allocated"
      rowHeading="Person"
      months={months}
      thisMonth={thisMonth}
    >
      {(person) => {
        const byMonth = new Map(person.months.map((m) => [m.month, m]));
        return (
          <tr key={person.personId} data-testid="capacity-row">
            <th scope="row">
              <Name>{person.name}</Name>
              {person.title ? <Title>{person.title}</Title> : null}
            </th>
            {months.map((month) => {
              const cell = byMonth.get(month);
              const percent = cell?.percent ?? 0;
              const load = allocationLoad(percent);
              return (
                <td key={month}>
                  <CellButton
                    type="button"
                    $load={load}
                    data-load={load}
                    aria-label={`${person.name}, ${formatMonth(month, 'long')}: ${percent}%${load === 'over' ? ', over-allocated' : ''}`}
                    onClick={() =>
                      onOpen({
                        person,
                        month,
                        behind: (cell?.projects ?? []).map((share) => ({
                          ...named.get(share.projectId)!,
                          percent: share.percent,
                        })),
                      })
                    }
                  >
                    {percent > 0 ? `${percent}%` : '—'}
                  </CellButton>
                </td>
              );
            })}
          </tr>
        );
      }}
    </MonthCard>
  );
}
