import { type Kysely, sql } from 'kysely';
import type { ContributionTarget, ListItemTarget } from '../schema/accounts.ts';
import type { Database } from '../schema.ts';
import { visibleTo } from './visibility.ts';

/**
 * The public contributions on the public API v3's records (ADR 051), read in batches, and the
 * example ids its documentation runs against. Only public, unmoderated contributions: the API has
 * no signed-in caller. Split from v3-records.repository.ts.
 */

export interface V3TagRow {
  targetId: number;
  name: string;
  createdAt: string;
}

/** Public, unmoderated tags of records. */
export function v3Tags(
  db: Kysely<Database>,
  targetType: ContributionTarget,
  ids: readonly number[],
): Promise<V3TagRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tag')
    .select(['targetId', 'name', 'createdAt'])
    .where(visibleTo('tag', null))
    .where('targetType', '=', targetType)
    .where('targetId', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export interface V3CommentRow {
  targetId: number;
  content: string;
  createdAt: string;
  lastModified: string;
  username: string | null;
}

/** Public, unmoderated notes ('comments' in v3) of records. */
export function v3Comments(
  db: Kysely<Database>,
  targetType: ContributionTarget,
  ids: readonly number[],
): Promise<V3CommentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('annotation')
    .leftJoin('userAccount', 'userAccount.id', 'annotation.userId')
    .select([
      'annotation.targetId',
      'annotation.content',
      'annotation.createdAt',
      'annotation.lastModified',
      'userAccount.username',
    ])
    .where(visibleTo('annotation', null))
    .where('annotation.targetType', '=', targetType)
    .where('annotation.targetId', 'in', [...ids])
    .orderBy('annotation.id')
    .execute();
}

export interface V3ContainingListRow {
  targetId: number;
  listId: number;
  title: string;
}

/** The public lists holding each record. */
export function v3ContainingLists(
  db: Kysely<Database>,
  targetType: ListItemTarget,
  ids: readonly number[],
): Promise<V3ContainingListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('listItem')
    .innerJoin('userList', 'userList.id', 'listItem.listId')
    .select(['listItem.targetId', 'userList.id as listId', 'userList.title'])
    .where(visibleTo('userList', null))
    .where('listItem.targetType', '=', targetType)
    .where('listItem.targetId', 'in', [...ids])
    .orderBy('userList.id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, targetId: r.targetId ?? 0 })));
}

export interface V3ExampleIds {
  article: number | null;
  gazetteArticle: number | null;
  work: number | null;
  person: number | null;
  list: number | null;
  newspaperTitle: number | null;
  gazetteTitle: number | null;
  magazineTitle: number | null;
  nuc: string | null;
}

/** A record of each kind the collection holds, for the OpenAPI document's examples (ADR 051). */
export async function v3ExampleIds(db: Kysely<Database>): Promise<V3ExampleIds> {
  const articleOf = (kind: string) =>
    db
      .selectFrom('article')
      .innerJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
      .select('article.id')
      .where('newspaperTitle.kind', '=', kind)
      // An article read from Trove first: its answer can be set beside Trove's own.
      .orderBy(sql`case when article.source = 'trove-article' then 0 else 1 end`)
      .orderBy('article.id')
      .limit(1)
      .executeTakeFirst();
  const titleOf = (kind: string) =>
    db
      .selectFrom('newspaperTitle')
      .select('id')
      .where('kind', '=', kind)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  const [article, gazetteArticle, work, person, list, newspaperTitle, gazetteTitle, magazine, library] =
    await Promise.all([
      articleOf('newspaper'),
      articleOf('gazette'),
      db
        .selectFrom('work')
        .select('id')
        .where('deletedAt', 'is', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('person')
        .select('id')
        .where('deletedAt', 'is', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),
      db.selectFrom('userList').select('id').where('priv', '=', 0).orderBy('id').limit(1).executeTakeFirst(),
      titleOf('newspaper'),
      titleOf('gazette'),
      db
        .selectFrom('periodicalIssue')
        .innerJoin('work', 'work.id', 'periodicalIssue.workId')
        .select('work.id')
        .where('work.category', '=', 'magazines')
        .orderBy('work.id')
        .limit(1)
        .executeTakeFirst(),
      db.selectFrom('library').select('nuc').orderBy('nuc').limit(1).executeTakeFirst(),
    ]);
  return {
    article: article?.id ?? null,
    gazetteArticle: gazetteArticle?.id ?? null,
    work: work?.id ?? null,
    person: person?.id ?? null,
    list: list?.id ?? null,
    newspaperTitle: newspaperTitle?.id ?? null,
    gazetteTitle: gazetteTitle?.id ?? null,
    magazineTitle: magazine?.id ?? null,
    nuc: library?.nuc ?? null,
  };
}
