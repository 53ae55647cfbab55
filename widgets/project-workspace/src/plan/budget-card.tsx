import { lazy, Suspense } from 'react';
import {
  formatMoneyFull,
  formatPercent,
  type Project,
  type ProjectBudget,
} from '@portfolio/contracts';
import { DollarIcon, QueryView, Skeleton } from '@portfolio/ui';
import { useProjectBudget, useSpend } from '../api/budget';
import { Fact, Facts } from '../shared/project-facts';
import { Muted, Section, SectionTitle, Stack } from '../shared/list-card-parts';
import { Counted, Flagged } from '../shared/counted';
import { QueryCard } from '../shared/query-card';
import { PlanTable } from './budget-plan';
import { SpendList, SpendForm } from './budget-spend';
import { Empty } from '../shared/list-card-parts';
import { isOver, Variance } from './budget-parts';

// The chart is its own chunk, loaded when the card shows a budget.
export const BudgetChart = lazy(() => import('./budget-chart'));

/**
 * The Budget card of a project: planned against actual spend to date, the forecast at
 * completion, a chart of both (cumulative), the plan month by month (each month editable, or
 * given back to the default spread), and the spend entered against the project.
 */
export function BudgetCard({ project }: { project: Project }) {
  const budget = useProjectBudget(project.id);
  const spend = useSpend(project.id);
  const spendTitleId = `budget-${project.id}-spend`;
  return (
    <QueryCard
      data-testid="budget-card"
      icon={<DollarIcon size={18} aria-hidden="true" />}
      title={
        <Flagged flag={budget.data?.overBudget ? { tone: 'red', label: 'Over budget' } : null}>
          Budget
        </Flagged>
      }
      description="Planned against actual spend, month by month. The LLM models' monthly cost counts as spend by itself."
      query={budget}
      loading={{
        label: "Loading the project's budget",
        heights: ['3rem', '10rem'],
        gap: '1.25rem',
      }}
      errorTitle="The budget could not be loaded"
      after={
        <Section aria-labelledby={spendTitleId}>
          <SectionTitle id={spendTitleId}>
            <Counted count={spend.data?.length ?? 0}>Spend entries</Counted>
          </SectionTitle>
          <QueryView
            query={spend}
            pending={<Skeleton $height="2.75rem" />}
            errorTitle="The spend entries could not be loaded"
          >
            {(entries) => <SpendList project={project} entries={entries} />}
          </QueryView>
          <SpendForm project={project} />
        </Section>
      }
    >
      {(loaded) => <BudgetFigures budget={loaded} project={project} />}
    </QueryCard>
  );
}

export function BudgetFigures({ budget, project }: { budget: ProjectBudget; project: Project }) {
  const over = isOver(budget.varianceToDate);
  return (
    <Stack>
      <Facts>
        <Fact label="Planned to date">
          <span data-testid="budget-planned-to-date">{formatMoneyFull(budget.plannedToDate)}</span>
        </Fact>
        <Fact label="Actual to date">
          <span data-testid="budget-actual-to-date">{formatMoneyFull(budget.actualToDate)}</span>
          {budget.burnToDate !== null ? (
            <Muted> ({formatPercent(budget.burnToDate, 1)} of plan)</Muted>
          ) : null}
        </Fact>
        <Fact label="Variance to date">
          <Variance $over={over}>
            {over ? '+' : ''}
            {formatMoneyFull(budget.varianceToDate)}
            <Muted> {over ? 'over plan' : 'within plan'}</Muted>
          </Variance>
        </Fact>
        <Fact label="Forecast at completion">
          {formatMoneyFull(budget.forecastAtCompletion)}
          <Muted> of {formatMoneyFull(budget.plannedTotal)} planned</Muted>
        </Fact>
      </Facts>
      {budget.months.length === 0 ? (
        <Empty>
          Nothing planned or spent yet. Set the project's start date (its initial and running costs
          are spread from it), plan a month below, or enter spend.
        </Empty>
      ) : (
        <Suspense fallback={<Skeleton $height="12rem" />}>
          <BudgetChart budget={budget} />
        </Suspense>
      )}
      <PlanTable budget={budget} project={project} />
    </Stack>
  );
}
