import type { ReportChart, ReportResult } from '@portfolio/contracts';
import { cellNumber, formatCell } from './definition';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartData {
  /** One point per value of the first group, in the answer's order. */
  points: Array<Record<string, string | number>>;
  series: ChartSeries[];
  /** The series are the values of the second group (of one measure), not the measures. */
  split: boolean;
  /** The first group's label: the axis along which the points lie. */
  axisLabel: string;
  /** What the chart shows, as its accessible name and caption. */
  title: string;
}

/** The key of the axis value in a point (no column key starts with underscores). */
export const AXIS_KEY = '__axis';

/**
 * An answer as chart points: a bar or a line per measure along the first group; with a second
 * group (a stacked bar, or a line per value), the first measure split by its values.
 */
export function chartDataOf(result: ReportResult, chart: ReportChart): ChartData | null {
  const groups = result.columns.filter((c) => c.role === 'group');
  const measures = result.columns.filter((c) => c.role === 'measure');
  const [axis, split] = groups;
  if (chart === 'none' || !axis || measures.length === 0) return null;
  const points = new Map<string, Record<string, string | number>>();
  // A line runs through time: projects without a start date have no place on it.
  const rows = chart === 'line' ? result.rows.filter((row) => row[axis.key] != null) : result.rows;
  const pointOf = (row: ReportResult['rows'][number]) => {
    const label = formatCell(axis, row[axis.key]);
    let point = points.get(label);
    if (!point) points.set(label, (point = { [AXIS_KEY]: label }));
    return point;
  };
  if (split && (chart === 'stacked_bar' || chart === 'line')) {
    const measure = measures[0]!;
    const series = new Map<string, ChartSeries>();
    for (const row of rows) {
      const label = formatCell(split, row[split.key]);
      if (!series.has(label)) series.set(label, { key: `s${series.size}`, label });
      pointOf(row)[series.get(label)!.key] = cellNumber(row[measure.key]);
    }
    return {
      points: [...points.values()],
      series: [...series.values()],
      split: true,
      axisLabel: axis.label,
      title: `${measure.label} by ${axis.label} and ${split.label}`,
    };
  }
  for (const row of rows) {
    const point = pointOf(row);
    for (const m of measures) point[m.key] = cellNumber(row[m.key]);
  }
  return {
    points: [...points.values()],
    series: measures.map((m) => ({ key: m.key, label: m.label })),
    split: false,
    axisLabel: axis.label,
    title: `${measures.map((m) => m.label).join(', ')} by ${axis.label}`,
  };
}

/** A category's name on the chart's axis is cut to this many characters (the table has it whole). */
const LABEL_CHARS = 16;
/** About how wide a character of the axis' 12 px labels is. */
const LABEL_CHAR_PX = 7;

/** A category's name on the chart's axis: whole up to 16 characters, else cut with an ellipsis. */
export const categoryLabel = (value: unknown): string => {
  const text = String(value ?? '');
  return text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text;
};

/**
 * How the category axis draws its labels so that every category has one, the first too.
 * Recharts' default (`interval="preserveEnd"`, `minTickGap` 5) hides any label it judges would
 * run past the start of the axis or into its neighbour, and the first bar's label, centred on a
 * narrow band, is the one that reaches past the start: so every label is drawn (`interval` 0),
 * and labels lean at 45° when the longest is wider than a bar's band.
 */
export function categoryAxis(
  labels: readonly unknown[],
  plotWidth: number,
): { lean: boolean; height: number } {
  const band = plotWidth / Math.max(labels.length, 1);
  const longest = Math.max(0, ...labels.map((l) => categoryLabel(l).length)) * LABEL_CHAR_PX;
  const lean = longest > band - 8;
  return { lean, height: lean ? Math.ceil(longest * Math.SQRT1_2) + 16 : 30 };
}
