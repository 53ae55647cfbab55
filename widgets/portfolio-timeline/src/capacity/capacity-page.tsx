import { useState } from 'react';
import styled from 'styled-components';
import {
  ALLOCATION_LOAD_LABELS,
  CAPACITY_DEFAULT_MONTHS,
  addMonths,
  allocationLoad,
  formatMonth,
  monthOf,
  monthRange,
  type AllocationLoad,
  type Capacity,
  type CapacityPerson,
  type CapacityProject,
} from '@portfolio/contracts';
import {
  Button,
  Card,
  CardHeading,
  ChevronLeftIcon,
  ChevronRightIcon,
  IconButton,
  NoCompanyAccess,
  PageHeader,
  PageStack,
  QueryErrorCard,
  Skeleton,
  UsersIcon,
  BuildingIcon,
  VisuallyHidden,
  type Theme,
  type WidgetProps,
} from '@portfolio/ui';
import { useCapacity } from './api';
import { CellDialog } from './cell-dialog';

/** The cell a person opened: whose month, with the projects behind it, named. */
export interface OpenCell {
  person: CapacityPerson;
  month: string;
  behind: Array<CapacityProject & { percent: number }>;
}

/**
 * `/capacity`: a heat map of the company's people by month (over 100% red, under 50% pale),
 * the totals per department of the projects, and each cell opening the allocations behind it
 * to see and change them.
 */
export function CapacityPage({ companyId, navigate, now }: WidgetProps & { now?: Date }) {
  if (!companyId) {
    return (
      <NoCompanyAccess
        action="see the portfolio's capacity"
        onGoToDashboard={() => navigate('/')}
      />
    );
  }
  return (
    <Loaded companyId={companyId} navigate={navigate} thisMonth={monthOf(now ?? new Date())} />
  );
}

function Loaded({
  companyId,
  navigate,
  thisMonth,
}: {
  companyId: string;
  navigate: WidgetProps['navigate'];
  thisMonth: string;
}) {
  const [from, setFrom] = useState(thisMonth);
  const to = addMonths(from, CAPACITY_DEFAULT_MONTHS - 1);
  const months = monthRange(from, to);
  const capacity = useCapacity(companyId, from, to);
  const [open, setOpen] = useState<OpenCell | null>(null);
  const range = `${formatMonth(from)} – ${formatMonth(to)}`;

  return (
    <PageStack>
      <PageHeader
        title="Capacity"
        description="Who gives how much of each month, across every project of the portfolio."
        actions={
          <Pager>
            <IconButton
              type="button"
              aria-label="Earlier months"
              onClick={() => setFrom(addMonths(from, -1))}
            >
              <ChevronLeftIcon size={16} />
            </IconButton>
            <Range>{range}</Range>
            <IconButton
              type="button"
              aria-label="Later months"
              onClick={() => setFrom(addMonths(from, 1))}
            >
              <ChevronRightIcon size={16} />
            </IconButton>
            {from !== thisMonth ? (
              <Button
                $variant="outline"
                $size="sm"
                type="button"
                onClick={() => setFrom(thisMonth)}
              >
                This month
              </Button>
            ) : null}
          </Pager>
        }
      />
      <Legend aria-label="Legend">
        {(['over', 'steady', 'light', 'none'] as const).map((load) => (
          <LegendItem key={load}>
            <Swatch $load={load} aria-hidden="true" />
            {ALLOCATION_LOAD_LABELS[load]}
          </LegendItem>
        ))}
      </Legend>
      {capacity.isPending ? (
        <Card $padded role="status" aria-label="Loading the capacity">
          <Skeleton $height="16rem" />
        </Card>
      ) : capacity.isError ? (
        <QueryErrorCard title="The capacity could not be loaded" query={capacity} />
      ) : (
        <>
          <PeopleCard
            capacity={capacity.data}
            months={months}
            thisMonth={thisMonth}
            range={range}
            onOpen={setOpen}
          />
          <DepartmentsCard capacity={capacity.data} months={months} range={range} />
        </>
      )}
      {open ? (
        <CellDialog
          companyId={companyId}
          open={open}
          onClose={() => setOpen(null)}
          navigate={navigate}
        />
      ) : null}
    </PageStack>
  );
}

function PeopleCard({
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
    <Card aria-labelledby="capacity-people">
      <CardHeading
        titleId="capacity-people"
        icon={<UsersIcon size={18} aria-hidden="true" />}
        title="People"
        description="Each person's share of each month over all projects. Open a month to see and change what is behind it."
      />
      {capacity.people.length === 0 ? (
        <Empty>Nobody is in the company's people yet.</Empty>
      ) : (
        <Frame tabIndex={0} role="region" aria-label={`People by month, ${range}`}>
          <HeatTable>
            <VisuallyHidden as="caption">Percent of each person's month allocated</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Person</th>
                {months.map((month) => (
                  <th
                    key={month}
                    scope="col"
                    aria-current={month === thisMonth ? 'date' : undefined}
                  >
                    {formatMonth(month)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {capacity.people.map((person) => {
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
              })}
            </tbody>
          </HeatTable>
        </Frame>
      )}
    </Card>
  );
}

/** A sum of percents as people: 250 → "2.5". */
const asPeople = (percent: number) => (percent / 100).toFixed(1);

function DepartmentsCard({
  capacity,
  months,
  range,
}: {
  capacity: Capacity;
  months: string[];
  range: string;
}) {
  return (
    <Card aria-labelledby="capacity-departments">
      <CardHeading
        titleId="capacity-departments"
        icon={<BuildingIcon size={18} aria-hidden="true" />}
        title="Totals per department"
        description="People allocated to each department's projects per month: 1.0 is one person's whole month."
      />
      {capacity.departments.length === 0 ? (
        <Empty>Nobody is allocated to a project in these months.</Empty>
      ) : (
        <Frame tabIndex={0} role="region" aria-label={`Departments by month, ${range}`}>
          <HeatTable>
            <VisuallyHidden as="caption">People allocated per department and month</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Department</th>
                {months.map((month) => (
                  <th key={month} scope="col">
                    {formatMonth(month)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {capacity.departments.map((department) => {
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
              })}
            </tbody>
          </HeatTable>
        </Frame>
      )}
    </Card>
  );
}

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

const Range = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

/** The colours of a load: background, text, border. */
const LOAD_COLOURS = (load: AllocationLoad, theme: Theme) =>
  ({
    over: { bg: theme.tone.red.fg, fg: '#ffffff', border: theme.tone.red.fg },
    steady: { bg: theme.tone.blue.bg, fg: theme.tone.blue.fg, border: theme.tone.blue.border },
    light: { bg: theme.color.surfaceMuted, fg: theme.color.textMuted, border: theme.color.border },
    none: { bg: theme.color.surface, fg: theme.color.textMuted, border: theme.color.border },
  })[load];

const Swatch = styled.span<{ $load: AllocationLoad }>`
  width: 1rem;
  height: 1rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => LOAD_COLOURS(p.$load, p.theme).bg};
  border: 1px solid ${(p) => LOAD_COLOURS(p.$load, p.theme).border};
`;

/**
 * The table scrolls inside its own frame: the page never scrolls sideways (positioned, so the
 * table's visually hidden texts are clipped by it too).
 */
const Frame = styled.div`
  position: relative;
  overflow-x: auto;
  margin-top: 1rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focusRing};
    outline-offset: -2px;
  }
`;

const HeatTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
  th,
  td {
    padding: 0.375rem;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    text-align: center;
  }
  thead th {
    font-weight: 600;
    color: ${(p) => p.theme.color.textMuted};
    white-space: nowrap;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  thead th[aria-current='date'] {
    color: ${(p) => p.theme.color.primary};
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 10rem;
    padding-left: 1.25rem;
    text-align: left;
    background: ${(p) => p.theme.color.surface};
  }
  thead th:first-child {
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Title = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const CellButton = styled.button<{ $load: AllocationLoad }>`
  width: 100%;
  min-width: 3.75rem;
  padding: 0.5rem 0.25rem;
  border: 1px solid ${(p) => LOAD_COLOURS(p.$load, p.theme).border};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => LOAD_COLOURS(p.$load, p.theme).bg};
  color: ${(p) => LOAD_COLOURS(p.$load, p.theme).fg};
  font: inherit;
  font-weight: ${(p) => (p.$load === 'over' ? 700 : 500)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    filter: brightness(0.96);
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 1px;
  }
`;

const Total = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.p`
  margin: 0 1.5rem 1.25rem;
  padding: 1rem 1.25rem;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
