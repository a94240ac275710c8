import type { Insertable } from 'kysely';
import type {
  BiographyTable,
  NewArticle,
  NewNewspaperTitle,
  NewPeriodicalIssue,
  NewPerson,
  NewWebCollection,
  NewWebsite,
  NewWebsiteCapture,
} from '../schema.ts';
import {
  type Executor,
  type UpsertResult,
  inTransaction,
  logSearchChange,
  upsertBySource,
  upsertManyBySource,
} from './upsert.ts';
import type { Kysely } from 'kysely';

type Stamped = 'createdAt' | 'updatedAt';
export type BiographyInput = Omit<Insertable<BiographyTable>, 'id' | 'personId'>;

export interface PersonBundle {
  person: Omit<NewPerson, Stamped | 'id'>;
  biographies?: BiographyInput[];
}

export async function savePerson(db: Executor, bundle: PersonBundle): Promise<UpsertResult> {
  return inTransaction(db, async (trx) => {
    const saved = await upsertBySource(trx, 'person', bundle.person);
    if (!bundle.biographies) return saved;
    const query = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const stored = await trx
      .selectFrom('biography')
      .selectAll()
      .where('personId', '=', saved.id)
      .orderBy('id')
      .execute();
    const same =
      stored.length === bundle.biographies.length &&
      stored.every((b, i) => {
        const next = bundle.biographies?.[i];
        return (
          next !== undefined &&
          b.text === next.text &&
          b.contributorNuc === (next.contributorNuc ?? null) &&
          b.contributorName === (next.contributorName ?? null) &&
          b.url === (next.url ?? null) &&
          b.isPrimary === (next.isPrimary ?? 0)
        );
      });
    if (same) return saved;
    await query.deleteFrom('biography').where('personId', '=', saved.id).execute();
    if (bundle.biographies.length > 0)
      await trx
        .insertInto('biography')
        .values(bundle.biographies.map((b) => ({ ...b, personId: saved.id })))
        .execute();
    await logSearchChange(trx, 'person', saved.id);
    return { id: saved.id, outcome: saved.outcome === 'created' ? 'created' : 'updated' };
  });
}

/** Articles are indexed with their newspaper's name, so a changed title re-indexes its articles. */
export async function saveNewspaperTitle(
  db: Executor,
  title: Omit<NewNewspaperTitle, Stamped | 'id'>,
): Promise<UpsertResult> {
  return inTransaction(db, async (trx) => {
    const saved = await upsertBySource(trx, 'newspaperTitle', title);
    if (saved.outcome !== 'updated') return saved;
    const articles = await trx.selectFrom('article').select('id').where('titleId', '=', saved.id).execute();
    for (const article of articles) await logSearchChange(trx, 'article', article.id);
    return saved;
  });
}

export function saveArticle(db: Executor, article: Omit<NewArticle, Stamped | 'id'>) {
  return upsertBySource(db, 'article', article);
}

export function savePeriodicalIssue(db: Executor, issue: Omit<NewPeriodicalIssue, Stamped | 'id'>) {
  return upsertBySource(db, 'periodicalIssue', issue);
}

export function saveWebCollection(db: Executor, collection: Omit<NewWebCollection, Stamped | 'id'>) {
  return upsertBySource(db, 'webCollection', collection);
}

export interface WebsiteBundle {
  website: Omit<NewWebsite, Stamped | 'id'>;
  captures?: Omit<NewWebsiteCapture, 'id' | 'websiteId'>[];
}

export async function saveWebsite(db: Executor, bundle: WebsiteBundle): Promise<UpsertResult> {
  return inTransaction(db, async (trx) => {
    const saved = await upsertBySource(trx, 'website', bundle.website);
    let added = 0;
    for (const capture of bundle.captures ?? []) {
      const result = await trx
        .insertInto('websiteCapture')
        .values({ ...capture, websiteId: saved.id })
        .onConflict((oc) => oc.columns(['websiteId', 'timestamp', 'originalUrl']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    if (added > 0 && saved.outcome === 'unchanged') {
      await logSearchChange(trx, 'website', saved.id);
      return { id: saved.id, outcome: 'updated' };
    }
    return saved;
  });
}

/** Many issues of periodicals in one go (one lookup and one insert per chunk); one result per issue. */
export function savePeriodicalIssues(
  db: Executor,
  issues: readonly Omit<NewPeriodicalIssue, Stamped | 'id'>[],
) {
  return upsertManyBySource(db, 'periodicalIssue', issues);
}

/** Many websites without captures (e.g. a domain list) in one go; one result per website. */
export function saveWebsites(db: Executor, websites: readonly Omit<NewWebsite, Stamped | 'id'>[]) {
  return upsertManyBySource(db, 'website', websites);
}
