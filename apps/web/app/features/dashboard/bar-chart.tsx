import type { HeldCount } from '@trove/contracts';
import { DASHBOARD_WORDS as WORDS } from '@trove/contracts';
import { barShare, formatCount } from './dashboard-rules.ts';
import styles from './dashboard.module.css';

const ROW = 28;
const LABEL = 190;
const WIDTH = 640;
const VALUE = 80;

/**
 * One breakdown of a library's holdings: a horizontal bar chart of holdings (SVG, one image with
 * its own title, as its numbers follow in the table) and the table with holdings and records.
 */
export function HeldChart({
  id,
  title,
  column,
  rows,
}: {
  id: string;
  title: string;
  column: string;
  rows: HeldCount[];
}) {
  const max = Math.max(0, ...rows.map((r) => r.holdings));
  const bar = WIDTH - LABEL - VALUE;
  const summary = rows.map((r) => `${r.label}: ${formatCount(r.holdings)}`).join('; ');
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h3 id={`${id}-heading`}>{title}</h3>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${rows.length * ROW + 4}`}
        role="img"
        aria-labelledby={`${id}-chart-title`}
      >
        <title id={`${id}-chart-title`}>{`${title}. ${summary}`}</title>
        {rows.map((row, i) => (
          <g key={row.key ?? 'none'} transform={`translate(0 ${i * ROW + 2})`}>
            <text x={LABEL - 8} y={ROW / 2 + 5} textAnchor="end" className={styles.chartLabel}>
              {row.label.length > 26 ? `${row.label.slice(0, 25)}…` : row.label}
            </text>
            <rect
              x={LABEL}
              y={4}
              height={ROW - 8}
              width={barShare(row.holdings, max) * bar}
              className={styles.bar}
            />
            <text
              x={LABEL + barShare(row.holdings, max) * bar + 6}
              y={ROW / 2 + 5}
              className={styles.chartValue}
            >
              {formatCount(row.holdings)}
            </text>
          </g>
        ))}
      </svg>
      {/* A table wider than a phone scrolls here: focusable, so the keyboard can scroll it. */}
      <div className={styles.tableWrap} role="region" aria-label={WORDS.tableOf(title)} tabIndex={0}>
        <table className={styles.table}>
          <caption>{WORDS.tableOf(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{WORDS.columns.holdings}</th>
              <th scope="col">{WORDS.columns.records}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key ?? 'none'}>
                <th scope="row">{row.label}</th>
                <td>{formatCount(row.holdings)}</td>
                <td>{formatCount(row.records)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
