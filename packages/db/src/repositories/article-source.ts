import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { nowIso } from '../time.ts';

/**
 * What the search index is built from for a newspaper or gazette article: its text, and while
 * the period after its first correction lasts, the OCR as loaded beside it (ADR 046).
 */
export interface ArticleSource {
  kind: 'article';
  id: number;
  heading: string;
  category: string | null;
  date: string | null;
  page: string | null;
  wordCount: number | null;
  illustrated: number;
  text: string | null;
  /**
   * The OCR as loaded while it is still searchable beside a corrected text (ADR 046); null
   * otherwise, and for an article never corrected.
   */
  searchableOriginalText: string | null;
  /** Who corrected the text: distinct accounts, and each visitor's correction (ADR 046). */
  numberOfCorrectors: number;
  /** OCR noise of text (ADR 031). */
  ocrNoise: number | null;
  culturallySensitive: number;
  synthetic: number;
  titleId: number | null;
  titleName: string | null;
  titleState: string | null;
}

export async function readArticles(db: Kysely<Database>, ids: number[]): Promise<ArticleSource[]> {
  const rows = await db
    .selectFrom('article')
    .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
    .select([
      'article.id',
      'article.heading',
      'article.category',
      'article.date',
      'article.page',
      'article.wordCount',
      'article.illustrated',
      'article.text',
      sql<
        string | null
      >`case when article.original_searchable_until > ${nowIso()} then article.original_text end`.as(
        'searchableOriginalText',
      ),
      'article.ocrNoise',
      'article.culturallySensitive',
      'article.synthetic',
      'article.titleId',
      'newspaperTitle.name as titleName',
      'newspaperTitle.state as titleState',
    ])
    .where('article.id', 'in', ids)
    .orderBy('article.id')
    .execute();
  const correctors = await correctorCounts(db, ids);
  return rows.map((r) => ({ kind: 'article', ...r, numberOfCorrectors: correctors.get(r.id) ?? 0 }));
}

/** Per article, its correctors: distinct accounts of live corrections, and every visitor's one. */
async function correctorCounts(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('textCorrection')
    .select([
      'articleId',
      sql<number | string>`count(distinct user_id) + sum(case when user_id is null then 1 else 0 end)`.as(
        'n',
      ),
    ])
    .where('articleId', 'in', ids)
    .where('status', '=', 'live')
    .where('kind', '!=', 'revert')
    .groupBy('articleId')
    .execute();
  return new Map(rows.map((row) => [row.articleId, Number(row.n)]));
}
