import { useState } from 'react';
import { LIMITS, type Version } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { firstOf, plural } from './record-rules.ts';
import styles from './records.module.css';

function editionLine(version: Version): string {
  return [
    version.format,
    version.publisher,
    version.place,
    version.date ?? version.year?.toString() ?? null,
    version.languages.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Editions, 9 first then Show all / Hide all; shown only when there is more than one (spec 02 §2). */
export function Editions({ items }: { items: Version[] }) {
  const [all, setAll] = useState(false);
  if (items.length <= 1) return null;
  const { shown, hidden } = firstOf(items, LIMITS.editionsShown, all);
  return (
    <section className={styles.card} aria-labelledby="editions-heading">
      <h2 id="editions-heading">Editions ({plural(items.length, 'edition')})</h2>
      <ul className={styles.editions} id="editions-list">
        {shown.map((version) => (
          <li key={version.id}>
            <p className={styles.editionTitle}>{version.title}</p>
            {version.creators.length > 0 ? <p>{version.creators.join('; ')}</p> : null}
            <p>{editionLine(version)}</p>
            {version.availableUrls.length > 0 ? (
              <ul>
                {version.availableUrls.map((link) => (
                  <li key={link.url}>
                    <a href={link.url}>{link.linkText ?? 'View online'}</a>
                    {link.type === 'r' ? ' (access conditions apply)' : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {items.length > LIMITS.editionsShown ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          aria-expanded={all}
          aria-controls="editions-list"
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Hide all' : `Show all`}
          {!all && hidden > 0 ? (
            <span className="visually-hidden"> {plural(items.length, 'edition')}</span>
          ) : null}
        </button>
      ) : null}
    </section>
  );
}
