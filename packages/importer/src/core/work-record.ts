import type { CategoryKey } from '@trove/contracts';
import {
  type AvailableUrlInput,
  type HoldingInput,
  type Repositories,
  type SourceRecordInput,
  type WorkBundle,
} from '@trove/db';
import { groupKey } from './group-key.ts';
import type { Saved } from './save-each.ts';
import { json } from './values.ts';

/** One catalogue record as an importer reads it, before it becomes a work and a version. */
export interface WorkRecord {
  source: string;
  sourceId: string;
  title: string;
  category: CategoryKey;
  /** Coarse format used in the group key (book, periodical, picture, sound, manuscript ...). */
  broadFormat: string;
  /** A unique item (one cartoon, one broadcast, one collection) never groups with others (ADR 003). */
  unique?: boolean;
  format: string;
  workType?: string;
  creators?: string[];
  contributors?: string[];
  subjects?: string[];
  summary?: string | null;
  year?: number | null;
  yearEnd?: number | null;
  date?: string | null;
  published?: string | null;
  publisher?: string | null;
  place?: string | null;
  languages?: string[];
  identifiers?: Record<string, string | string[]>;
  thumbnailUrl?: string | null;
  imageUrl?: string | null;
  onlineText?: string | null;
  fullText?: string | null;
  details?: Record<string, unknown>;
  australian?: boolean;
  culturallySensitive?: boolean;
  synthetic?: boolean;
  sourceRecord?: SourceRecordInput;
  holdings?: HoldingInput[];
  availableUrls?: AvailableUrlInput[];
  /** Values left out because they cannot be true, for the import report (summary.ts). */
  warnings?: string[];
}

export function toBundle(r: WorkRecord): WorkBundle {
  const synthetic = r.synthetic ? 1 : 0;
  const creators = json(r.creators ?? []);
  const languages = json(r.languages ?? []);
  const bundle: WorkBundle = {
    work: {
      source: r.source,
      sourceId: r.sourceId,
      groupKey: r.unique ? `${r.source}:${r.sourceId}` : groupKey(r.title, r.creators?.[0], r.broadFormat),
      title: r.title,
      workType: r.workType ?? 'work',
      category: r.category,
      primaryFormat: r.format,
      creators,
      subjects: json(r.subjects ?? []),
      summary: r.summary ?? null,
      yearStart: r.year ?? null,
      yearEnd: r.yearEnd ?? r.year ?? null,
      languages,
      thumbnailUrl: r.thumbnailUrl ?? null,
      australian: r.australian ? 1 : 0,
      culturallySensitive: r.culturallySensitive ? 1 : 0,
      synthetic,
    },
    version: {
      source: r.source,
      sourceId: r.sourceId,
      title: r.title,
      format: r.format,
      creators,
      contributors: json(r.contributors ?? []),
      published: r.published ?? null,
      publisher: r.publisher ?? null,
      place: r.place ?? null,
      year: r.year ?? null,
      date: r.date ?? null,
      languages,
      identifiers: json(r.identifiers ?? {}),
      thumbnailUrl: r.thumbnailUrl ?? null,
      imageUrl: r.imageUrl ?? null,
      onlineText: r.onlineText ?? null,
      fullText: r.fullText ?? null,
      details: json(r.details ?? {}),
      synthetic,
    },
  };
  if (r.sourceRecord) bundle.sourceRecord = r.sourceRecord;
  if (r.holdings) bundle.holdings = r.holdings;
  if (r.availableUrls) bundle.availableUrls = r.availableUrls;
  return bundle;
}

/**
 * Saves records that never group (unique keys, ADR 003) in bulk: new ones in a few statements,
 * those already stored one by one through saveWork (so changes are still detected).
 */
export async function saveUniqueWorkRecords(
  { catalogue }: Pick<Repositories, 'catalogue'>,
  records: WorkRecord[],
): Promise<Saved[]> {
  const bundles = records.map(toBundle);
  const { created, existing } = await catalogue.insertNewWorks(bundles);
  const createdSet = new Set(created);
  const outcomes = new Map<WorkBundle, Saved['outcome']>();
  for (const bundle of existing) outcomes.set(bundle, (await catalogue.saveWork(bundle)).outcome);
  return bundles.map((bundle, i) => ({
    outcome: createdSet.has(bundle) ? 'created' : outcomes.get(bundle)!,
    category: records[i]!.category,
    ...(records[i]!.warnings?.length ? { warnings: records[i]!.warnings } : {}),
  }));
}

export async function saveWorkRecord(
  { catalogue }: Pick<Repositories, 'catalogue'>,
  record: WorkRecord,
): Promise<Saved> {
  const saved = await catalogue.saveWork(toBundle(record));
  return {
    outcome: saved.outcome,
    category: record.category,
    ...(record.warnings?.length ? { warnings: record.warnings } : {}),
  };
}
