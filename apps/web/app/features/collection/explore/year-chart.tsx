import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { type Handle, type YearRange, moveHandle } from './year-brush-keys.ts';
import { CHART_HEIGHT, CHART_WIDTH, chartScales, yearTicks, type YearSeries } from './year-series.ts';
import styles from './explore.module.css';

/** Quiet time after the last key press before the brushed range is applied. */
const KEY_APPLY_MS = 600;

/** A position in the chart's 1200×400 drawing as a share of its box, for the HTML laid over it. */
const percentX = (x: number) => `${(x / CHART_WIDTH) * 100}%`;
const percentY = (y: number) => `${(y / CHART_HEIGHT) * 100}%`;

/**
 * Records by year, 1200×400 scaled to the screen by its viewBox. Dragging across it brushes a
 * range of years; its two handles are sliders that a pointer drags and arrow keys move (a year,
 * Shift a decade), and the year inputs beside it are a further alternative (YearRangeForm). The
 * handles are laid over the drawing in CSS pixels, so they keep a grip of at least 24 pixels
 * (WCAG 2.5.8) however small the chart is drawn.
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
  /** The handle being dragged, if any; `drag` holds the range it makes. */
  const [held, setHeld] = useState<Handle | null>(null);
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
  const onHandleKey = (handle: Handle) => (event: KeyboardEvent<HTMLDivElement>) => {
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
  const yearOf = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return series.first;
    return s.yearAt(((event.clientX - box.left) * CHART_WIDTH) / box.width);
  };
  const shown = drag ?? keyed ?? selected;
  const handles = shown
    ? { from: Math.min(shown.from, shown.to), to: Math.max(shown.from, shown.to) }
    : { from: series.first, to: series.last };
  // Letting go applies the range dragged; a handle pressed and let go without moving changes nothing.
  const release = () => {
    setHeld(null);
    if (!drag) return;
    const href = hrefFor(drag.from, drag.to);
    setDrag(null);
    if (href) void navigate(href, { preventScrollReset: true });
  };
  return (
    <div
      className={styles.chartBox}
      role="group"
      aria-label={`Records by year, ${series.first} to ${series.last}; drag across the chart or its start and end handles, or move the handles with the arrow keys (Shift for a decade), to choose a range of years`}
    >
      <svg
        ref={svg}
        className={styles.chart}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          const year = yearOf(e);
          setDrag({ from: year, to: year });
        }}
        onPointerMove={(e) => {
          if (drag) setDrag({ from: drag.from, to: yearOf(e) });
        }}
        onPointerUp={release}
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
      </svg>
      {(['start', 'end'] as const).map((handle) => {
        const year = handle === 'start' ? handles.from : handles.to;
        const x = handle === 'start' ? s.x(year) : s.x(year) + s.step;
        return (
          <div
            key={handle}
            role="slider"
            tabIndex={0}
            className={styles.brushHandle}
            data-held={held === handle || undefined}
            style={{
              left: percentX(x),
              top: percentY(s.margin.top),
              height: percentY(s.baseline - s.margin.top),
            }}
            aria-label={handle === 'start' ? 'Start year' : 'End year'}
            aria-orientation="horizontal"
            aria-valuemin={series.first}
            aria-valuemax={series.last}
            aria-valuenow={year}
            onKeyDown={onHandleKey(handle)}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              setHeld(handle);
            }}
            onPointerMove={(e) => {
              if (held !== handle) return;
              const from = drag ?? handles;
              // A handle never passes the other, as with the arrow keys (year-brush-keys.ts).
              const at = yearOf(e);
              setDrag(
                handle === 'start'
                  ? { from: Math.min(at, from.to), to: from.to }
                  : { from: from.from, to: Math.max(at, from.from) },
              );
            }}
            onPointerUp={release}
            onPointerCancel={() => {
              setDrag(null);
              setHeld(null);
            }}
          >
            <span className={styles.grip} aria-hidden="true" />
          </div>
        );
      })}
    </div>
  );
}
