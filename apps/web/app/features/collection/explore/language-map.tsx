import { Link } from 'react-router';
import type { Facet } from '@trove/contracts';
import type { LanguagePoint, StateShape } from './explore-types.ts';
import styles from './explore.module.css';

/**
 * Australian languages as dots at the approximate places AUSTLANG gives for them: points, not the
 * boundaries of language regions. Each dot is a link adding its language limit.
 */
export function LanguageMap({
  facet,
  shapes,
  points,
  hrefFor,
}: {
  facet: Facet;
  shapes: readonly StateShape[];
  points: readonly LanguagePoint[];
  hrefFor: (term: string) => string;
}) {
  const byCode = new Map(points.map((p) => [p.code.toUpperCase(), p]));
  const max = Math.max(1, ...facet.terms.map((t) => t.count));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox="0 0 600 520"
        role="group"
        aria-label="Records by Australian language, at approximate locations"
      >
        {shapes.map((shape) => (
          <path key={shape.name} d={shape.d} className={styles.state} aria-hidden="true" />
        ))}
        {facet.terms.map((term) => {
          const point = byCode.get(term.term.toUpperCase());
          if (!point || term.selected) return null;
          const label = `${term.displayTerm === term.term ? point.name : term.displayTerm} (${point.code}): ${term.count.toLocaleString('en-AU')} records, approximate location`;
          return (
            <Link key={term.term} to={hrefFor(term.term)} className={styles.stateLink} aria-label={label}>
              <circle cx={point.x} cy={point.y} r={5 + (7 * term.count) / max} className={styles.languageDot}>
                <title>{label}</title>
              </circle>
            </Link>
          );
        })}
      </svg>
      <figcaption className={styles.credit}>
        Dots mark approximate locations of language varieties from AUSTLANG (AIATSIS), not the boundaries of
        language regions. State and territory boundaries: Australian Bureau of Statistics, CC BY 4.0.
      </figcaption>
    </figure>
  );
}
