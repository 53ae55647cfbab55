import styled from 'styled-components';
import { formatCount, type PortfolioSummary } from '@portfolio/contracts';
import { Grid, StatCard, UsersIcon, type WidgetProps } from '@portfolio/ui';
import { ViewAllLink } from './app-link';

/**
 * The figures of the portfolio's plan this month, beside the headline metrics: how many people
 * are allocated over 100% of their time this month (UTC), with the way to the capacity view.
 */
export function PlanFigures({
  summary,
  navigate,
}: {
  summary: PortfolioSummary;
  navigate: WidgetProps['navigate'];
}) {
  const over = summary.peopleOverAllocated;
  return (
    <PlanGrid as="section" aria-label="Plan this month">
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
    </PlanGrid>
  );
}

const PlanGrid = styled(Grid).attrs({ $columns: { sm: 2, xl: 4 } })``;

const Hint = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
`;
