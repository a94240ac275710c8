import { INPUT_MESSAGES, STATE_TERMS, type RawQuery, controlCharacterIn } from '@trove/contracts';
import type { V3ContributorRow, V3TitleRow } from '@trove/db';
import { invalid, recordNotFound } from '../../domain/errors.ts';
import type { V3Deps } from './records.service.ts';
import { type V3Object, compact } from './v3-value.ts';

/**
 * Titles and contributors of /v3 (ADR 051). A newspaper or gazette title's issues are the days its
 * articles are dated (the portal keeps articles, not issues); a magazine's are its catalogued issues.
 */

export type TitleKind = 'newspaper' | 'gazette' | 'magazine';

interface Urls {
  apiUrl: string;
  siteUrl: string;
}

const first = (raw: RawQuery, key: string): string | undefined => {
  const v = raw[key];
  return (Array.isArray(v) ? v[0] : v)?.trim();
};
const all = (raw: RawQuery, key: string): string[] =>
  ([] as string[])
    .concat(raw[key] ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const STATE_BY_NAME = new Map(
  Object.entries(STATE_TERMS).flatMap(([abbr, name]) => [
    [abbr.toLowerCase(), abbr],
    [name.toLowerCase(), abbr],
  ]),
);

function presentTitle(row: V3TitleRow, kind: TitleKind, urls: Urls): V3Object {
  return {
    id: String(row.id),
    url: `${urls.apiUrl}/${kind}/title/${row.id}`,
    title: row.name,
    state: row.state ? (STATE_TERMS[row.state] ?? row.state) : null,
    issn: row.issn,
    troveUrl: `${urls.siteUrl}/search/category/newspapers?l-title=${row.id}`,
    startDate: row.startDate,
    endDate: row.endDate,
    place: row.place ? [row.place] : [],
  };
}

/** GET /v3/{kind}/titles: every title of the kind, by name; `state=` limits them. */
export async function listTitles(
  deps: V3Deps,
  kind: TitleKind,
  raw: RawQuery,
  urls: Urls,
): Promise<V3Object> {
  if (kind === 'magazine') {
    const rows = await deps.store.v3.v3MagazineTitles(null);
    const magazine = rows.map((r) => ({
      id: String(r.id),
      url: `${urls.apiUrl}/magazine/title/${r.id}`,
      title: r.title,
      troveUrl: `${urls.siteUrl}/work/${r.id}`,
      startDate: r.yearStart === null ? null : String(r.yearStart),
      endDate: r.yearEnd === null ? null : String(r.yearEnd),
    }));
    return compact({ total: magazine.length, magazine });
  }
  const states = all(raw, 'state').map((s) => STATE_BY_NAME.get(s.toLowerCase()));
  if (states.some((s) => s === undefined))
    throw invalid(`Invalid value for state: ${all(raw, 'state').join(',')}`, { code: 'validation' });
  const rows = await deps.store.v3.v3NewspaperTitles(kind, states as string[]);
  return compact({ total: rows.length, [kind]: rows.map((r) => presentTitle(r, kind, urls)) });
}

const RANGE = /^(\d{4})(\d{2})(\d{2})-(\d{4})(\d{2})(\d{2})$/;

/** `range=YYYYMMDD-YYYYMMDD` as ISO days; null when not given. */
function rangeOf(raw: RawQuery): { from: string; to: string } | null {
  const value = first(raw, 'range');
  if (!value) return null;
  const m = RANGE.exec(value);
  const from = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  const to = m ? `${m[4]}-${m[5]}-${m[6]}` : '';
  const real = (day: string) =>
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
    new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!m || !real(from) || !real(to) || from > to)
    throw invalid(`Invalid value for range: ${value}. Use YYYYMMDD-YYYYMMDD`, { code: 'validation' });
  return { from, to };
}

const wantsYears = (raw: RawQuery) => all(raw, 'include').some((i) => i.toLowerCase() === 'years');

interface Issue extends V3Object {
  id: string;
  date: string;
  url: string;
}

/** Years with their issue counts; each year touched by the range lists its issues in it. */
function yearsOf(
  days: { date: string; issue: Issue }[],
  range: { from: string; to: string } | null,
): V3Object[] {
  const years = new Map<string, { date: string; issue: Issue }[]>();
  for (const day of days) {
    const year = day.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), day]);
  }
  return [...years.entries()].map(([year, inYear]) => {
    const shown = range ? inYear.filter((d) => d.date >= range.from && d.date <= range.to) : [];
    return {
      date: year,
      issuecount: String(inYear.length),
      ...(shown.length > 0 ? { issue: shown.map((d) => d.issue) } : {}),
    };
  });
}

/** GET /v3/{kind}/title/{id}: one title, with `include=years` its years, with `range` its issues. */
export async function getTitle(
  deps: V3Deps,
  kind: TitleKind,
  id: number,
  raw: RawQuery,
  urls: Urls,
): Promise<V3Object> {
  const range = rangeOf(raw);
  const years = wantsYears(raw) || range !== null;
  if (kind === 'magazine') {
    const [row] = await deps.store.v3.v3MagazineTitles(id);
    if (!row) throw recordNotFound('title', String(id));
    const issues = years ? await deps.store.v3.v3MagazineIssues(id) : [];
    const days = issues
      .filter((i) => i.date ?? i.year)
      .map((i) => {
        const date = i.date ?? `${i.year}`;
        return { date, issue: { id: String(i.id), date, url: i.url ?? `${urls.siteUrl}/work/${id}` } };
      });
    return compact({
      id: String(row.id),
      url: `${urls.apiUrl}/magazine/title/${row.id}`,
      title: row.title,
      troveUrl: `${urls.siteUrl}/work/${row.id}`,
      ...(years ? { year: yearsOf(days, range) } : {}),
    });
  }
  const row = await deps.store.v3.v3NewspaperTitle(id);
  if (!row || row.kind !== kind) throw recordNotFound('title', String(id));
  const title = presentTitle(row, kind, urls);
  if (!years) return compact(title);
  const issueDays = await deps.store.v3.v3TitleIssueDays(id, null);
  const days = issueDays.map((d) => ({
    date: d.date,
    issue: {
      // An issue is the title's articles of one day: its id is the title and the day.
      id: `${id}-${d.date.replace(/-/g, '')}`,
      date: d.date,
      url: `${urls.siteUrl}/search/category/newspapers?l-title=${id}&date.from=${d.date}&date.to=${d.date}`,
    },
  }));
  return compact({ ...title, year: yearsOf(days, range) });
}

function presentContributor(
  row: V3ContributorRow,
  urls: Urls,
  full: boolean,
  children: V3ContributorRow[] = [],
): V3Object {
  return {
    id: row.nuc,
    url: `${urls.apiUrl}/contributor/${encodeURIComponent(row.nuc)}`,
    nuc: row.nuc,
    name: row.name,
    ...(full
      ? {
          shortname: row.shortName,
          totalholdings: String(row.totalHoldings),
          accesspolicy: row.accessPolicy,
          url_homepage: row.homepage,
          state: row.state,
          parent: row.parentNuc ? { id: row.parentNuc } : null,
          children:
            children.length > 0
              ? { contributor: children.map((c) => presentContributor(c, urls, false)) }
              : null,
        }
      : {}),
  };
}

const isFull = (raw: RawQuery) => (first(raw, 'reclevel') ?? 'brief').toLowerCase() === 'full';

/** GET /v3/contributor: contributing libraries, `q` matching words of the name or the NUC. */
export async function listContributors(deps: V3Deps, raw: RawQuery, urls: Urls): Promise<V3Object> {
  const q = first(raw, 'q') || null;
  if (q !== null && q.length > 200)
    throw invalid('The query is too long (at most 200 characters)', { code: 'validation' });
  // No name holds one, and PostgreSQL refuses a NUL in any text it is sent.
  const control = q === null ? null : controlCharacterIn(q);
  if (control !== null)
    throw invalid(`q: ${INPUT_MESSAGES.controlCharacter(control)}`, { code: 'validation' });
  const rows = await deps.store.v3.v3Contributors(q);
  return compact({
    total: rows.length,
    contributor: rows.map((r) => presentContributor(r, urls, isFull(raw))),
  });
}

/** GET /v3/contributor/{nuc}. */
export async function getContributor(
  deps: V3Deps,
  nuc: string,
  raw: RawQuery,
  urls: Urls,
): Promise<V3Object> {
  const row = await deps.store.v3.v3Contributor(nuc);
  if (!row) throw recordNotFound('contributor', nuc);
  const children = isFull(raw) ? await deps.store.v3.v3ContributorChildren(row.nuc) : [];
  return compact(presentContributor(row, urls, isFull(raw), children));
}
