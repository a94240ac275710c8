import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { publicTagNames } from './tags.repository.ts';

/**
 * What the lists collection of the search index is built from (issue 15 §5, ADR 038): a public
 * list with its owner, public tags and the titles and notes of its items. A private list is never
 * read, so it is absent from the index, its counts, facets and snippets; when a list turns
 * private, its logged change finds it absent and removes it.
 */
export interface ListSource {
  kind: 'list';
  id: number;
  title: string;
  description: string | null;
  ownerName: string;
  itemCount: number;
  thumbnailUrl: string | null;
  updatedAt: string;
  publicTags: string[];
  /** In list order; `title` is the record's (or the web page's own) title, null when the record is gone. */
  items: { title: string | null; note: string | null }[];
}

/** The public lists with these ids; private and deleted ones are simply absent. */
export async function readLists(db: Kysely<Database>, ids: readonly number[]): Promise<ListSource[]> {
  if (ids.length === 0) return [];
  const lists = await db
    .selectFrom('userList')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .select([
      'userList.id',
      'userList.title',
      'userList.description',
      'userList.itemCount',
      'userList.thumbnailUrl',
      'userList.updatedAt',
      'userAccount.displayName as ownerName',
    ])
    .where('userList.id', 'in', [...ids])
    .where('userList.priv', '=', 0)
    .orderBy('userList.id')
    .execute();
  if (lists.length === 0) return [];
  const found = lists.map((l) => l.id);
  const items = await itemTexts(db, found);
  const tags = await publicTagNames(db, 'list', found);
  return lists.map((l) => ({
    kind: 'list',
    ...l,
    itemCount: Number(l.itemCount),
    publicTags: tags.get(l.id) ?? [],
    items: items.get(l.id) ?? [],
  }));
}

/** Each list's item titles and notes in list order, the records' titles joined in one query. */
async function itemTexts(db: Kysely<Database>, listIds: number[]): Promise<Map<number, ListSource['items']>> {
  const rows = await db
    .selectFrom('listItem')
    .leftJoin('work', (join) =>
      join
        .onRef('work.id', '=', 'listItem.targetId')
        .on('listItem.targetType', '=', 'work')
        .on('work.deletedAt', 'is', null),
    )
    .leftJoin('version', (join) =>
      join.onRef('version.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'version'),
    )
    .leftJoin('person', (join) =>
      join
        .onRef('person.id', '=', 'listItem.targetId')
        .on('listItem.targetType', '=', 'person')
        .on('person.deletedAt', 'is', null),
    )
    .leftJoin('article', (join) =>
      join.onRef('article.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'article'),
    )
    .leftJoin('website', (join) =>
      join.onRef('website.id', '=', 'listItem.targetId').on('listItem.targetType', '=', 'website'),
    )
    .select([
      'listItem.listId',
      'listItem.targetType',
      'listItem.title as ownTitle',
      'listItem.note',
      'work.title as workTitle',
      'version.title as versionTitle',
      'person.displayName as personName',
      'article.heading as heading',
      'website.title as websiteTitle',
    ])
    .where('listItem.listId', 'in', listIds)
    .orderBy('listItem.listId')
    .orderBy('listItem.position')
    .orderBy('listItem.id')
    .execute();
  const byList = new Map<number, ListSource['items']>();
  for (const row of rows) {
    const title =
      row.targetType === 'uri'
        ? row.ownTitle
        : (row.workTitle ?? row.versionTitle ?? row.personName ?? row.heading ?? row.websiteTitle ?? null);
    const items = byList.get(row.listId) ?? [];
    items.push({ title, note: row.note });
    byList.set(row.listId, items);
  }
  return byList;
}
