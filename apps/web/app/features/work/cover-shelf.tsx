import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Version } from '@trove/contracts';
import { useClientState } from '../../lib/client-state-context.tsx';
import { shelfLayout } from './cover-shelf-layout.ts';
import styles from './editions.module.css';

function coverAlt(version: Version): string {
  const when = version.date ?? version.year?.toString();
  return `Cover of ${version.title}${when ? `, ${when}` : ''}${version.format ? ` (${version.format})` : ''}`;
}

/**
 * The perspective shelf (spec 02 §2, §9): the covers of up to 10 editions, each a link to its
 * edition. Culturally sensitive covers stay blurred until the visitor shows them, with one button
 * beside the shelf, since a button cannot sit inside a link.
 */
export function CoverShelf({
  covers,
  sensitive,
  hrefOf,
  fallback = null,
}: {
  covers: (Version & { thumbnailUrl: string })[];
  sensitive: boolean;
  hrefOf: (version: Version) => string;
  /** Shown when every cover fails to load. */
  fallback?: ReactNode;
}) {
  const { state } = useClientState();
  const [revealed, setRevealed] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const shown = covers.filter((c) => !failed.has(c.id));
  const layout = shelfLayout(shown.length);
  if (shown.length === 0) return <>{fallback}</>;
  const blurred = sensitive && state.showCulturalWarnings && !revealed;
  return (
    <div className={styles.shelfBox}>
      <ul
        className={styles.shelf}
        aria-label="Covers of editions"
        style={{ width: layout.width, height: layout.height }}
      >
        {layout.covers.map((place, i) => {
          const version = shown[i]!;
          return (
            <li
              key={version.id}
              className={styles.cover}
              style={{ left: place.left, width: place.width, height: place.height, zIndex: place.z }}
            >
              <Link to={hrefOf(version)} className={styles.coverLink}>
                <img
                  src={version.thumbnailUrl}
                  alt={blurred ? `${coverAlt(version)} (hidden: culturally sensitive)` : coverAlt(version)}
                  width={place.width}
                  height={place.height}
                  loading="lazy"
                  decoding="async"
                  className={blurred ? styles.blurred : undefined}
                  onError={() => setFailed((current) => new Set([...current, version.id]))}
                />
              </Link>
            </li>
          );
        })}
      </ul>
      {blurred ? (
        <button type="button" className={styles.revealCovers} onClick={() => setRevealed(true)}>
          Culturally sensitive images. Show covers
        </button>
      ) : null}
    </div>
  );
}
