import { Link } from 'react-router';
import type { Facet } from '@trove/contracts';
import type { StateShape } from './explore-types.ts';
import styles from './explore.module.css';

const MAP_VIEWBOX = '0 0 600 520';

/**
 * The states and territories as an SVG map; each with records is a link adding its state limit.
 * Boundaries: Australian Bureau of Statistics, CC BY 4.0.
 */
export function StateMap({
  facet,
  shapes,
  hrefFor,
}: {
  facet: Facet;
  shapes: readonly StateShape[];
  hrefFor: (term: string) => string;
}) {
  const byName = new Map(facet.terms.map((t) => [t.displayTerm, t]));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox={MAP_VIEWBOX}
        role="group"
        aria-label="Records by state or territory"
      >
        {shapes.map((shape) => {
          const term = byName.get(shape.name);
          if (!term || term.selected)
            return (
              <path key={shape.name} d={shape.d} className={styles.state}>
                <title>{`${shape.name}: ${term ? 'selected' : 'no records'}`}</title>
              </path>
            );
          const label = `${shape.name}: ${term.count.toLocaleString('en-AU')} records`;
          return (
            <Link key={shape.name} to={hrefFor(term.term)} className={styles.stateLink} aria-label={label}>
              <path d={shape.d} className={styles.state}>
                <title>{label}</title>
              </path>
            </Link>
          );
        })}
      </svg>
      <figcaption className={styles.credit}>
        State and territory boundaries: Australian Bureau of Statistics, CC BY 4.0.
      </figcaption>
    </figure>
  );
}
