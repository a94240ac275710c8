import { DASHBOARD_WORDS as WORDS, type UsageMonth, monthLabel } from '@trove/contracts';
import { barShare, formatCount } from './dashboard-rules.ts';
import styles from './dashboard.module.css';

/** The kinds drawn as bar segments, each with its own fill (record views and corrections are not recorded). */
const DRAWN = ['listAdditions', 'tags', 'notes'] as const;
const ROW = 26;
const LABEL = 90;
const WIDTH = 640;
const VALUE = 60;

const totalOf = (m: UsageMonth) => DRAWN.reduce((sum, kind) => sum + m[kind], 0);

/**
 * Readers' use of the library's records by month: stacked bars (list additions, tags, notes) with
 * a legend, and the table of every kind by month, record views and corrections 'Not recorded'.
 */
export function UsageChart({ months }: { months: UsageMonth[] }) {
  const max = Math.max(0, ...months.map(totalOf));
  const bar = WIDTH - LABEL - VALUE;
  const summary = months.map((m) => `${monthLabel(m.month)}: ${formatCount(totalOf(m))}`).join('; ');
  return (
    <section aria-labelledby="usage-heading" className={styles.section}>
      <h3 id="usage-heading">{WORDS.usage}</h3>
      <p className={styles.note}>{WORDS.usageNote}</p>
      <ul className={styles.legend} aria-hidden="true">
        {DRAWN.map((kind) => (
          <li key={kind}>
            <span className={`${styles.swatch} ${styles[kind]}`} />
            {WORDS.columns[kind]}
          </li>
        ))}
      </ul>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${months.length * ROW + 4}`}
        role="img"
        aria-labelledby="usage-chart-title"
      >
        <title id="usage-chart-title">{`${WORDS.usage}. ${summary}`}</title>
        {months.map((m, i) => {
          let x = LABEL;
          return (
            <g key={m.month} transform={`translate(0 ${i * ROW + 2})`}>
              <text x={LABEL - 8} y={ROW / 2 + 5} textAnchor="end" className={styles.chartLabel}>
                {monthLabel(m.month)}
              </text>
              {DRAWN.map((kind) => {
                const width = max > 0 ? (m[kind] / max) * bar : 0;
                const segment = (
                  <rect key={kind} x={x} y={4} width={width} height={ROW - 8} className={styles[kind]} />
                );
                x += width;
                return segment;
              })}
              <text
                x={LABEL + barShare(totalOf(m), max) * bar + 6}
                y={ROW / 2 + 5}
                className={styles.chartValue}
              >
                {formatCount(totalOf(m))}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table wider than a phone scrolls here: focusable, so the keyboard can scroll it. */}
      <div className={styles.tableWrap} role="region" aria-label={WORDS.tableOf(WORDS.usage)} tabIndex={0}>
        <table className={styles.table}>
          <caption>{WORDS.tableOf(WORDS.usage)}</caption>
          <thead>
            <tr>
              <th scope="col">{WORDS.columns.month}</th>
              <th scope="col">{WORDS.columns.recordViews}</th>
              {DRAWN.map((kind) => (
                <th scope="col" key={kind}>
                  {WORDS.columns[kind]}
                </th>
              ))}
              <th scope="col">{WORDS.columns.corrections}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{m.recordViews === null ? WORDS.notRecorded : formatCount(m.recordViews)}</td>
                {DRAWN.map((kind) => (
                  <td key={kind}>{formatCount(m[kind])}</td>
                ))}
                <td>{m.corrections === null ? WORDS.notRecorded : formatCount(m.corrections)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
