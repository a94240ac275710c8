import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Works of a collection whose title, subjects or summary mention a word, in id order: how demo
 * content finds real records about its theme. A scan, meant for one-off seeding, not for requests.
 */
export async function findWorksMentioning(
  db: Kysely<Database>,
  filter: { category: string; word: string; limit: number },
): Promise<{ id: number; title: string }[]> {
  const pattern = `%${filter.word.toLowerCase()}%`;
  return db
    .selectFrom('work')
    .select(['id', 'title'])
    .where('category', '=', filter.category)
    .where('deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), 'like', pattern),
        eb(eb.fn('lower', ['subjects']), 'like', pattern),
        eb(eb.fn('lower', ['summary']), 'like', pattern),
      ]),
    )
    .orderBy('id')
    .limit(filter.limit)
    .execute();
}

/**
 * Newspaper and gazette articles whose heading mentions a word and whose OCR reads cleanly
 * (noise below `maxNoise`, or not judged), oldest first: demo content's articles. A scan, as above.
 */
export async function findArticlesMentioning(
  db: Kysely<Database>,
  filter: { word: string; limit: number; maxNoise: number },
): Promise<{ id: number; heading: string }[]> {
  return db
    .selectFrom('article')
    .select(['id', 'heading'])
    .where(db.fn('lower', ['heading']), 'like', `%${filter.word.toLowerCase()}%`)
    .where((eb) => eb.or([eb('ocrNoise', 'is', null), eb('ocrNoise', '<', filter.maxNoise)]))
    .orderBy('date')
    .orderBy('id')
    .limit(filter.limit)
    .execute();
}
