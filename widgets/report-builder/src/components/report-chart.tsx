import { cloneElement, useState, type ReactElement } from 'react';
import styled, { useTheme } from 'styled-components';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  formatMoneyShort,
  type ReportChart as ChartKind,
  type ReportResult,
} from '@portfolio/contracts';
import { color, fontSize, usePrinting } from '@portfolio/ui';
import { AXIS_KEY, categoryAxis, categoryLabel, chartDataOf } from '../model/chart-data';
import { formatCell } from '../model/definition';

export interface ReportChartProps {
  result: ReportResult;
  chart: ChartKind;
}

const HEIGHT = 320;
/** On paper: 180 mm, inside the margins of A4 and of Letter alike. */
const PRINT_WIDTH = 680;

/**
 * The chart at the width of its card on screen; on paper at a fixed width, as the printed page
 * is laid out before any resize would reach the chart.
 */
function Sized({
  printing,
  onWidth,
  children,
}: {
  printing: boolean;
  onWidth: (width: number) => void;
  children: ReactElement;
}) {
  return printing ? (
    cloneElement(children as ReactElement<{ width?: number; height?: number }>, {
      width: PRINT_WIDTH,
      height: HEIGHT,
    })
  ) : (
    <ResponsiveContainer width="100%" height={HEIGHT} onResize={(width) => onWidth(width)}>
      {children}
    </ResponsiveContainer>
  );
}

/**
 * The answer drawn with Recharts (its own chunk, fetched when a report with a chart is run): a bar
 * per measure along the first group, bars stacked by the second group, or lines over the start
 * quarters. The table below holds the same figures for screen readers and for print.
 */
export default function ReportChart({ result, chart }: ReportChartProps) {
  const theme = useTheme();
  const printing = usePrinting();
  const [screenWidth, setScreenWidth] = useState(PRINT_WIDTH);
  const data = chartDataOf(result, chart);
  if (!data) return null;
  const palette = [
    theme.color.primary,
    theme.tone.teal.solid,
    theme.tone.amber.solid,
    theme.tone.violet.solid,
    theme.tone.red.solid,
    theme.tone.blue.solid,
    theme.tone.green.solid,
    theme.tone.slate.solid,
  ];
  const colorOf = (i: number) => palette[i % palette.length]!;
  // A split series is a value of the second group: its figures are the first measure's.
  const measure = (key: string) =>
    (!data.split && result.columns.find((c) => c.key === key)) ||
    result.columns.find((c) => c.role === 'measure')!;
  // Two measures of different kinds (a count and a sum of money) each get an axis.
  const twoAxes = !data.split && data.series.length === 2;
  const axisOf = (i: number) => (twoAxes && i === 1 ? 'right' : 'left');
  const tick = { fill: theme.color.textMuted, fontSize: 12 };
  // Each value axis in its figures' words: money abbreviated ($162K), counts whole.
  const axisProps = (i: number) => {
    const column = measure(data.series[i]!.key);
    return {
      tick,
      tickLine: false,
      axisLine: false,
      width: 72,
      allowDecimals: !column.key.startsWith('count'),
      tickFormatter: (value: number) =>
        column.type === 'money'
          ? formatMoneyShort(String(value))
          : value.toLocaleString('en-US', { maximumFractionDigits: 2 }),
    };
  };
  // Every category is labelled, the first too (see categoryAxis): the plot is the chart less its
  // margins and value axes.
  const width = printing ? PRINT_WIDTH : screenWidth;
  const axis = categoryAxis(
    data.points.map((p) => p[AXIS_KEY]),
    width - 16 - 72 * (twoAxes ? 2 : 1),
  );
  const common = (
    <>
      <CartesianGrid stroke={theme.color.border} vertical={false} />
      <XAxis
        dataKey={AXIS_KEY}
        tick={tick}
        tickLine={false}
        interval={0}
        tickFormatter={categoryLabel}
        height={axis.height}
        {...(axis.lean ? { angle: -45, textAnchor: 'end' } : {})}
      />
      <YAxis yAxisId="left" {...axisProps(0)} />
      {twoAxes ? <YAxis yAxisId="right" orientation="right" {...axisProps(1)} /> : null}
      <Tooltip
        formatter={(value, name, item) => [
          formatCell(measure(String(item.dataKey)), value as number),
          name,
        ]}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );

  // Line and bar charts share their frame, and each series its axis, key and name.
  const Chart = chart === 'line' ? LineChart : BarChart;
  const frame = {
    accessibilityLayer: false,
    data: data.points,
    margin: { top: 8, right: 8, bottom: 8, left: 8 },
  };
  const seriesOf = (s: { key: string; label: string }, i: number) => ({
    yAxisId: axisOf(i),
    dataKey: s.key,
    name: s.label,
    isAnimationActive: false,
  });

  return (
    <Figure role="group" aria-label={data.title}>
      <figcaption>{data.title}</figcaption>
      {/* The table below reads the same figures: the drawing is hidden from assistive
          technology and takes no focus (Recharts' keyboard layer is off). */}
      <div aria-hidden="true" data-testid="report-chart">
        <Sized printing={printing} onWidth={setScreenWidth}>
          <Chart {...frame}>
            {common}
            {data.series.map((s, i) =>
              chart === 'line' ? (
                <Line
                  key={s.key}
                  {...seriesOf(s, i)}
                  stroke={colorOf(i)}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                />
              ) : (
                <Bar
                  key={s.key}
                  {...seriesOf(s, i)}
                  fill={colorOf(i)}
                  stackId={chart === 'stacked_bar' ? 'stack' : undefined}
                  radius={chart === 'stacked_bar' ? 0 : [4, 4, 0, 0]}
                />
              ),
            )}
          </Chart>
        </Sized>
      </div>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  figcaption {
    font-size: ${fontSize('sm')};
    font-weight: 600;
    color: ${color('text')};
  }
  @media print {
    break-inside: avoid;
  }
`;
