import { useId } from 'react';
import styled from 'styled-components';
import {
  formatCount,
  formatMoneyShort,
  formatMonth,
  toCents,
  type PortfolioSummary,
} from '@portfolio/contracts';
import { Grid, ProgressBar, color, fontSize, type WidgetProps } from '@portfolio/ui';
import { AppLink } from '../page/app-link';
import { OverviewCard } from '../page/overview-card';
import { PlainList } from '../page/plain-list';
import { Panel, PanelTitle } from './panel';

/** Realised as a share of planned, in whole percent (0 when nothing was planned). */
const shareOf = (realised: string, planned: string) => {
  const p = toCents(planned) ?? 0n;
  return p <= 0n ? 0 : Number(((toCents(realised) ?? 0n) * 100n) / p);
};

/**
 * The return the portfolio planned against what it realised, to date, per department (a
 * twelfth of each project's expected return a month since its start, against the benefit
 * entered on its Value card), and how many projects are past their planned payback month without
 * their realised benefit paying back their costs (the longest overdue listed). Plain bars: no chart library in the dashboard's bundle.
 */
export function ValueOverview({
  value,
  navigate,
}: {
  value: PortfolioSummary['value'];
  navigate: WidgetProps['navigate'];
}) {
  const past = value.pastPaybackWithoutValue;
  const pastCount = value.pastPaybackCount;
  const pastTitleId = useId();
  return (
    <OverviewCard
      title="Return: Planned vs Realised"
      description={`Benefit to date per department, to ${formatMonth(value.month, 'long')}`}
    >
      <Columns>
        <div>
          {value.byDepartment.length === 0 ? (
            <Muted>No planned or realised return yet: add expected returns and start dates.</Muted>
          ) : (
            <Departments aria-label="Planned against realised return per department">
              {value.byDepartment.map((d) => (
                <li key={d.department} data-testid="value-department">
                  <Line>
                    <strong>{d.department}</strong>
                    <span>
                      {formatMoneyShort(d.realised)} <Muted>of {formatMoneyShort(d.planned)}</Muted>
                    </span>
                  </Line>
                  <ProgressBar
                    value={shareOf(d.realised, d.planned)}
                    label={`${d.department}: realised return in percent of plan`}
                    tone={shareOf(d.realised, d.planned) < 25 ? 'amber' : 'green'}
                    size="sm"
                  />
                </li>
              ))}
            </Departments>
          )}
        </div>
        <Past aria-labelledby={pastTitleId}>
          <PastTitle id={pastTitleId}>
            Past payback without value
            <Count data-testid="past-payback-count">{pastCount}</Count>
          </PastTitle>
          {pastCount === 0 ? (
            <Muted>Every project past its planned payback has paid back.</Muted>
          ) : (
            <PastList>
              {past.map((p) => (
                <li key={p.id}>
                  <AppLink to={`/projects/${p.id}`} navigate={navigate}>
                    {p.name}
                  </AppLink>
                  <Muted>
                    {p.department} · planned {formatMonth(p.plannedPaybackMonth)} ·{' '}
                    {formatMoneyShort(p.realisedToDate)} of {formatMoneyShort(p.costsToDate)} costs
                  </Muted>
                </li>
              ))}
            </PastList>
          )}
          {pastCount > 0 ? (
            <Muted>
              {formatCount(pastCount, 'project')} to review with their benefit owners
              {pastCount > past.length ? `; the ${past.length} longest overdue are listed` : ''}
            </Muted>
          ) : null}
        </Past>
      </Columns>
    </OverviewCard>
  );
}

const Columns = styled(Grid).attrs({ $columns: { lg: 2 }, $gap: '1.5rem' })``;

const Departments = styled(PlainList).attrs({ $gap: '0.875rem' })`
  li {
    display: grid;
    gap: 0.375rem;
  }
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  font-size: ${fontSize('sm')};
`;

const Muted = styled.span`
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

const Past = styled(Panel)`
  align-content: start;
  gap: 0.625rem;
  padding: 1rem 1.125rem;
`;

const PastTitle = styled(PanelTitle)`
  justify-content: space-between;
`;

const Count = styled.strong`
  font-size: ${fontSize('xl')};
`;

const PastList = styled(PlainList).attrs({ $gap: '0.5rem' })`
  li {
    display: grid;
    gap: 0.125rem;
    overflow-wrap: anywhere;
  }
`;
