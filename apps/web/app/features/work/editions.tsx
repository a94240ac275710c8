import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LIMITS, MESSAGES, recordLang, type Version } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { Notice } from '../../components/notice.tsx';
import {
  FILTER_PARAMS,
  NO_FILTER,
  filterChoices,
  filterEditions,
  filterFromParams,
  isFiltering,
  type EditionFilter,
} from './edition-filter.ts';
import type { KeptQuery } from './edition-links.ts';
import { OnlineLinks } from './online-links.tsx';
import { firstOf, plural } from '../../components/records/record-rules.ts';
import styles from '../../components/records/records.module.css';
import editionStyles from './editions.module.css';

function editionLine(version: Version): string {
  return [
    version.format,
    version.publisher,
    version.place,
    version.date ?? version.year?.toString() ?? null,
    version.languageNames.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The filter as a GET form, so it works before (or without) JavaScript; once hydrated it filters as
 * the visitor types or chooses. Only keyword and includeraw travel with it (spec 02 §2).
 */
function EditionsFilter({
  items,
  filter,
  kept,
  onChange,
}: {
  items: Version[];
  filter: EditionFilter;
  kept: KeptQuery;
  onChange: (filter: EditionFilter) => void;
}) {
  const { formats, languages } = filterChoices(items);
  return (
    <form
      method="get"
      role="search"
      aria-label="Filter editions"
      className={editionStyles.filter}
      onSubmit={(event) => event.preventDefault()}
    >
      {kept.keyword ? <input type="hidden" name="keyword" value={kept.keyword} /> : null}
      {kept.includeRaw ? <input type="hidden" name="includeraw" value="y" /> : null}
      <label>
        <span>Words in the edition</span>
        <input
          type="search"
          name={FILTER_PARAMS.text}
          value={filter.text}
          maxLength={200}
          placeholder="e.g. title, publisher, place or year"
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
      </label>
      {formats.length > 1 ? (
        <label>
          <span>Format</span>
          <select
            name={FILTER_PARAMS.format}
            value={filter.format}
            onChange={(event) => onChange({ ...filter, format: event.target.value })}
          >
            <option value="">All formats</option>
            {formats.map((f) => (
              <option key={f.value} value={f.value}>
                {f.value} ({f.count})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {languages.length > 1 ? (
        <label>
          <span>Language</span>
          <select
            name={FILTER_PARAMS.language}
            value={filter.language}
            onChange={(event) => onChange({ ...filter, language: event.target.value })}
          >
            <option value="">All languages</option>
            {languages.map((l) => (
              <option key={l.value} value={l.value}>
                {l.value} ({l.count})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className={editionStyles.filterButtons}>
        <noscript>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Filter
          </button>
        </noscript>
        {isFiltering(filter) ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.link}`}
            onClick={() => onChange(NO_FILTER)}
          >
            Clear filter
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Editions, 9 first then Show all / Hide all; shown only when there is more than one (spec 02 §2).
 * Each links to its edition page; the edition the page shows is marked.
 */
export function Editions({
  items,
  selectedId,
  kept,
  hrefOf,
}: {
  items: Version[];
  selectedId: number | null;
  kept: KeptQuery;
  hrefOf: (version: Version) => string;
}) {
  const [searchParams] = useSearchParams();
  const [all, setAll] = useState(false);
  const [filter, setFilter] = useState<EditionFilter>(() => filterFromParams(searchParams));
  if (items.length <= 1) return null;
  const matching = filterEditions(items, filter);
  const { shown, hidden } = firstOf(matching, LIMITS.editionsShown, all);
  const filtering = isFiltering(filter);
  return (
    <section className={styles.card} aria-labelledby="editions-heading">
      <h2 id="editions-heading">Editions ({plural(items.length, 'edition')})</h2>
      <EditionsFilter items={items} filter={filter} kept={kept} onChange={setFilter} />
      <p aria-live="polite" className={editionStyles.count}>
        {filtering && matching.length > 0
          ? `${plural(matching.length, 'edition')} of ${items.length.toLocaleString('en-AU')} match`
          : null}
      </p>
      {matching.length === 0 ? (
        <Notice tone="info">
          <p>{MESSAGES.noVersionsMatch}</p>
        </Notice>
      ) : null}
      <ul className={styles.editions} id="editions-list">
        {shown.map((version) => {
          const current = version.id === selectedId;
          return (
            <li key={version.id} className={current ? editionStyles.current : undefined}>
              <p className={styles.editionTitle}>
                <Link
                  to={hrefOf(version)}
                  aria-current={current ? 'page' : undefined}
                  lang={recordLang(version.languages)}
                >
                  {version.title}
                </Link>
                {current ? <span className={editionStyles.thisEdition}> (this edition)</span> : null}
              </p>
              {version.creators.length > 0 ? <p>{version.creators.join('; ')}</p> : null}
              <p>{editionLine(version)}</p>
              <OnlineLinks links={version.availableUrls} />
            </li>
          );
        })}
      </ul>
      {matching.length > LIMITS.editionsShown ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          aria-expanded={all}
          aria-controls="editions-list"
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Hide all' : `Show all`}
          {!all && hidden > 0 ? (
            <span className="visually-hidden"> {plural(matching.length, 'edition')}</span>
          ) : null}
        </button>
      ) : null}
    </section>
  );
}
