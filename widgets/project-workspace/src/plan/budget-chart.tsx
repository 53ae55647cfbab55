import styled, { useTheme } from 'styled-components';
import {
  formatMoneyFull,
  formatMoneyShort,
  formatMonth,
  toCents,
  type ProjectBudget,
} from '@portfolio/contracts';

/*
 * Planned against actual spend, cumulative, month by month: two lines of a small SVG (no
 * charting library: two polylines, a few ticks and a "today" line cost less than any library's
 * first chunk). Loaded lazily by the Budget card, so the page's first load does not carry it.
 * The figures it draws are also in the card's table, which screen readers read instead.
 */

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 56 };
/** At most this many steps up the amount axis. */
const TICKS = 4;

/** The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `rough`: round ticks. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

/** Cents as a float for drawing only: the figures shown are the exact strings. */
const value = (amount: string) => Number(toCents(amount) ?? 0n) / 100;

export default function BudgetChart({ budget }: { budget: ProjectBudget }) {
  const theme = useTheme();
  const months = budget.months;
  const highest = Math.max(
    1,
    ...months.map((m) => Math.max(value(m.cumulativePlanned), value(m.cumulativeActual))),
  );
  const step = niceStep(highest / TICKS);
  const ticks = Math.ceil(highest / step);
  const top = step * ticks;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (months.length === 1 ? innerW / 2 : (i / (months.length - 1)) * innerW);
  const y = (amount: number) => PAD.top + innerH - (amount / top) * innerH;
  const line = (pick: (m: ProjectBudget['months'][number]) => string, upTo = months.length) =>
    months
      .slice(0, upTo)
      .map((m, i) => `${x(i).toFixed(1)},${y(value(pick(m))).toFixed(1)}`)
      .join(' ');
  // Actuals are drawn to the current month: later months hold nothing spent yet.
  const toDate = months.filter((m) => m.month <= budget.currentMonth).length;
  const today = months.findIndex((m) => m.month === budget.currentMonth);
  const every = Math.max(1, Math.ceil(months.length / 8));
  const last = months.at(-1);
  const label = last
    ? `Cumulative spend from ${formatMonth(months[0]!.month, 'long')} to ${formatMonth(last.month, 'long')}: planned ${formatMoneyFull(last.cumulativePlanned)} in all, ${formatMoneyFull(budget.plannedToDate)} to date; actual ${formatMoneyFull(budget.actualToDate)} to date.`
    : 'No planned or actual spend yet.';

  return (
    <Figure>
      <Plot tabIndex={0} role="region" aria-label="Spend chart, planned against actual">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={label}
          data-testid="budget-chart"
        >
          {Array.from({ length: ticks + 1 }, (_, i) => {
            const amount = step * i;
            return (
              <g key={i}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y(amount)}
                  y2={y(amount)}
                  stroke={theme.color.border}
                />
                <text
                  x={PAD.left - 8}
                  y={y(amount) + 4}
                  textAnchor="end"
                  fontSize="11"
                  fill={theme.color.textMuted}
                >
                  {formatMoneyShort(amount.toFixed(2))}
                </text>
              </g>
            );
          })}
          {months.map((m, i) =>
            i % every === 0 || i === months.length - 1 ? (
              <text
                key={m.month}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor={
                  months.length > 1 && i === 0
                    ? 'start'
                    : months.length > 1 && i === months.length - 1
                      ? 'end'
                      : 'middle'
                }
                fontSize="11"
                fill={theme.color.textMuted}
              >
                {formatMonth(m.month, 'short')}
              </text>
            ) : null,
          )}
          {today >= 0 ? (
            <line
              x1={x(today)}
              x2={x(today)}
              y1={PAD.top}
              y2={PAD.top + innerH}
              stroke={theme.color.borderStrong}
              strokeDasharray="4 4"
            />
          ) : null}
          <polyline
            points={line((m) => m.cumulativePlanned)}
            fill="none"
            stroke={theme.tone.blue.solid}
            strokeWidth="2"
            strokeDasharray="6 4"
            data-testid="budget-chart-planned"
          />
          {toDate > 0 ? (
            <polyline
              points={line((m) => m.cumulativeActual, toDate)}
              fill="none"
              stroke={budget.overBudget ? theme.tone.red.solid : theme.tone.green.solid}
              strokeWidth="2.5"
              data-testid="budget-chart-actual"
            />
          ) : null}
        </svg>
      </Plot>
      <Legend aria-hidden="true">
        <Key $color={theme.tone.blue.solid} $dashed>
          Planned (cumulative)
        </Key>
        <Key $color={budget.overBudget ? theme.tone.red.solid : theme.tone.green.solid}>
          Actual (cumulative)
        </Key>
        {today >= 0 ? (
          <Key $color={theme.color.borderStrong} $dashed>
            This month
          </Key>
        ) : null}
      </Legend>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
`;

/**
 * On a phone the chart keeps a readable size and scrolls sideways in its own box (shrunk to the
 * card, its labels would be a few pixels tall); the page itself never scrolls sideways.
 */
const Plot = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focusRing};
  }
  svg {
    display: block;
    width: 100%;
    min-width: 32rem;
    height: auto;
  }
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin-top: 0.5rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const Key = styled.span<{ $color: string; $dashed?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  &::before {
    content: '';
    width: 1.25rem;
    border-top: 2px ${(p) => (p.$dashed ? 'dashed' : 'solid')} ${(p) => p.$color};
  }
`;
