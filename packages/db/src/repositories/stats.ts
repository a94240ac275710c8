import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Read-only figures about the catalogue for editorial content: counts per collection, the sources
 * that contributed, candidate records to feature, and records dated on a given day of the year.
 * Articles belong to the newspapers collection, people to people, websites to websites.
 */

export interface CategoryCount {
  category: string;
  count: number;
}

export async function countRecordsByCategory(db: Kysely<Database>): Promise<Map<string, number>> {
  const works = await db
    .selectFrom('work')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .where('deletedAt', 'is', null)
    .groupBy('category')
    .execute();
  const counts = new Map(works.map((w) => [w.category, Number(w.count)]));
  const add = (category: string, n: number) => counts.set(category, (counts.get(category) ?? 0) + n);
  add('newspapers', await countRows(db, 'article'));
  add('people', await countRows(db, 'person'));
  add('websites', await countRows(db, 'website'));
  for (const [key, value] of counts) if (value === 0) counts.delete(key);
  return counts;
}

async function countRows(db: Kysely<Database>, table: 'article' | 'person' | 'website'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when the catalogue holds no records at all. */
export async function catalogueIsEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['work', 'article', 'person', 'website'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

export interface SourceCount {
  category: string;
  source: string;
  synthetic: number;
  count: number;
}

/** Which sources gave records to which collection: the basis of the contributors lists. */
export async function countSourcesByCategory(db: Kysely<Database>): Promise<SourceCount[]> {
  const works = await db
    .selectFrom('work')
    .select(['category', 'source', 'synthetic', (eb) => eb.fn.countAll<number>().as('count')])
    .where('deletedAt', 'is', null)
    .groupBy(['category', 'source', 'synthetic'])
    .execute();
  const rows: SourceCount[] = works.map((w) => ({ ...w, count: Number(w.count) }));
  const others = [
    ['article', 'newspapers'],
    ['person', 'people'],
    ['website', 'websites'],
  ] as const;
  for (const [table, category] of others) {
    const grouped = await db
      .selectFrom(table)
      .select(['source', 'synthetic', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['source', 'synthetic'])
      .execute();
    rows.push(
      ...grouped.map((g) => ({ category, source: g.source, synthetic: g.synthetic, count: Number(g.count) })),
    );
  }
  return rows.sort((a, b) => a.category.localeCompare(b.category) || b.count - a.count);
}

export interface WorkCandidateFilter {
  category: string;
  withThumbnail?: boolean;
  yearFrom?: number;
  yearTo?: number;
  /** A word that must appear in the title or subjects (case-insensitive LIKE). */
  text?: string;
  source?: string;
  /** Leaves out works any of whose versions' OCR text is noisier than this (ADR 031). */
  maxNoise?: number;
  limit: number;
}

/** Works to feature, oldest id first so the choice is stable between runs. */
export function findWorkCandidates(db: Kysely<Database>, filter: WorkCandidateFilter) {
  let query = db
    .selectFrom('work')
    .select([
      'id',
      'title',
      'category',
      'creators',
      'summary',
      'yearStart',
      'yearEnd',
      'thumbnailUrl',
      'culturallySensitive',
      'synthetic',
    ])
    .where('category', '=', filter.category)
    .where('deletedAt', 'is', null);
  if (filter.withThumbnail) query = query.where('thumbnailUrl', 'is not', null);
  if (filter.source !== undefined) query = query.where('source', '=', filter.source);
  if (filter.maxNoise !== undefined) query = query.where(noisyVersion(filter.maxNoise));
  if (filter.yearFrom !== undefined) query = query.where('yearStart', '>=', filter.yearFrom);
  if (filter.yearTo !== undefined) query = query.where('yearStart', '<=', filter.yearTo);
  if (filter.text !== undefined) {
    const pattern = `%${filter.text.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), 'like', pattern),
        eb(eb.fn('lower', ['subjects']), 'like', pattern),
      ]),
    );
  }
  return query.orderBy('id').limit(filter.limit).execute();
}

/** No version of the work has OCR text noisier than `max`. */
function noisyVersion(max: number) {
  return (eb: ExpressionBuilder<Database, 'work'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('version')
          .select('version.id')
          .whereRef('version.workId', '=', 'work.id')
          .where('version.ocrNoise', '>', max),
      ),
    );
}

export function findArticleCandidates(
  db: Kysely<Database>,
  filter: { dateFrom?: string; dateTo?: string; maxNoise?: number; limit: number },
) {
  let query = db
    .selectFrom('article')
    .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
    .select([
      'article.id',
      'article.heading',
      'article.date',
      'article.text',
      'article.culturallySensitive',
      'article.synthetic',
      'newspaperTitle.name as titleName',
    ]);
  if (filter.dateFrom !== undefined) query = query.where('article.date', '>=', filter.dateFrom);
  if (filter.dateTo !== undefined) query = query.where('article.date', '<=', filter.dateTo);
  if (filter.maxNoise !== undefined) {
    const max = filter.maxNoise;
    query = query.where((eb) =>
      eb.or([eb('article.ocrNoise', 'is', null), eb('article.ocrNoise', '<=', max)]),
    );
  }
  return query.orderBy('article.id').limit(filter.limit).execute();
}

export function findPersonCandidates(
  db: Kysely<Database>,
  filter: { occupation?: string; entityType?: string; limit: number },
) {
  let query = db
    .selectFrom('person')
    .select(['id', 'displayName', 'birthDate', 'deathDate', 'occupations', 'thumbnailUrl', 'synthetic'])
    .where('deletedAt', 'is', null);
  if (filter.entityType !== undefined) query = query.where('entityType', '=', filter.entityType);
  if (filter.occupation !== undefined)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['occupations']), 'like', `%${filter.occupation?.toLowerCase()}%`),
    );
  return query.orderBy('id').limit(filter.limit).execute();
}

export function findWebsiteCandidates(db: Kysely<Database>, filter: { source?: string; limit: number }) {
  let query = db.selectFrom('website').select(['id', 'url', 'title', 'domain', 'synthetic']);
  if (filter.source !== undefined) query = query.where('source', '=', filter.source);
  return query.orderBy('id').limit(filter.limit).execute();
}

export interface DatedRecord {
  kind: 'work' | 'article' | 'person';
  id: number;
  title: string;
  date: string;
  thumbnailUrl: string | null;
  culturallySensitive: number;
  synthetic: number;
}

/**
 * Records whose date (or a person's birth date) falls on the given month and day of any year;
 * with `maxNoise`, only works and articles whose OCR text is no noisier than that (ADR 031).
 */
export async function findRecordsOnDay(
  db: Kysely<Database>,
  month: number,
  day: number,
  limit: number,
  maxNoise: number = 1,
): Promise<DatedRecord[]> {
  const pattern = `____-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}%`;
  const works = await db
    .selectFrom('version')
    .innerJoin('work', 'work.id', 'version.workId')
    .select([
      'work.id',
      'work.title',
      'version.date',
      'work.thumbnailUrl',
      'work.culturallySensitive',
      'work.synthetic',
    ])
    .where('version.date', 'like', pattern)
    .where('work.deletedAt', 'is', null)
    .where((eb) => eb.or([eb('version.ocrNoise', 'is', null), eb('version.ocrNoise', '<=', maxNoise)]))
    .orderBy('work.id')
    .limit(limit)
    .execute();
  const articles = await db
    .selectFrom('article')
    .select(['id', 'heading as title', 'date', 'culturallySensitive', 'synthetic'])
    .where('date', 'like', pattern)
    .where((eb) => eb.or([eb('ocrNoise', 'is', null), eb('ocrNoise', '<=', maxNoise)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  const people = await db
    .selectFrom('person')
    .select([
      'id',
      'displayName as title',
      'birthDate as date',
      'thumbnailUrl',
      'culturallySensitive',
      'synthetic',
    ])
    .where('birthDate', 'like', pattern)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  const dated = (date: string | null) => date ?? '';
  return [
    ...works.map((w) => ({ kind: 'work' as const, ...w, date: dated(w.date) })),
    ...articles.map((a) => ({ kind: 'article' as const, ...a, date: dated(a.date), thumbnailUrl: null })),
    ...people.map((p) => ({ kind: 'person' as const, ...p, date: dated(p.date) })),
  ];
}

/** True when the catalogue has records and every one of them is synthetic. */
export async function catalogueIsSynthetic(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['work', 'article', 'person', 'website'] as const) {
    const real = await db
      .selectFrom(table)
      .select('id')
      .where('synthetic', '=', 0)
      .limit(1)
      .executeTakeFirst();
    if (real) return false;
  }
  return !(await catalogueIsEmpty(db));
}
