import {
  addDays,
  addMonths,
  daysBetween,
  monthOf,
  type TimelineProject,
} from '@portfolio/contracts';

/**
 * The time axis of the timeline: which calendar day sits at which x, and the ticks of a zoom.
 * Every computation is on calendar dates (`YYYY-MM-DD`) counted in whole days, never on instants,
 * so a bar sits on the same days in every time zone.
 */

export const ZOOMS = ['week', 'month', 'quarter', 'year'] as const;
export type Zoom = (typeof ZOOMS)[number];

export const ZOOM_LABELS: Record<Zoom, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

/** Pixels per day at each zoom: a week is 112 px wide, a month about 120, a quarter 144, a year 183. */
export const PX_PER_DAY: Record<Zoom, number> = { week: 16, month: 4, quarter: 1.6, year: 0.5 };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Tick {
  date: string;
  x: number;
  label: string;
}

export interface Scale {
  zoom: Zoom;
  /** The first day drawn. */
  origin: string;
  pxPerDay: number;
  /** Width of every day drawn. */
  width: number;
  ticks: Tick[];
  /** The left edge of a day. */
  x: (date: string) => number;
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The first day of the month `months` after the month of `date` (before, when negative). */
const monthStart = (date: string, months = 0) => `${addMonths(monthOf(date), months)}-01`;

/** The first day of the unit (week: Monday) that holds `date`. */
export function startOfUnit(date: string, zoom: Zoom): string {
  const [year, month, day] = parts(date);
  switch (zoom) {
    case 'week': {
      const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      return addDays(date, -weekday);
    }
    case 'month':
      return monthStart(date);
    case 'quarter':
      return monthStart(date, -((month - 1) % 3));
    case 'year':
      return `${year}-01-01`;
  }
}

/** The first day of the next unit after the one starting on `start`. */
function nextUnit(start: string, zoom: Zoom): string {
  switch (zoom) {
    case 'week':
      return addDays(start, 7);
    case 'month':
      return monthStart(start, 1);
    case 'quarter':
      return monthStart(start, 3);
    case 'year':
      return monthStart(start, 12);
  }
}

function tickLabel(date: string, zoom: Zoom, first: boolean): string {
  const [year, month, day] = parts(date);
  switch (zoom) {
    case 'week':
      return `${MONTHS[month - 1]} ${day}${first || (month === 1 && day <= 7) ? `, ${year}` : ''}`;
    case 'month':
      return month === 1 || first ? `${MONTHS[month - 1]} ${year}` : MONTHS[month - 1]!;
    case 'quarter':
      return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
    case 'year':
      return String(year);
  }
}

/** Every date the timeline shows for these projects (bars, baselines, milestones) and today. */
export function dateRange(projects: readonly TimelineProject[], today: string) {
  let first = today;
  let last = today;
  const see = (date: string | null | undefined) => {
    if (!date) return;
    if (date < first) first = date;
    if (date > last) last = date;
  };
  for (const p of projects) {
    see(p.startDate);
    see(p.targetDate);
    see(p.baseline?.startDate);
    see(p.baseline?.targetDate);
    for (const m of p.milestones) see(m.dueDate);
  }
  return { first, last };
}

/**
 * The axis from a unit before the first date to a unit after the last one, whole units, so a
 * bar dragged a little past either end still has room.
 */
export function createScale(range: { first: string; last: string }, zoom: Zoom): Scale {
  const pxPerDay = PX_PER_DAY[zoom];
  const origin = startOfUnit(addDays(startOfUnit(range.first, zoom), -1), zoom);
  const end = nextUnit(nextUnit(startOfUnit(range.last, zoom), zoom), zoom);
  const x = (date: string) => daysBetween(origin, date) * pxPerDay;
  const ticks: Tick[] = [];
  for (let date = origin; date < end; date = nextUnit(date, zoom)) {
    ticks.push({ date, x: x(date), label: tickLabel(date, zoom, ticks.length === 0) });
  }
  return { zoom, origin, pxPerDay, width: x(end), ticks, x };
}

/** Whole days a drag of `dx` pixels moves by at this scale. */
export const daysOfDrag = (scale: Scale, dx: number) => Math.round(dx / scale.pxPerDay);
