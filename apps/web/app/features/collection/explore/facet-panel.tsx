import type { Facet, FacetInfo } from '@trove/contracts';
import { addLimitHref, brushDates, brushHref, clearDatesHref, yearsOf } from './explore-rules.ts';
import { NumbersTable } from './numbers-table.tsx';
import type { LanguagePoint, StateShape } from './explore-types.ts';
import { LanguageMap } from './language-map.tsx';
import { StateMap } from './state-map.tsx';
import { WordCloud } from './word-cloud.tsx';
import { YearChart } from './year-chart.tsx';
import { YearRangeForm } from './year-range-form.tsx';
import { yearSeries } from './year-series.ts';
import styles from './explore.module.css';

/** The query the year form carries along: everything but the dates and paging it replaces. */
function withoutDates(current: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(current);
  for (const key of ['date.from', 'date.to', 'startPos', 'fromYear', 'toYear']) kept.delete(key);
  return kept;
}

/** One facet's visualisation: the year chart for decades, the map for states, else a word cloud. */
export function FacetPanel({
  code,
  facet,
  info,
  basePath,
  current,
  stateShapes,
  languagePoints,
}: {
  code: string;
  facet: Facet | undefined;
  info: FacetInfo | undefined;
  basePath: string;
  current: URLSearchParams;
  stateShapes: readonly StateShape[] | null;
  languagePoints: readonly LanguagePoint[] | null;
}) {
  const name = info?.shortname ?? facet?.displayName ?? code;
  const about = info ? (
    <p className={styles.info}>
      <strong>{info.longname}.</strong> {info.description}
    </p>
  ) : null;
  if (!facet || facet.terms.length === 0)
    return (
      <>
        {about}
        <p>No {name.toLowerCase()} terms for this search.</p>
      </>
    );
  const hrefFor = (term: string) => addLimitHref(basePath, current, facet.limit, term);
  const rows = facet.terms.map((t) => ({ label: t.displayTerm, count: t.count }));
  if (code === 'decade') {
    const thisYear = new Date().getFullYear();
    const years = yearsOf(current);
    const rangeHref = (from: number, to: number) => {
      const range = brushDates(from, to, thisYear);
      return range ? brushHref(basePath, current, range) : null;
    };
    const selected = years ? { from: years.from ?? years.to ?? 0, to: years.to ?? years.from ?? 0 } : null;
    const series = yearSeries(facet, thisYear, selected);
    return (
      <>
        {about}
        {series ? (
          <YearChart series={series} selected={selected} hrefFor={rangeHref} />
        ) : (
          <WordCloud facet={facet} hrefFor={hrefFor} />
        )}
        <YearRangeForm
          key={`${years?.from}-${years?.to}`}
          selected={years}
          hrefFor={rangeHref}
          clearHref={clearDatesHref(basePath, current)}
          action={`${basePath}/explore`}
          keep={withoutDates(current)}
        />
        <NumbersTable
          caption="Records by year"
          heading="Year"
          rows={series ? series.points.map((p) => ({ label: String(p.year), count: p.count })) : rows}
        />
      </>
    );
  }
  return (
    <>
      {about}
      {code === 'state' && stateShapes ? (
        <StateMap facet={facet} shapes={stateShapes} hrefFor={hrefFor} />
      ) : code === 'austlanguage' && stateShapes && languagePoints && languagePoints.length > 0 ? (
        <LanguageMap facet={facet} shapes={stateShapes} points={languagePoints} hrefFor={hrefFor} />
      ) : (
        <WordCloud facet={facet} hrefFor={hrefFor} />
      )}
      <NumbersTable caption={`Records by ${name.toLowerCase()}`} heading={name} rows={rows} />
    </>
  );
}
