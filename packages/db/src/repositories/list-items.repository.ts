import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, ListItemTarget } from '../schema.ts';

/**
 * The items of a list in list order, and the facts that sort, filter and search them (spec 03 §2,
 * §3 List item; ADR 038). The catalogue facts that present an item are in list-item-records.ts.
 */

/** One list item as stored, with the person who added it. */
export interface ListItemRow {
  id: number;
  listId: number;
  targetType: ListItemTarget;
  targetId: number | null;
  url: string | null;
  title: string | null;
  note: string | null;
  position: number;
  createdBy: number | null;
  creatorUsername: string | null;
  creatorDisplayName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A place in a list's order: the items after it come next. */
export interface ListItemCursor {
  position: number;
  id: number;
}

function itemRows(
  db: Kysely<Database>,
): SelectQueryBuilder<Database, 'listItem' | 'userAccount', ListItemRow> {
  return db
    .selectFrom('listItem')
    .leftJoin('userAccount', 'userAccount.id', 'listItem.createdBy')
    .select([
      'listItem.id',
      'listItem.listId',
      'listItem.targetType',
      'listItem.targetId',
      'listItem.url',
      'listItem.title',
      'listItem.note',
      'listItem.position',
      'listItem.createdBy',
      'userAccount.username as creatorUsername',
      'userAccount.displayName as creatorDisplayName',
      'listItem.createdAt',
      'listItem.updatedAt',
    ]) as unknown as SelectQueryBuilder<Database, 'listItem' | 'userAccount', ListItemRow>;
}

/**
 * A list's items in list order, `limit` at a time after the cursor (null: from the start). Paging
 * by position rather than offset, so a whole list (an export of thousands) is read in steps of
 * equal cost.
 */
export function listItemsAfter(
  db: Kysely<Database>,
  listId: number,
  after: ListItemCursor | null,
  limit: number,
): Promise<ListItemRow[]> {
  return itemRows(db)
    .where('listItem.listId', '=', listId)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('listItem.position', '>', after!.position),
          eb.and([eb('listItem.position', '=', after!.position), eb('listItem.id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy('listItem.position')
    .orderBy('listItem.id')
    .limit(limit)
    .execute();
}

/** Every item of a list in list order, read in steps; for exports and other whole-list readers. */
export async function* allListItems(
  db: Kysely<Database>,
  listId: number,
  step = 1000,
): AsyncGenerator<ListItemRow[], void, undefined> {
  let after: ListItemCursor | null = null;
  for (;;) {
    const rows = await listItemsAfter(db, listId, after, step);
    if (rows.length > 0) yield rows;
    if (rows.length < step) return;
    const last = rows[rows.length - 1]!;
    after = { position: last.position, id: last.id };
  }
}

const CHUNK = 500;

/** The items of a list with these ids (any order); ids of other lists are left out. */
export async function listItemsByIds(
  db: Kysely<Database>,
  listId: number,
  ids: readonly number[],
): Promise<ListItemRow[]> {
  const rows: ListItemRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    rows.push(
      ...(await itemRows(db)
        .where('listItem.listId', '=', listId)
        .where('listItem.id', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}

/** One item of a list, or undefined when the list holds no such item. */
export function listItemById(
  db: Kysely<Database>,
  listId: number,
  itemId: number,
): Promise<ListItemRow | undefined> {
  return itemRows(db)
    .where('listItem.listId', '=', listId)
    .where('listItem.id', '=', itemId)
    .executeTakeFirst();
}

/** What sorts and filters an item: its type, title, year and language, as the catalogue has them. */
export interface ListItemFacts {
  id: number;
  position: number;
  targetType: ListItemTarget;
  title: string | null;
  /** The first year the item's record names (a work's first year, an article's date). */
  year: number | null;
  /** The fullest date known (YYYY-MM-DD, YYYY-MM or YYYY), for the DATE sort. */
  date: string | null;
  /** JSON array of languages, for works and versions. */
  languages: string | null;
}

/**
 * The sort and filter facts of every item of a list, in list order, in one query: enough to sort,
 * filter and page a list of thousands before presenting the page's items.
 */
export async function listItemFacts(db: Kysely<Database>, listId: number): Promise<ListItemFacts[]> {
  const rows = await db
    .selectFrom('listItem')
    .leftJoin('work', (j) =>
      j.onRef('work.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'work'),
    )
    .leftJoin('version', (j) =>
      j.onRef('version.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'version'),
    )
    .leftJoin('person', (j) =>
      j.onRef('person.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'person'),
    )
    .leftJoin('article', (j) =>
      j.onRef('article.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'article'),
    )
    .leftJoin('website', (j) =>
      j.onRef('website.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'website'),
    )
    .select([
      'listItem.id',
      'listItem.position',
      'listItem.targetType',
      'listItem.title as itemTitle',
      'work.title as workTitle',
      'work.yearStart',
      'work.languages as workLanguages',
      'version.title as versionTitle',
      'version.year as versionYear',
      'version.date as versionDate',
      'version.languages as versionLanguages',
      'person.displayName',
      'person.birthDate',
      'article.heading',
      'article.date as articleDate',
      'website.title as websiteTitle',
    ])
    .where('listItem.listId', '=', listId)
    .orderBy('listItem.position')
    .orderBy('listItem.id')
    .execute();
  return rows.map((r) => {
    const date =
      r.targetType === 'article'
        ? r.articleDate
        : r.targetType === 'version'
          ? (r.versionDate ?? (r.versionYear === null ? null : String(r.versionYear)))
          : r.targetType === 'person'
            ? r.birthDate
            : r.targetType === 'work' && r.yearStart !== null
              ? String(r.yearStart)
              : null;
    const year = date !== null && /^-?\d{1,4}/.test(date) ? Number.parseInt(date, 10) : null;
    return {
      id: r.id,
      position: r.position,
      targetType: r.targetType,
      title:
        r.workTitle ?? r.versionTitle ?? r.displayName ?? r.heading ?? r.websiteTitle ?? r.itemTitle ?? null,
      year: Number.isFinite(year) ? year : null,
      date,
      languages: r.workLanguages ?? r.versionLanguages ?? null,
    };
  });
}

/** LIKE pattern text with its wildcards escaped (the queries say ESCAPE '\'). */
function likeWord(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids of a list's items matching every word, each in the item's title, note or address, its
 * record's title, or its full text (a newspaper article's text, a work's or edition's description
 * and text, a person's names and biography). Case-insensitive, as a reader expects.
 */
export async function listItemsMatching(
  db: Kysely<Database>,
  listId: number,
  words: readonly string[],
): Promise<Set<number>> {
  if (words.length === 0) return new Set();
  const fields = [
    sql.ref('listItem.title'),
    sql.ref('listItem.note'),
    sql.ref('listItem.url'),
    sql.ref('work.title'),
    sql.ref('work.summary'),
    sql.ref('work.creators'),
    sql.ref('version.title'),
    sql.ref('version.fullText'),
    sql.ref('versionWork.summary'),
    sql.ref('person.displayName'),
    sql.ref('person.primaryName'),
    sql.ref('article.heading'),
    sql.ref('article.text'),
    sql.ref('website.title'),
  ];
  const rows = await db
    .selectFrom('listItem')
    .leftJoin('work', (j) =>
      j.onRef('work.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'work'),
    )
    .leftJoin('version', (j) =>
      j.onRef('version.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'version'),
    )
    .leftJoin('work as versionWork', 'versionWork.id', 'version.workId')
    .leftJoin('person', (j) =>
      j.onRef('person.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'person'),
    )
    .leftJoin('article', (j) =>
      j.onRef('article.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'article'),
    )
    .leftJoin('website', (j) =>
      j.onRef('website.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'website'),
    )
    .select('listItem.id')
    .where('listItem.listId', '=', listId)
    .where((eb) =>
      eb.and(
        words.map((word) => {
          const pattern = likeWord(word);
          return eb.or(
            fields.map((f) => sql<boolean>`lower(coalesce(${f}, '')) like ${pattern} escape '\\'`),
          );
        }),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}
