import { useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { CHART_HEIGHT, CHART_WIDTH, chartScales, yearTicks, type YearSeries } from './year-series.ts';
import styles from './explore.module.css';

/**
 * Records by year, 1200×400 scaled to the screen by its viewBox. Dragging across it brushes a
 * range of years; the year inputs beside it are the keyboard alternative (YearRangeForm).
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
  const s = chartScales(series);
  const yearOf = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return series.first;
    return s.yearAt(((event.clientX - box.left) * CHART_WIDTH) / box.width);
  };
  const shown = drag ?? selected;
  return (
    <svg
      ref={svg}
      className={styles.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      role="img"
      aria-label={`Records by year, ${series.first} to ${series.last}; drag across the chart to choose a range of years, or use the year fields below`}
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
    </svg>
  );
}
