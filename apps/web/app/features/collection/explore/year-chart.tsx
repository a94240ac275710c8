import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { type Handle, type YearRange, moveHandle } from './year-brush-keys.ts';
import { CHART_HEIGHT, CHART_WIDTH, chartScales, yearTicks, type YearSeries } from './year-series.ts';
import styles from './explore.module.css';

/** Quiet time after the last key press before the brushed range is applied. */
const KEY_APPLY_MS = 600;

/**
 * Records by year, 1200×400 scaled to the screen by its viewBox. Dragging across it brushes a
 * range of years; its two handles are sliders that arrow keys move (a year, Shift a decade), and
 * the year inputs beside it are a further alternative (YearRangeForm).
 */
export function YearChart({
  series,
  selected,
  hrefFor,
}: {
  series: YearSeries;
  selected: { from: number; to: number } | null;
  hrefFor: (from: number, to: number) => string | null;
}) {
  const navigate = useNavigate();
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const [keyed, setKeyed] = useState<YearRange | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  // A range applied (or cleared) through the address replaces the one being keyed.
  useEffect(() => setKeyed(null), [selected?.from, selected?.to]);
  const s = chartScales(series);
  const apply = (range: YearRange) => {
    clearTimeout(timer.current ?? undefined);
    const href = hrefFor(range.from, range.to);
    if (href) void navigate(href, { preventScrollReset: true, replace: true });
  };
  const onHandleKey = (handle: Handle) => (event: KeyboardEvent<SVGGElement>) => {
    const from = keyed ?? selected ?? { from: series.first, to: series.last };
    const range = { from: Math.min(from.from, from.to), to: Math.max(from.from, from.to) };
    if (event.key === 'Enter' && keyed) {
      event.preventDefault();
      apply(keyed);
      return;
    }
    const next = moveHandle(range, handle, event.key, event.shiftKey, series);
    if (!next) return;
    event.preventDefault();
    setKeyed(next);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => apply(next), KEY_APPLY_MS);
  };
  const yearOf = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return series.first;
    return s.yearAt(((event.clientX - box.left) * CHART_WIDTH) / box.width);
  };
  const shown = drag ?? keyed ?? selected;
  const handles = shown
    ? { from: Math.min(shown.from, shown.to), to: Math.max(shown.from, shown.to) }
    : { from: series.first, to: series.last };
  return (
    <svg
      ref={svg}
      className={styles.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      role="group"
      aria-label={`Records by year, ${series.first} to ${series.last}; drag across the chart, or move its start and end handles with the arrow keys (Shift for a decade), to choose a range of years`}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        const year = yearOf(e);
        setDrag({ from: year, to: year });
      }}
      onPointerMove={(e) => {
        if (drag) setDrag({ from: drag.from, to: yearOf(e) });
      }}
      onPointerUp={() => {
        if (!drag) return;
        const href = hrefFor(drag.from, drag.to);
        setDrag(null);
        if (href) void navigate(href, { preventScrollReset: true });
      }}
      onPointerCancel={() => setDrag(null)}
    >
      {[0, series.yMax / 2, series.yMax].map((v) => (
        <g key={v}>
          <line
            className={styles.axisLine}
            x1={s.margin.left}
            x2={CHART_WIDTH - s.margin.right}
            y1={s.y(v)}
            y2={s.y(v)}
            strokeDasharray="4 4"
          />
          <text className={styles.axis} x={s.margin.left - 8} y={s.y(v) + 5} textAnchor="end">
            {Math.round(v)}
          </text>
        </g>
      ))}
      {series.points.map((p) => (
        <rect
          key={p.year}
          className={styles.bar}
          x={s.x(p.year) + 0.5}
          width={Math.max(1, s.step - 1)}
          y={s.y(p.count)}
          height={s.baseline - s.y(p.count)}
        />
      ))}
      {yearTicks(series).map((year) => (
        <text
          key={year}
          className={styles.axis}
          x={s.x(year) + s.step / 2}
          y={CHART_HEIGHT - 12}
          textAnchor="middle"
        >
          {year}
        </text>
      ))}
      {shown ? (
        <rect
          className={styles.brush}
          x={s.x(Math.max(series.first, Math.min(shown.from, shown.to)))}
          width={
            (Math.min(series.last, Math.max(shown.from, shown.to)) -
              Math.max(series.first, Math.min(shown.from, shown.to)) +
              1) *
            s.step
          }
          y={s.margin.top}
          height={s.baseline - s.margin.top}
        />
      ) : null}
      {(['start', 'end'] as const).map((handle) => {
        const year = handle === 'start' ? handles.from : handles.to;
        const x = handle === 'start' ? s.x(year) : s.x(year) + s.step;
        return (
          <g
            key={handle}
            role="slider"
            tabIndex={0}
            className={styles.brushHandle}
            aria-label={handle === 'start' ? 'Start year' : 'End year'}
            aria-orientation="horizontal"
            aria-valuemin={series.first}
            aria-valuemax={series.last}
            aria-valuenow={year}
            onKeyDown={onHandleKey(handle)}
            onPointerDown={(e) => e.stopPropagation()}
          >
            <rect x={x - 6} y={s.margin.top} width={12} height={s.baseline - s.margin.top} rx={3} />
          </g>
        );
      })}
    </svg>
  );
}
