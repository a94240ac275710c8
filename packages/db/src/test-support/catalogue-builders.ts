import type { NewArticle, NewNewspaperTitle, NewPerson, NewWebsite, NewWebsiteCapture } from '../schema.ts';
import { nowIso } from '../time.ts';
import { type Store, queryBuilderOf } from '../connection.ts';
import type { BiographyInput } from '../repositories/catalogue-writer.ts';
import type { LibraryInput } from '../repositories/libraries.repository.ts';
import {
  type AvailableUrlInput,
  type HoldingInput,
  type SavedWork,
  type SourceRecordInput,
  type VersionInput,
  type WorkBundle,
  type WorkInput,
} from '../repositories/work-writer.ts';
import { unique } from './unique.ts';

/**
 * Catalogue rows for tests, written through the real writers. Every builder fills what the table
 * requires (unique source ids, a title, a category) and nothing else, so a test states only the
 * values it asserts on, and an optional column it leaves out stays null or the store's default.
 */

type Stamped = 'createdAt' | 'updatedAt';

export const NATIONAL_LIBRARY: LibraryInput = {
  nuc: 'ANL',
  name: 'National Library of Australia',
  state: 'ACT',
  openToPublic: 1,
};

export async function buildLibrary(store: Store, library: Partial<LibraryInput> = {}): Promise<string> {
  const nuc = library.nuc ?? unique('TEST');
  await store.libraries.saveLibrary({ name: `Library ${nuc}`, openToPublic: 1, ...library, nuc });
  return nuc;
}

export interface WorkSpec {
  work?: Partial<WorkInput>;
  /** Source and source id default to the work's, the title to the work's, the format to its primary format. */
  version?: Partial<VersionInput>;
  holdings?: HoldingInput[];
  availableUrls?: AvailableUrlInput[];
  /** Source and source id default to the version's; the raw record to an empty JSON object. */
  sourceRecord?: Partial<SourceRecordInput>;
  /** Withdraws the work once saved, as a data manager's deletion leaves it. */
  deletedAt?: string;
}

/** A saved work with the bundle that made it, so further versions can join it. */
export interface BuiltWork extends SavedWork {
  bundle: WorkBundle;
}

function completeWork(work: Partial<WorkInput> = {}): WorkInput {
  const source = work.source ?? 'test-works';
  const sourceId = work.sourceId ?? unique('work');
  return {
    groupKey: `${source}|${sourceId}`,
    title: 'A test work',
    category: 'books',
    ...work,
    source,
    sourceId,
  };
}

async function saveBuilt(store: Store, work: WorkInput, spec: Omit<WorkSpec, 'work'>): Promise<BuiltWork> {
  const version: VersionInput = {
    source: work.source,
    sourceId: work.sourceId,
    title: work.title,
    format: work.primaryFormat ?? null,
    ...spec.version,
  };
  const bundle: WorkBundle = { work, version };
  if (spec.holdings) bundle.holdings = spec.holdings;
  if (spec.availableUrls) bundle.availableUrls = spec.availableUrls;
  if (spec.sourceRecord)
    bundle.sourceRecord = {
      source: version.source,
      sourceId: version.sourceId,
      rawFormat: 'json',
      raw: '{}',
      ...spec.sourceRecord,
    };
  const saved = await store.catalogue.saveWork(bundle);
  if (spec.deletedAt !== undefined)
    await queryBuilderOf(store)
      .updateTable('work')
      .set({ deletedAt: spec.deletedAt })
      .where('id', '=', saved.workId)
      .execute();
  return { ...saved, bundle };
}

/** A work of one version (a book titled 'A test work' unless the spec says otherwise). */
export function buildWork(store: Store, spec: WorkSpec = {}): Promise<BuiltWork> {
  return saveBuilt(store, completeWork(spec.work), spec);
}

/** Another version of a built work: the same work record, so it joins that work (ADR 003). */
export function buildVersion(
  store: Store,
  of: BuiltWork,
  spec: Omit<WorkSpec, 'work' | 'deletedAt'> = {},
): Promise<BuiltWork> {
  const sourceId = spec.version?.sourceId ?? unique(`${of.bundle.version.sourceId}-version`);
  return saveBuilt(store, of.bundle.work, { ...spec, version: { ...spec.version, sourceId } });
}

export async function buildNewspaperTitle(
  store: Store,
  title: Partial<Omit<NewNewspaperTitle, Stamped | 'id'>> = {},
): Promise<number> {
  const saved = await store.catalogue.saveNewspaperTitle({
    source: 'test-titles',
    sourceId: unique('title'),
    name: 'The Test Gazette',
    ...title,
  });
  return saved.id;
}

/** A newspaper article; in a newly built title unless `titleId` is given (null: none). */
export async function buildArticle(
  store: Store,
  article: Partial<Omit<NewArticle, Stamped | 'id'>> = {},
): Promise<number> {
  const titleId = article.titleId !== undefined ? article.titleId : await buildNewspaperTitle(store);
  const saved = await store.catalogue.saveArticle({
    source: 'test-articles',
    sourceId: unique('article'),
    heading: 'TEST ARTICLE.',
    ...article,
    titleId,
  });
  return saved.id;
}

export interface PersonSpec {
  /** The display name defaults to the primary name. */
  person?: Partial<Omit<NewPerson, Stamped | 'id'>>;
  biographies?: BiographyInput[];
}

export async function buildPerson(store: Store, spec: PersonSpec = {}): Promise<number> {
  const primaryName = spec.person?.primaryName ?? 'Person, Test';
  const saved = await store.catalogue.savePerson({
    person: {
      source: 'test-people',
      sourceId: unique('person'),
      displayName: primaryName,
      entityType: 'person',
      ...spec.person,
      primaryName,
    },
    ...(spec.biographies ? { biographies: spec.biographies } : {}),
  });
  return saved.id;
}

export interface WebsiteSpec {
  website?: Partial<Omit<NewWebsite, Stamped | 'id'>>;
  captures?: Omit<NewWebsiteCapture, 'id' | 'websiteId'>[];
}

/** An archived website, captured once now unless the spec lists its captures. */
export async function buildWebsite(store: Store, spec: WebsiteSpec = {}): Promise<number> {
  const domain = spec.website?.domain ?? `${unique('site')}.example.org`;
  const url = spec.website?.url ?? `https://${domain}/`;
  const timestamp = nowIso().replace(/\D/g, '').slice(0, 14);
  const saved = await store.catalogue.saveWebsite({
    website: {
      source: 'test-websites',
      sourceId: url,
      title: 'A test website',
      ...spec.website,
      domain,
      url,
    },
    captures: spec.captures ?? [{ timestamp, originalUrl: url }],
  });
  return saved.id;
}
