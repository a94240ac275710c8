import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** An article's place in its issue: same title and date, ordered by page sequence then id. */

export interface ArticleRefRow {
  id: number;
  heading: string;
  page: string | null;
}

export interface ArticleNeighbours {
  previous: ArticleRefRow | undefined;
  next: ArticleRefRow | undefined;
}

/** Page sequence with undated placement last, as one comparable number. */
const SEQ_UNKNOWN = 2_147_483_647;

export async function readArticleNeighbours(
  db: Kysely<Database>,
  article: { id: number; titleId: number | null; date: string | null; pageSequence: number | null },
): Promise<ArticleNeighbours> {
  if (article.titleId === null || article.date === null) return { previous: undefined, next: undefined };
  const seq = article.pageSequence ?? SEQ_UNKNOWN;
  const seqOf = sql<number>`coalesce(page_sequence, ${SEQ_UNKNOWN})`;
  const issue = db
    .selectFrom('article')
    .select(['id', 'heading', 'page'])
    .where('titleId', '=', article.titleId)
    .where('date', '=', article.date)
    .where('id', '!=', article.id);
  const [previous, next] = await Promise.all([
    issue
      .where((eb) => eb.or([eb(seqOf, '<', seq), eb.and([eb(seqOf, '=', seq), eb('id', '<', article.id)])]))
      .orderBy(seqOf, 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    issue
      .where((eb) => eb.or([eb(seqOf, '>', seq), eb.and([eb(seqOf, '=', seq), eb('id', '>', article.id)])]))
      .orderBy(seqOf)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous, next };
}
