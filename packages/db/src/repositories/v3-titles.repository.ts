import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Titles and contributors of the public API v3 (ADR 051): newspaper and gazette titles with the
 * issues their articles make (an issue is a title's articles of one day), magazine titles with
 * their catalogued issues, and the contributing libraries.
 */

export interface V3TitleRow {
  id: number;
  name: string;
  kind: string;
  state: string | null;
  place: string | null;
  issn: string | null;
  startDate: string | null;
  endDate: string | null;
}

const TITLE_COLUMNS = ['id', 'name', 'kind', 'state', 'place', 'issn', 'startDate', 'endDate'] as const;

/** Newspaper ('newspaper') or gazette titles, by name; a state limits them (abbreviation or name). */
export function v3NewspaperTitles(
  db: Kysely<Database>,
  kind: 'newspaper' | 'gazette',
  states: readonly string[],
): Promise<V3TitleRow[]> {
  return db
    .selectFrom('newspaperTitle')
    .select([...TITLE_COLUMNS])
    .where('kind', '=', kind)
    .$if(states.length > 0, (q) =>
      q.where(
        sql`lower(state)`,
        'in',
        states.map((s) => s.toLowerCase()),
      ),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function v3NewspaperTitle(db: Kysely<Database>, id: number): Promise<V3TitleRow | undefined> {
  return db
    .selectFrom('newspaperTitle')
    .select([...TITLE_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface V3IssueDayRow {
  date: string;
  articles: number;
}

/** The days a title has articles on (its issues), oldest first, within [from, to] when given. */
export function v3TitleIssueDays(
  db: Kysely<Database>,
  titleId: number,
  range: { from: string; to: string } | null,
): Promise<V3IssueDayRow[]> {
  return db
    .selectFrom('article')
    .select(['date', (eb) => eb.fn.countAll<number | string>().as('articles')])
    .where('titleId', '=', titleId)
    .where('date', 'is not', null)
    .$if(range !== null, (q) => q.where('date', '>=', range!.from).where('date', '<=', range!.to))
    .groupBy('date')
    .orderBy('date')
    .execute()
    .then((rows) => rows.map((r) => ({ date: r.date ?? '', articles: Number(r.articles) })));
}

export interface V3MagazineRow {
  id: number;
  title: string;
  publisher: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  issues: number;
}

/** Magazine titles: works of the magazines collection with catalogued issues. */
export function v3MagazineTitles(db: Kysely<Database>, id: number | null): Promise<V3MagazineRow[]> {
  return db
    .selectFrom('work')
    .innerJoin('periodicalIssue', 'periodicalIssue.workId', 'work.id')
    .select([
      'work.id',
      'work.title',
      sql<string | null>`null`.as('publisher'),
      'work.yearStart',
      'work.yearEnd',
      (eb) => eb.fn.countAll<number | string>().as('issues'),
    ])
    .where('work.category', '=', 'magazines')
    .where('work.deletedAt', 'is', null)
    .$if(id !== null, (q) => q.where('work.id', '=', id!))
    .groupBy(['work.id', 'work.title', 'work.yearStart', 'work.yearEnd'])
    .orderBy('work.title')
    .orderBy('work.id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, issues: Number(r.issues) })));
}

export interface V3MagazineIssueRow {
  id: number;
  title: string;
  date: string | null;
  year: number | null;
  url: string | null;
}

export function v3MagazineIssues(db: Kysely<Database>, workId: number): Promise<V3MagazineIssueRow[]> {
  return db
    .selectFrom('periodicalIssue')
    .select(['id', 'title', 'date', 'year', 'url'])
    .where('workId', '=', workId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export interface V3ContributorRow {
  nuc: string;
  name: string;
  shortName: string | null;
  parentNuc: string | null;
  state: string | null;
  accessPolicy: string | null;
  homepage: string | null;
  totalHoldings: number;
}

const CONTRIBUTOR_COLUMNS = [
  'nuc',
  'name',
  'shortName',
  'parentNuc',
  'state',
  'accessPolicy',
  'homepage',
  'totalHoldings',
] as const;

/** Contributing libraries by name; `q` matches words of the name or the NUC. */
export function v3Contributors(db: Kysely<Database>, q: string | null): Promise<V3ContributorRow[]> {
  const pattern = q ? `%${q.toLowerCase().replace(/[%_\\]/g, '')}%` : null;
  return db
    .selectFrom('library')
    .select([...CONTRIBUTOR_COLUMNS])
    .$if(pattern !== null, (query) =>
      query.where((eb) =>
        eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(nuc)`, 'like', pattern)]),
      ),
    )
    .orderBy('name')
    .orderBy('nuc')
    .execute();
}

export function v3Contributor(db: Kysely<Database>, nuc: string): Promise<V3ContributorRow | undefined> {
  return db
    .selectFrom('library')
    .select([...CONTRIBUTOR_COLUMNS])
    .where(sql`lower(nuc)`, '=', nuc.toLowerCase())
    .executeTakeFirst();
}

/** The NUCs of libraries under a parent, for a contributor's full record. */
export function v3ContributorChildren(db: Kysely<Database>, nuc: string): Promise<V3ContributorRow[]> {
  return db
    .selectFrom('library')
    .select([...CONTRIBUTOR_COLUMNS])
    .where('parentNuc', '=', nuc)
    .orderBy('name')
    .execute();
}
