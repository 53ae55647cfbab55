import { useState } from 'react';
import styled from 'styled-components';
import {
  ALLOCATION_LOAD_LABELS,
  CAPACITY_DEFAULT_MONTHS,
  addMonths,
  formatMonth,
  monthOf,
  monthRange,
} from '@portfolio/contracts';
import {
  Button,
  Card,
  ChevronLeftIcon,
  ChevronRightIcon,
  IconButton,
  CompanyGate,
  PageHeader,
  PageStack,
  QueryView,
  Skeleton,
  type WidgetProps,
} from '@portfolio/ui';
import { Legend } from '../components/legend';
import { useCapacity } from './api';
import { CellDialog } from './cell-dialog';
import { DepartmentsCard } from './departments-card';
import { Swatch } from './heat-table';
import { PeopleCard, type OpenCell } from './people-card';

/**
 * `/capacity`: a heat map of the company's people by month (over 100% red, under 50% pale),
 * the totals per department of the projects, and each cell opening the allocations behind it
 * to see and change them.
 */
export function CapacityPage({ companyId, navigate, now }: WidgetProps & { now?: Date }) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="see the portfolio's capacity">
      {(companyId) => (
        <Loaded companyId={companyId} navigate={navigate} thisMonth={monthOf(now ?? new Date())} />
      )}
    </CompanyGate>
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
          <li key={load}>
            <Swatch $load={load} aria-hidden="true" />
            {ALLOCATION_LOAD_LABELS[load]}
          </li>
        ))}
      </Legend>
      <QueryView
        query={capacity}
        pending={
          <Card $padded role="status" aria-label="Loading the capacity">
            <Skeleton $height="16rem" />
          </Card>
        }
        errorTitle="The capacity could not be loaded"
      >
        {(loaded) => (
          <>
            <PeopleCard
              capacity={loaded}
              months={months}
              thisMonth={thisMonth}
              range={range}
              onOpen={setOpen}
            />
            <DepartmentsCard capacity={loaded} months={months} range={range} />
          </>
        )}
      </QueryView>
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
