import styled from 'styled-components';
import {
  formatCount,
  formatMoneyShort,
  toCents,
  type PortfolioSummary,
} from '@portfolio/contracts';
import {
  CalendarIcon,
  DollarIcon,
  Grid,
  Money,
  StatCard,
  UsersIcon,
  type WidgetProps,
} from '@portfolio/ui';
import { ViewAllLink } from '../page/app-link';

/**
 * The portfolio against its plan, beside the headline metrics: time (the projects on schedule
 * against their baseline), people (how many are allocated over 100% of their time this month,
 * UTC, with the way to the capacity view) and money (the budget variance to date: actual minus
 * planned spend, the current month included).
 */
export function PlanFigures({
  summary,
  navigate,
}: {
  summary: PortfolioSummary;
  navigate: WidgetProps['navigate'];
}) {
  const { onSchedule, budgetToDate, peopleOverAllocated: over } = summary;
  const variance = toCents(budgetToDate.variance) ?? 0n;
  return (
    <PlanGrid as="section" aria-label="Plan this month">
      <StatCard
        label="Projects On Schedule"
        value={
          onSchedule.baselined === 0
            ? '—'
            : `${onSchedule.count.toLocaleString('en-US')} of ${onSchedule.baselined.toLocaleString('en-US')}`
        }
        icon={<CalendarIcon />}
        tone={onSchedule.count < onSchedule.baselined ? 'amber' : 'green'}
        hint={
          onSchedule.baselined === 0
            ? 'No baseline set yet'
            : `against their baseline; ${formatCount(summary.totalProjects - onSchedule.baselined, 'project')} without one`
        }
      />
      <StatCard
        label="People Over-Allocated"
        value={over.toLocaleString('en-US')}
        icon={<UsersIcon />}
        tone={over > 0 ? 'red' : 'green'}
        hint={
          <Hint>
            {over > 0
              ? `${formatCount(over, 'person', 'people')} over 100% this month`
              : 'Nobody over 100% this month'}
            <ViewAllLink to="/capacity" navigate={navigate}>
              Capacity
            </ViewAllLink>
          </Hint>
        }
      />
      <StatCard
        label="Budget Variance to Date"
        value={
          <span data-testid="budget-variance">
            {variance > 0n ? '+' : ''}
            <Money amount={budgetToDate.variance} />
          </span>
        }
        icon={<DollarIcon />}
        tone={variance > 0n ? 'red' : 'green'}
        // The sign alone does not say which way is bad: the hint says it in words.
        hint={`${variance > 0n ? 'Over' : variance < 0n ? 'Under' : 'On'} budget: ${formatMoneyShort(budgetToDate.actual)} spent of ${formatMoneyShort(budgetToDate.planned)} planned`}
      />
    </PlanGrid>
  );
}

const PlanGrid = styled(Grid).attrs({ $columns: { sm: 2, xl: 3 } })``;

const Hint = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
`;
