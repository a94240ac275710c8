import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from './explore.module.css';

/**
 * The keyboard alternative to brushing the chart: free-text years for from and to (spec 02 §5),
 * applied as the same date range, and a link that clears it.
 */
export function YearRangeForm({
  selected,
  hrefFor,
  clearHref,
  action,
  keep,
}: {
  selected: { from: number | null; to: number | null } | null;
  hrefFor: (from: number, to: number) => string | null;
  clearHref: string;
  /** Without JavaScript the form is sent as fromYear and toYear with the rest of the query (keep). */
  action: string;
  keep: URLSearchParams;
}) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(selected?.from?.toString() ?? '');
  const [to, setTo] = useState(selected?.to?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      method="get"
      action={action}
      className={styles.yearForm}
      aria-label="Choose a range of years"
      onSubmit={(event) => {
        event.preventDefault();
        const start = Number(from.trim() || to.trim());
        const end = Number(to.trim() || from.trim());
        const href = hrefFor(start, end);
        setProblem(href ? null : 'Enter years between 1780 and this year.');
        if (href) void navigate(href, { preventScrollReset: true });
      }}
    >
      <label>
        From year
        <input
          name="fromYear"
          inputMode="numeric"
          autoComplete="off"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label>
        To year
        <input
          name="toYear"
          inputMode="numeric"
          autoComplete="off"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      {[...keep].map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <button type="submit">Show these years</button>
      {selected ? (
        <Link to={clearHref} preventScrollReset>
          Clear the years
        </Link>
      ) : null}
      <p role="status" className={styles.info}>
        {problem}
      </p>
    </form>
  );
}
