import type { HarvestFilter, HarvestHead, HarvestSource } from '@trove/db';
import { CATEGORY_NAMESPACE } from '@trove/contracts';
import type { ServiceDeps } from '../../deps.ts';
import { MARC21 } from './marcxml.ts';
import { OAI_DC } from './oai-dc.ts';

/**
 * What this repository holds, in OAI-PMH's terms (ADR 052): item identifiers, sets (one per
 * collection that has harvested records), the formats, and which sources a request reads.
 */

export type RecordKind = 'work' | 'person' | 'article' | 'list';

export const METADATA_FORMATS = [OAI_DC, MARC21] as const;
export type MetadataPrefix = (typeof METADATA_FORMATS)[number]['prefix'];

export function isMetadataPrefix(value: string): value is MetadataPrefix {
  return METADATA_FORMATS.some((f) => f.prefix === value);
}

/** Records of these kinds are in the collection of the same key; works are in their own category's. */
const FIXED_SET: Record<Exclude<RecordKind, 'work'>, string> = {
  person: 'people',
  article: 'newspapers',
  list: 'lists',
};

/** The repository identifier: the site's host name, the same whichever allowed host was used. */
export function repositoryIdentifier(publicUrl: string): string {
  return new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
}

export function oaiIdentifier(repository: string, kind: RecordKind, id: number): string {
  return `oai:${repository}:${kind}/${id}`;
}

/** The kind and id an identifier names; null when it is not one of this repository's. */
export function parseOaiIdentifier(
  repository: string,
  identifier: string,
): { kind: RecordKind; id: number } | null {
  const prefix = `oai:${repository}:`;
  if (!identifier.startsWith(prefix)) return null;
  const match = /^(work|person|article|list)\/([1-9]\d{0,15})$/.exec(identifier.slice(prefix.length));
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { kind: match[1] as RecordKind, id } : null;
}

/** The page of a record on this site. */
export function recordPath(kind: RecordKind, id: number): string {
  switch (kind) {
    case 'work':
      return `/work/${id}`;
    case 'person':
      return `/people/${id}`;
    case 'article':
      return `/newspaper/article/${id}`;
    case 'list':
      return `/list/${id}`;
  }
}

export const kindOfSource = (source: HarvestSource): RecordKind =>
  source === 'deletedList' ? 'list' : source;

export interface OaiSet {
  spec: string;
  name: string;
  description: string | null;
}

/** One set per category collection that can hold harvested records (websites are not harvested). */
export async function oaiSets(deps: ServiceDeps<'content'>): Promise<OaiSet[]> {
  const collections = await deps.store.content.listCollections();
  return collections
    .filter((c) => c.urlNamespace === CATEGORY_NAMESPACE && c.urlKey !== 'websites')
    .map((c) => ({ spec: c.urlKey, name: c.name, description: c.catchline }));
}

/** The sets a record is in: its collection's, when that collection exists. */
export function setsOf(head: HarvestHead, kind: RecordKind, sets: readonly OaiSet[]): string[] {
  const spec = kind === 'work' ? head.category : FIXED_SET[kind];
  return spec !== null && sets.some((s) => s.spec === spec) ? [spec] : [];
}

export interface HarvestPlan {
  sources: HarvestSource[];
  filter: HarvestFilter;
}

/** The sources a list request reads, and their filter; works alone carry MARC. */
export function harvestPlan(
  prefix: MetadataPrefix,
  set: string | null,
  from: string | null,
  until: string | null,
): HarvestPlan {
  const withMarc = prefix === MARC21.prefix;
  const all: HarvestSource[] = withMarc ? ['work'] : ['work', 'person', 'article', 'list', 'deletedList'];
  const fixed = (Object.entries(FIXED_SET) as [Exclude<RecordKind, 'work'>, string][])
    .filter(([, spec]) => spec === set)
    .map(([kind]) => kind);
  const sources =
    set === null
      ? all
      : all.filter((s) => s === 'work' || fixed.includes(kindOfSource(s) as Exclude<RecordKind, 'work'>));
  return { sources, filter: { from, until, categories: set === null ? null : [set], withMarc } };
}

/** A stored change time (ISO with milliseconds) as an OAI-PMH datestamp, to the second. */
export function datestampOf(stamp: string): string {
  const time = new Date(stamp);
  const iso = Number.isNaN(time.getTime()) ? '1970-01-01T00:00:00.000Z' : time.toISOString();
  return `${iso.slice(0, 19)}Z`;
}
