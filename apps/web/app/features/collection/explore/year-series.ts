import type { Facet } from '@trove/contracts';
import { FIRST_CHART_YEAR, MIN_Y_MAX } from './explore-rules.ts';

export const CHART_WIDTH = 1200;
export const CHART_HEIGHT = 400;
const MARGIN = { top: 20, right: 20, bottom: 40, left: 60 };

export interface YearSeries {
  points: { year: number; count: number }[];
  first: number;
  last: number;
  yMax: number;
}

/**
 * Counts by year from the decade facet's year subTerms, within 1780 and this year (spec 02 §5);
 * the axis also spans a chosen range, so a narrowed search still shows the years asked for.
 */
export function yearSeries(
  decade: Facet | undefined,
  thisYear: number,
  chosen: { from: number; to: number } | null = null,
): YearSeries | null {
  const points = (decade?.terms ?? [])
    .flatMap((d) => d.subTerms)
    .map((t) => ({ year: Number(t.term), count: t.count }))
    .filter((p) => Number.isInteger(p.year) && p.year >= FIRST_CHART_YEAR && p.year <= thisYear)
    .sort((a, b) => a.year - b.year);
  if (points.length === 0) return null;
  const within = (year: number) => Math.min(thisYear, Math.max(FIRST_CHART_YEAR, year));
  const first = within(Math.min(points[0]?.year ?? thisYear, chosen?.from ?? thisYear));
  const last = within(
    Math.max(points[points.length - 1]?.year ?? FIRST_CHART_YEAR, chosen?.to ?? FIRST_CHART_YEAR),
  );
  return { points, first, last, yMax: Math.max(MIN_Y_MAX, ...points.map((p) => p.count)) };
}

/** The chart's scales: a year to x (its bar's left edge), a count to y, and x back to a year. */
export function chartScales(series: YearSeries) {
  const span = series.last - series.first + 1;
  const plotWidth = CHART_WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const step = plotWidth / span;
  return {
    margin: MARGIN,
    step,
    x: (year: number) => MARGIN.left + (year - series.first) * step,
    y: (count: number) => MARGIN.top + plotHeight - (count / series.yMax) * plotHeight,
    yearAt: (x: number) =>
      Math.min(series.last, Math.max(series.first, series.first + Math.floor((x - MARGIN.left) / step))),
    baseline: MARGIN.top + plotHeight,
  };
}

/** About eight year labels, on round years. */
export function yearTicks(series: YearSeries): number[] {
  const span = series.last - series.first + 1;
  const every = [1, 2, 5, 10, 20, 25, 50, 100].find((n) => span / n <= 8) ?? 100;
  const ticks: number[] = [];
  for (let y = Math.ceil(series.first / every) * every; y <= series.last; y += every) ticks.push(y);
  return ticks;
}
