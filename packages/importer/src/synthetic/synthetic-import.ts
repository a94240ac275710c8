import { type Store, nowIso, saveLibrary, saveNewspaperTitle } from '@trove/db';
import type { ImportContext } from '../core/context.ts';
import type { Tally } from '../core/summary.ts';
import type { SyntheticArticle, SyntheticPerson, SyntheticRecord, SyntheticWork } from './generate.ts';
import { SYNTHETIC_SOURCE, articleRow, personRow, titleRow, workRows } from './synthetic-rows.ts';

/**
 * The fast path for large synthetic corpora: rows inserted in batches, one transaction per
 * batch. Synthetic ids include the seed and a seed always gives the same record, so a row whose
 * (source, sourceId) exists is the same row: it is skipped and counted unchanged.
 */

const BATCH = 400;
type Db = Store['db'];

async function logChanges(trx: Db, entityType: string, ids: number[]) {
  if (ids.length === 0) return;
  const changedAt = nowIso();
  await trx
    .insertInto('searchChange')
    .values(ids.map((entityId) => ({ entityType, entityId, changedAt })))
    .execute();
}

async function insertWorks(db: Db, works: SyntheticWork[]): Promise<number> {
  const rows = works.map(workRows);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('work')
      .values(rows.map((r) => r.work))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning(['id', 'sourceId'])
      .execute();
    if (inserted.length === 0) return 0;
    const workIds = new Map(inserted.map((r) => [r.sourceId, r.id]));
    const fresh = rows.filter((r) => workIds.has(r.work.sourceId));
    const versions = await trx
      .insertInto('version')
      .values(fresh.map((r) => ({ ...r.version, workId: workIds.get(r.work.sourceId)! })))
      .returning(['id', 'sourceId'])
      .execute();
    const versionIds = new Map(versions.map((v) => [v.sourceId, v.id]));
    const holdings = fresh.flatMap((r) =>
      r.holdings.map((h) => ({ ...h, versionId: versionIds.get(r.version.sourceId)! })),
    );
    if (holdings.length) await trx.insertInto('holding').values(holdings).execute();
    await logChanges(
      trx,
      'work',
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}

async function insertArticles(
  db: Db,
  articles: SyntheticArticle[],
  titleIds: Map<string, number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('article')
      .values(articles.map((a) => articleRow(a, titleIds.get(a.titleId) ?? null)))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning('id')
      .execute();
    await logChanges(
      trx,
      'article',
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}

async function insertPeople(db: Db, people: SyntheticPerson[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('person')
      .values(people.map(personRow))
      .onConflict((oc) => oc.columns(['source', 'sourceId']).doNothing())
      .returning(['id', 'sourceId'])
      .execute();
    const byId = new Map(people.map((p) => [p.id, p]));
    const biographies = inserted.map((r) => ({
      personId: r.id,
      text: byId.get(r.sourceId)!.biography,
      contributorName: 'Synthetic corpus',
      isPrimary: 1,
    }));
    if (biographies.length) await trx.insertInto('biography').values(biographies).execute();
    await logChanges(
      trx,
      'person',
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}

/** Imports synthetic records (already in order: libraries, titles, then the catalogue). */
export async function importSynthetic(
  ctx: ImportContext,
  tally: Tally,
  records: Iterable<SyntheticRecord> | AsyncIterable<SyntheticRecord>,
): Promise<void> {
  const db = ctx.store.db;
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
      for (const [category, list] of byCategory) count(category, list.length, await insertWorks(db, list));
    }
    if (articles.length >= BATCH || (all && articles.length)) {
      titleIds ??= new Map(
        (
          await db
            .selectFrom('newspaperTitle')
            .select(['id', 'sourceId'])
            .where('source', '=', SYNTHETIC_SOURCE)
            .execute()
        ).map((t) => [t.sourceId, t.id]),
      );
      const batch = articles.splice(0);
      count('newspapers', batch.length, await insertArticles(db, batch, titleIds));
    }
    if (people.length >= BATCH || (all && people.length)) {
      const batch = people.splice(0);
      count('people', batch.length, await insertPeople(db, batch));
    }
  };
  for await (const record of records) {
    switch (record.kind) {
      case 'library': {
        const v = record.value;
        const saved = await saveLibrary(db, {
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
        const saved = await saveNewspaperTitle(db, titleRow(record.value));
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
