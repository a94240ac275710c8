import type { ImportContext } from '../core/context.ts';
import type { Tally } from '../core/summary.ts';
import type { SyntheticArticle, SyntheticPerson, SyntheticRecord, SyntheticWork } from './generate.ts';
import { SYNTHETIC_SOURCE, articleRow, personRows, titleRow, workRows } from './synthetic-rows.ts';

/**
 * The fast path for large synthetic corpora: rows inserted in batches, one transaction per
 * batch. Synthetic ids include the seed and a seed always gives the same record, so a row whose
 * (source, sourceId) exists is the same row: it is skipped and counted unchanged.
 */

const BATCH = 400;

/** Imports synthetic records (already in order: libraries, titles, then the catalogue). */
export async function importSynthetic(
  ctx: ImportContext,
  tally: Tally,
  records: Iterable<SyntheticRecord> | AsyncIterable<SyntheticRecord>,
): Promise<void> {
  const { catalogue, libraries } = ctx.store;
  const works: SyntheticWork[] = [];
  const articles: SyntheticArticle[] = [];
  const people: SyntheticPerson[] = [];
  let titleIds: Map<string, number> | undefined;
  const count = (category: string, batch: number, inserted: number) => {
    for (let i = 0; i < batch; i++) tally.saved(i < inserted ? 'created' : 'unchanged', category);
    ctx.progress.tick(batch);
  };
  const flush = async (all: boolean) => {
    if (works.length >= BATCH || (all && works.length)) {
      const byCategory = new Map<string, SyntheticWork[]>();
      for (const w of works.splice(0)) byCategory.set(w.category, [...(byCategory.get(w.category) ?? []), w]);
      for (const [category, list] of byCategory)
        count(category, list.length, await catalogue.insertUnseenWorks(list.map(workRows)));
    }
    if (articles.length >= BATCH || (all && articles.length)) {
      const ids = (titleIds ??= await catalogue.newspaperTitleIdsOfSource(SYNTHETIC_SOURCE));
      const batch = articles.splice(0);
      const rows = batch.map((a) => articleRow(a, ids.get(a.titleId) ?? null));
      count('newspapers', batch.length, await catalogue.insertUnseenArticles(rows));
    }
    if (people.length >= BATCH || (all && people.length)) {
      const batch = people.splice(0);
      count('people', batch.length, await catalogue.insertUnseenPeople(batch.map(personRows)));
    }
  };
  for await (const record of records) {
    switch (record.kind) {
      case 'library': {
        const v = record.value;
        const saved = await libraries.saveLibrary({
          nuc: v.nuc,
          name: v.name,
          state: v.state,
          openToPublic: 1,
          synthetic: 1,
        });
        tally.saved(saved.outcome, 'libraries');
        ctx.progress.tick();
        break;
      }
      case 'title': {
        const saved = await catalogue.saveNewspaperTitle(titleRow(record.value));
        tally.saved(saved.outcome, 'newspaper titles');
        ctx.progress.tick();
        break;
      }
      case 'work':
        works.push(record.value);
        break;
      case 'article':
        articles.push(record.value);
        break;
      case 'person':
        people.push(record.value);
        break;
    }
    await flush(false);
  }
  await flush(true);
}
