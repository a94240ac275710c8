import type { Insertable, Kysely } from 'kysely';
import type {
  AlertTable,
  CollectionContributorTable,
  CollectionRow,
  CollectionTable,
  Database,
  LandingPageTable,
} from '../schema.ts';
import { nowIso } from '../time.ts';

/**
 * Editorial content: configuration entries, landing pages, spotlight articles, collections,
 * contributors and alerts. Seeding only ever inserts what is missing, so an operator's edits stay.
 */

export async function getConfigEntry(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('configEntry').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function getConfigEntries(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('configEntry')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes a value the system owns (not editorial), replacing what was there. */
export async function setConfigEntry(db: Kysely<Database>, key: string, value: string): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('configEntry')
    .values({ key, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}

/** Inserts an entry unless the key exists; true when it was inserted. */
export async function insertConfigEntryIfMissing(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<boolean> {
  const result = await db
    .insertInto('configEntry')
    .values({ key, value, updatedAt: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function listLandingPages(db: Kysely<Database>) {
  return db.selectFrom('landingPage').selectAll().orderBy('position').orderBy('id').execute();
}

export function findLandingPage(db: Kysely<Database>, urlKey: string) {
  return db.selectFrom('landingPage').selectAll().where('urlKey', '=', urlKey).executeTakeFirst();
}

export async function insertLandingPageIfMissing(
  db: Kysely<Database>,
  page: Omit<Insertable<LandingPageTable>, 'id'>,
): Promise<boolean> {
  const result = await db
    .insertInto('landingPage')
    .values(page)
    .onConflict((oc) => oc.column('urlKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function findSpotlightArticles(db: Kysely<Database>, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('spotlightArticle')
    .selectAll()
    .where('slug', 'in', [...slugs])
    .execute();
}

export async function insertSpotlightArticleIfMissing(
  db: Kysely<Database>,
  slug: string,
  article: string,
): Promise<boolean> {
  const result = await db
    .insertInto('spotlightArticle')
    .values({ slug, article })
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function listCollections(db: Kysely<Database>, urlNamespace?: string): Promise<CollectionRow[]> {
  let query = db.selectFrom('collection').selectAll();
  if (urlNamespace !== undefined) query = query.where('urlNamespace', '=', urlNamespace);
  return query.orderBy('position').orderBy('id').execute();
}

export function findCollection(db: Kysely<Database>, urlNamespace: string, urlKey: string) {
  return db
    .selectFrom('collection')
    .selectAll()
    .where('urlNamespace', '=', urlNamespace)
    .where('urlKey', '=', urlKey)
    .executeTakeFirst();
}

export function findCollectionById(db: Kysely<Database>, id: number) {
  return db.selectFrom('collection').selectAll().where('id', '=', id).executeTakeFirst();
}

export type CollectionInput = Omit<Insertable<CollectionTable>, 'id'>;
export type ContributorInput = Omit<Insertable<CollectionContributorTable>, 'id' | 'collectionId'>;

/** Inserts a collection with its contributors unless its (namespace, key) exists; true when inserted. */
export async function insertCollectionIfMissing(
  db: Kysely<Database>,
  collection: CollectionInput,
  contributors: readonly ContributorInput[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('collection')
      .values(collection)
      .onConflict((oc) => oc.columns(['urlNamespace', 'urlKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    if (contributors.length > 0)
      await trx
        .insertInto('collectionContributor')
        .values(contributors.map((c, position) => ({ ...c, position, collectionId: inserted.id })))
        .execute();
    return true;
  });
}

export function listCollectionContributors(db: Kysely<Database>, collectionId: number) {
  return db
    .selectFrom('collectionContributor')
    .selectAll()
    .where('collectionId', '=', collectionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Alerts for a delivery system (alerts without one apply everywhere). Alerts whose display window
 * ended before `now` are left out; the rest of the window rule is the client's (spec 01 §4).
 */
export function listAlerts(db: Kysely<Database>, deliverySystem: string | undefined, now: string) {
  let query = db
    .selectFrom('alert')
    .selectAll()
    .where((eb) => eb.or([eb('displayTo', 'is', null), eb('displayTo', '>=', now)]));
  if (deliverySystem !== undefined)
    query = query.where((eb) =>
      eb.or([eb('deliverySystem', 'is', null), eb('deliverySystem', '=', deliverySystem)]),
    );
  return query.orderBy('id').execute();
}

export async function insertAlert(
  db: Kysely<Database>,
  alert: Omit<Insertable<AlertTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('alert').values(alert).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
